import { lazy, Suspense } from 'react';
import { LoadingIndicator } from '../feedback/loading-indicator';

// The code editor is only fetched when someone opens the HTML view in code mode.
const CodeEditor = lazy(() => import('../code/code-editor').then((module) => ({ default: module.CodeEditor })));

export type HtmlEditorKind = 'textarea' | 'code';

interface HtmlViewProps {
  value: string;
  onChange: (html: string) => void;
  editor: HtmlEditorKind;
  /** Name of the editor being shown as HTML, e.g. "Question text". */
  label: string;
  readOnly?: boolean;
}

/** The rich text's HTML, shown and edited as source. */
export function HtmlView({ value, onChange, editor, label, readOnly }: HtmlViewProps) {
  if (editor === 'code') {
    return (
      <Suspense fallback={<LoadingIndicator label="Loading code editor" />}>
        <CodeEditor value={value} onChange={onChange} language="html" label={`${label} (HTML)`} readOnly={readOnly} />
      </Suspense>
    );
  }
  return (
    <textarea

      className="rich-text-editor__html"
      aria-label={`${label} (HTML)`}
      value={value}
      readOnly={readOnly}
      spellCheck={false}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
