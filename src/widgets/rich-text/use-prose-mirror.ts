import { EditorState, type Command, type Transaction } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { dynamicTextLabel, type DynamicTextSource } from './dynamic-text';
import { dynamicTextNodeView } from './dynamic-text-view';
import { docToHtml, isEmptyDoc, parseEditorHtml } from './editor-html';
import { editorPlugins } from './editor-plugins';
import type { EditorMode } from './schema';

/** Marks a transaction that loads the `value` prop, so it is not echoed back through onChange. */
const EXTERNAL = 'fieldwork.externalValue';

export interface ProseMirrorOptions {
  mode: EditorMode;
  value: string;
  onChange: (html: string) => void;
  label: string;
  placeholder: string;
  readOnly: boolean;
  sources: readonly DynamicTextSource[];
}

/**
 * Owns one ProseMirror view: created once per mount, fed the `value` prop when it changes from
 * outside, and reporting each document change as HTML ('' when empty). The editor state is
 * mirrored into React state only so the toolbar can render what is active.
 */
export function useProseMirror({ mode, value, onChange, label, placeholder, readOnly, sources }: ProseMirrorOptions) {
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const lastHtml = useRef(value);
  const [state, setState] = useState(() => EditorState.create({ doc: parseEditorHtml(mode, value), plugins: editorPlugins(mode) }));
  const initialState = useRef(state);
  const emit = useEffectEvent((html: string) => {
    lastHtml.current = html;
    onChange(html);
  });
  const describe = useEffectEvent((attrs: Parameters<typeof dynamicTextLabel>[0]) => dynamicTextLabel(attrs, sources));

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const view: EditorView = new EditorView(host, {
      state: initialState.current,
      dispatchTransaction(tr: Transaction) {
        const next = view.state.apply(tr);
        view.updateState(next);
        setState(next);
        if (tr.docChanged && !tr.getMeta(EXTERNAL)) emit(docToHtml(next.doc));
      },
    });
    viewRef.current = view;
    return () => {
      viewRef.current = null;
      view.destroy();
    };
  }, []);

  // Once per new sources array, not on every render (a keystroke re-renders the editor).
  const sourcesSignature = useMemo(() => JSON.stringify(sources), [sources]);
  useEffect(() => {
    viewRef.current?.setProps({
      editable: () => !readOnly,
      attributes: (current) => ({
        role: 'textbox',
        'aria-label': label,
        'aria-multiline': String(mode === 'full'),
        'aria-readonly': String(readOnly),
        'data-placeholder': placeholder,
        'data-empty': String(isEmptyDoc(current.doc)),
        class: 'rich-text-editor__content',
        'data-scheme': 'light',
      }),
      nodeViews: { dynamic_text: dynamicTextNodeView((attrs) => describe(attrs)) },
    });
  }, [mode, label, placeholder, readOnly, sourcesSignature]);

  useEffect(() => {
    const view = viewRef.current;
    if (!view || value === lastHtml.current) return;
    lastHtml.current = value;
    const doc = parseEditorHtml(mode, value);
    view.dispatch(view.state.tr.replaceWith(0, view.state.doc.content.size, doc.content).setMeta(EXTERNAL, true).setMeta('addToHistory', false));
  }, [value, mode]);

  /** Runs an editor command against the live view and gives the editor focus back. */
  const run = (command: Command) => {
    const view = viewRef.current;
    if (!view) return false;
    const applied = command(view.state, view.dispatch, view);
    view.focus();
    return applied;
  };

  /** Replaces the document from HTML typed in the HTML view (reported through onChange). */
  const setHtml = (html: string) => {
    const view = viewRef.current;
    if (!view) return;
    const doc = parseEditorHtml(mode, html);
    view.dispatch(view.state.tr.replaceWith(0, view.state.doc.content.size, doc.content));
  };

  /** The live document as HTML (read from the view, so a memoised caller never sees a stale state). */
  const currentHtml = () => {
    const view = viewRef.current;
    return view ? docToHtml(view.state.doc) : docToHtml(state.doc);
  };

  return { hostRef, state, run, setHtml, currentHtml };
}
