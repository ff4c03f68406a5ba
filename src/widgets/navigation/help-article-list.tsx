import { useId } from 'react';
import type { HelpArticle } from './help-article';
import { Tag } from '../feedback/tag';

interface HelpArticleListProps {
  heading: string;
  articles: readonly HelpArticle[];
  onOpen: (article: HelpArticle) => void;
  articleHref: (id: string) => string;
}

/** One titled group of articles; each opens in the panel or, by its link, in a new tab. */
export function HelpArticleList({ heading, articles, onOpen, articleHref }: HelpArticleListProps) {
  const headingId = useId();
  if (articles.length === 0) return null;
  return (
    <section className="help-panel__group" aria-labelledby={headingId}>
      <h3 id={headingId} className="help-panel__group-title">
        {heading}
      </h3>
      <ul className="help-panel__list">
        {articles.map((article) => (
          <li key={article.id} className="help-panel__item">
            <button type="button" className="help-panel__open" onClick={() => onOpen(article)}>
              <span className="help-panel__icon" data-icon={article.icon} aria-hidden="true" />
              <span className="help-panel__item-text">
                <span className="help-panel__item-title">{article.title}</span>
                {article.subtitle && <span className="help-panel__item-subtitle">{article.subtitle}</span>}
              </span>
              {article.tag && <Tag>{article.tag}</Tag>}
            </button>
            <a
              className="help-panel__new-tab"
              href={articleHref(article.id)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Open ${article.title} in new tab`}
            >
              <span aria-hidden="true">↗</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
