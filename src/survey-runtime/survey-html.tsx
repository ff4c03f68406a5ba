// An author's rich text on a survey page (question, instruction, conditional and exit texts).
// Sanitising needs a DOM: in the browser the kit's viewerHtml (DOMPurify) does it; on the server,
// where render must not touch `document`, the caller passes its own through the model.
import { useMemo } from 'react';
import { viewerHtml } from '../widgets/rich-text/viewer-html';
import '../widgets/rich-text/rich-text.css';
import { useSurveyModel } from './survey-model';

export interface SurveyHtmlProps {
  readonly html: string;
  readonly className?: string | undefined;
  /** Shown in place of empty content. */
  readonly emptyText?: string | undefined;
}

export function SurveyHtml({ html, className, emptyText }: SurveyHtmlProps) {
  const { sources, sanitizeHtml } = useSurveyModel();
  const safe = useMemo(() => (sanitizeHtml ? sanitizeHtml(html) : viewerHtml(html, sources)), [html, sources, sanitizeHtml]);
  const classes = ['rich-text-viewer', className].filter(Boolean).join(' ');
  // data-scheme: survey content, drawn on the light canvas in both app schemes (see tokens.css).
  if (safe.trim() === '' && emptyText) return <div className={classes} data-scheme="light" data-empty="true">{emptyText}</div>;
  return <div className={classes} data-scheme="light" dangerouslySetInnerHTML={{ __html: safe }} />;
}
