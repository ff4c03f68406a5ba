import { Annotation, Compartment, EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { useEffect, useEffectEvent, useRef } from 'react';
import { LANGUAGE_SUPPORT, type CodeLanguage } from './code-language';
import { CODE_THEMES, codeSetup, type CodeTheme } from './code-setup';
import './code-editor.css';

/** Marks a change that loads the `value` prop, so it is not reported back through onChange. */
const external = Annotation.define<boolean>();

export interface CodeEditorProps {
  value: string;
  onChange?: (value: string) => void;
  language: CodeLanguage;
  /** Accessible name of the editing area. */
  label: string;
  theme?: CodeTheme;
  readOnly?: boolean;
  className?: string;
}

/** A CodeMirror 6 editor for HTML, CSS or JavaScript, light or dark, controlled by `value`. */
export function CodeEditor({ value, onChange, language, label, theme = 'light', readOnly = false, className }: CodeEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const compartments = useRef({ language: new Compartment(), theme: new Compartment(), readOnly: new Compartment(), label: new Compartment() });
  const initialValue = useRef(value);
  const emit = useEffectEvent((text: string) => onChange?.(text));

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const c = compartments.current;
    const view = new EditorView({
      parent: host,
      state: EditorState.create({
        doc: initialValue.current,
        extensions: [
          codeSetup,
          c.language.of([]),
          c.theme.of([]),
          c.readOnly.of([]),
          c.label.of([]),
          EditorView.updateListener.of((update) => {
            if (update.docChanged && !update.transactions.some((tr) => tr.annotation(external))) emit(update.state.doc.toString());
          }),
        ],
      }),
    });
    viewRef.current = view;
    return () => {
      viewRef.current = null;
      view.destroy();
    };
  }, []);

  useEffect(() => {
    const c = compartments.current;
    viewRef.current?.dispatch({
      effects: [
        c.language.reconfigure(LANGUAGE_SUPPORT[language]()),
        c.theme.reconfigure(CODE_THEMES[theme]),
        c.readOnly.reconfigure([EditorState.readOnly.of(readOnly), EditorView.editable.of(!readOnly)]),
        c.label.reconfigure(EditorView.contentAttributes.of({ 'aria-label': label, 'aria-readonly': String(readOnly) })),
      ],
    });
  }, [language, theme, readOnly, label]);

  useEffect(() => {
    const view = viewRef.current;
    if (!view) return;
    const current = view.state.doc.toString();
    if (current === value) return;
    view.dispatch({ changes: { from: 0, to: current.length, insert: value }, annotations: external.of(true) });
  }, [value]);

  return <div ref={hostRef} className={['code-editor', className].filter(Boolean).join(' ')} data-theme={theme} />;
}
