import { useMemo } from 'react';
import type { DynamicTextSource } from './dynamic-text';
import { viewerHtml } from './viewer-html';
import './rich-text-viewer.css';

export interface RichTextViewerProps {
  html: string;
  dynamicTextSources?: readonly DynamicTextSource[];
  className?: string;
  /** Shown in place of empty content. */
  emptyText?: string;
}

const NO_SOURCES: readonly DynamicTextSource[] = [];

/** Read-only rich text: sanitised HTML with dynamic-text items drawn as chips. */
export function RichTextViewer({ html, dynamicTextSources = NO_SOURCES, className, emptyText }: RichTextViewerProps) {
  const safe = useMemo(() => viewerHtml(html, dynamicTextSources), [html, dynamicTextSources]);
  const classes = ['rich-text-viewer', className].filter(Boolean).join(' ');
  // data-scheme: survey content, drawn on the light canvas in both app schemes (see tokens.css).
  if (safe.trim() === '' && emptyText) return <div className={classes} data-scheme="light" data-empty="true">{emptyText}</div>;
  return <div className={classes} data-scheme="light" dangerouslySetInnerHTML={{ __html: safe }} />;
}
