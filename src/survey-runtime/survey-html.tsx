// An author's rich text on a survey page (question, instruction, conditional and exit texts),
// made safe by the model's sanitiser (SurveyPage's default is the kit's viewerHtml; the respondent
// runtime's reuses the server's results), so this module pulls no sanitiser into a bundle.
import { useMemo } from 'react';
import '../widgets/rich-text/rich-text-viewer.css';
import { useSurveyModel } from './survey-model';

export interface SurveyHtmlProps {
  readonly html: string;
  readonly className?: string | undefined;
  /** Shown in place of empty content. */
  readonly emptyText?: string | undefined;
}

export function SurveyHtml({ html, className, emptyText }: SurveyHtmlProps) {
  const { sanitizeHtml } = useSurveyModel();
  const safe = useMemo(() => sanitizeHtml(html), [html, sanitizeHtml]);
  const classes = ['rich-text-viewer', className].filter(Boolean).join(' ');
  // data-scheme: survey content, drawn on the light canvas in both app schemes (see tokens.css).
  if (safe.trim() === '' && emptyText) return <div className={classes} data-scheme="light" data-empty="true">{emptyText}</div>;
  return <div className={classes} data-scheme="light" dangerouslySetInnerHTML={{ __html: safe }} />;
}
