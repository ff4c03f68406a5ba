// One page of a survey as the designer's preview and the routing tab draw it: SurveySheet with
// the kit's sanitiser (viewerHtml: DOMPurify, which also draws dynamic-text items as chips named
// after `sources`). The respondent runtime draws SurveySheet with the server's sanitised texts
// instead, so DOMPurify never enters its bundle.
import { useCallback } from 'react';
import type { DynamicTextSource } from '../widgets/rich-text/dynamic-text';
import { viewerHtml } from '../widgets/rich-text/viewer-html';
import { SurveySheet, type SurveySheetProps } from './survey-sheet';

export { pageTree, summaryLine } from './survey-sheet';

const NO_SOURCES: readonly DynamicTextSource[] = [];

export interface SurveyPageProps extends Omit<SurveySheetProps, 'sanitizeHtml'> {
  readonly sources?: readonly DynamicTextSource[] | undefined;
  /** Default: the kit's viewerHtml, which needs a DOM; a server render passes its own. */
  readonly sanitizeHtml?: ((html: string) => string) | undefined;
}

export function SurveyPage({ sources = NO_SOURCES, sanitizeHtml, ...props }: SurveyPageProps) {
  const kitSanitizer = useCallback((html: string) => viewerHtml(html, sources), [sources]);
  return <SurveySheet {...props} sanitizeHtml={sanitizeHtml ?? kitSanitizer} />;
}
