import { useEffect, useMemo, useRef } from 'react';
import DOMPurify from 'dompurify';
import { Button } from '../feedback/button';
import { Tag } from '../feedback/tag';
import type { HelpArticle } from './help-article';

interface HelpArticleViewProps {
  article: HelpArticle;
  onBack: () => void;
  articleHref: (id: string) => string;
}

/** One article: its sanitised HTML, a Back button, and a link opening it in a new tab. */
export function HelpArticleView({ article, onBack, articleHref }: HelpArticleViewProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const html = useMemo(() => DOMPurify.sanitize(article.detail), [article.detail]);

  // Move focus to the article so keyboard and screen-reader users land on what they opened.
  useEffect(() => headingRef.current?.focus(), [article.id]);

  return (
    <article className="help-panel__article" aria-labelledby={`help-article-${article.id}`}>
      <div className="help-panel__article-actions">
        <Button variant="ghost" size="sm" onClick={onBack}>
          <span aria-hidden="true">‹</span> Back
        </Button>
        <a className="help-panel__new-tab-link" href={articleHref(article.id)} target="_blank" rel="noopener noreferrer">
          Open in new tab
        </a>
      </div>
      <h3 id={`help-article-${article.id}`} ref={headingRef} tabIndex={-1} className="help-panel__article-title">
        {article.title}
      </h3>
      {article.subtitle && <p className="help-panel__article-subtitle">{article.subtitle}</p>}
      {article.tag && <Tag>{article.tag}</Tag>}
      <div className="help-panel__detail" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
