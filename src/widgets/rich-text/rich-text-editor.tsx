import { useMemo, useState } from 'react';
import { insertDynamicText } from './commands';
import type { DynamicTextSource } from './dynamic-text';
import { EditorToolbar, toolbarStatus } from './editor-toolbar';
import { HtmlView, type HtmlEditorKind } from './html-view';
import { SCHEMAS, type EditorMode } from './schema';
import { useProseMirror } from './use-prose-mirror';
import './rich-text-viewer.css';
import './rich-text.css';

export interface RichTextEditorProps {
  /** Stored HTML; '' when empty. */
  value: string;
  onChange: (html: string) => void;
  /** Accessible name of the editing area. */
  label: string;
  /** basic: one line of text and dynamic text; full: formatting, lists, colours, HTML view. */
  mode?: EditorMode;
  /** Items offered by "Dynamic text"; the button shows when this is given. */
  dynamicTextSources?: readonly DynamicTextSource[];
  /** What the HTML view edits in (full mode). */
  htmlEditor?: HtmlEditorKind;
  placeholder?: string;
  readOnly?: boolean;
  className?: string;
}

/** The ProseMirror rich-text editor. The mode is fixed per instance (a new mode remounts it). */
export function RichTextEditor(props: RichTextEditorProps) {
  return <EditorInstance key={props.mode ?? 'full'} {...props} />;
}

const NO_SOURCES: readonly DynamicTextSource[] = [];

function EditorInstance({
  value,
  onChange,
  label,
  mode = 'full',
  dynamicTextSources,
  htmlEditor = 'textarea',
  placeholder = '',
  readOnly = false,
  className,
}: RichTextEditorProps) {
  const sources = dynamicTextSources ?? NO_SOURCES;
  const { hostRef, state, run, setHtml, currentHtml } = useProseMirror({ mode, value, onChange, label, placeholder, readOnly, sources });
  const status = useMemo(() => toolbarStatus(state), [state]);
  const [htmlDraft, setHtmlDraft] = useState<string | null>(null);
  const htmlView = htmlDraft !== null;

  const dynamicText = dynamicTextSources && {
    sources,
    onInsert: (attrs: Parameters<typeof insertDynamicText>[1]) => run(insertDynamicText(SCHEMAS[mode].nodes.dynamic_text!, attrs)),
  };

  return (
    <div className={['rich-text-editor', className].filter(Boolean).join(' ')} data-mode={mode} data-readonly={readOnly || undefined}>
      {!readOnly && (
        <EditorToolbar
          mode={mode}
          status={status}
          run={run}
          htmlView={htmlView}
          onToggleHtml={() => setHtmlDraft((draft) => (draft !== null ? null : currentHtml()))}
          dynamicText={dynamicText}
        />
      )}
      {htmlDraft !== null && (
        <HtmlView
          value={htmlDraft}
          editor={htmlEditor}
          label={label}
          onChange={(html) => {
            setHtmlDraft(html);
            setHtml(html);
          }}
        />
      )}
      <div ref={hostRef} className="rich-text-editor__host" hidden={htmlView} />
    </div>
  );
}
