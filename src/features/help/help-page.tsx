// /help: every help article, searchable, grouped by screen; ?article=<id> opens one (the help
// panel opens articles here in a new tab).
import { useMemo } from 'react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import DOMPurify from 'dompurify';
import { useHelpArticles } from './use-help-articles';
import { matchesQuery, topicLabel } from './help-topics';

export function HelpPage() {
  const navigate = useNavigate();
  const { article: articleId, q = '' } = useSearch({ from: '/app/help' });
  const state = useHelpArticles();
  const articles = state.kind === 'loaded' ? state.articles : null;
  const shown = useMemo(() => (articles ?? []).filter((a) => matchesQuery(a, q)), [articles, q]);

  if (state.kind === 'failed') return <p role="alert">Help could not be loaded. Please try again.</p>;
  if (!articles) return <p role="status">Loading…</p>;
  const article = articleId ? articles.find((a) => a.id === articleId) : undefined;
  if (article) {
    return (
      <article className="page help-article" aria-labelledby="help-article-title">
        <Link to="/help" search={{}}>← All help articles</Link>
        <h1 id="help-article-title">{article.title}</h1>
        <p className="muted">{article.subtitle}</p>
        <div className="prose" dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(article.detail) }} />
      </article>
    );
  }
  const topics = [...new Set(shown.map((a) => a.tag))];
  return (
    <section className="page" aria-labelledby="help-title">
      <header className="page-header"><h1 id="help-title">Help</h1></header>
      <label className="search">
        <span className="visually-hidden">Search help</span>
        <input type="search" placeholder="Search help" value={q}
          onChange={(e) => void navigate({ to: '/help', search: e.target.value ? { q: e.target.value } : {}, replace: true })} />
      </label>
      {articleId && <p role="alert">That help article does not exist.</p>}
      {shown.length === 0 && <p role="status">No results</p>}
      {topics.map((topic) => (
        <section key={topic} aria-labelledby={`topic-${topic}`}>
          <h2 id={`topic-${topic}`}>{topicLabel(topic)}</h2>
          <ul className="article-list">
            {shown.filter((a) => a.tag === topic).map((a) => (
              <li key={a.id}>
                <Link to="/help" search={{ article: a.id }}>{a.title}</Link>
                <span className="muted"> — {a.subtitle}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
