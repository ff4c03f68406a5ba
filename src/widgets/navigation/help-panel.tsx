import { useState } from 'react';
import { VisuallyHidden } from 'radix-ui';
import { SidePanel } from '../overlay/side-panel';
import { helpArticleHref, type HelpArticle } from './help-article';
import { HelpArticleList } from './help-article-list';
import { HelpArticleView } from './help-article-view';
import { groupArticles, searchArticles } from './help-search';
import './help-panel.css';

export interface HelpPanelProps {
  articles: readonly HelpArticle[];
  /** Name of the route on screen; articles listing it are recommended first. */
  currentRouteName?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Address of an article's own page; default /help?article=<id>. */
  articleHref?: (id: string) => string;
}

/**
 * The in-app help: a side panel with a searchable list (recommended articles first) and an
 * article view with Back. Closing the panel forgets the search and the open article.
 */
export function HelpPanel({ articles, currentRouteName, open, onOpenChange, articleHref = helpArticleHref }: HelpPanelProps) {
  const [session, setSession] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) setSession((value) => value + 1);
  }
  return (
    <SidePanel title="Help" open={open} onOpenChange={onOpenChange} closeOnClickOutside className="help-panel">
      <HelpPanelBody key={session} articles={articles} currentRouteName={currentRouteName} articleHref={articleHref} />
    </SidePanel>
  );
}

interface HelpPanelBodyProps {
  articles: readonly HelpArticle[];
  currentRouteName: string | undefined;
  articleHref: (id: string) => string;
}

function HelpPanelBody({ articles, currentRouteName, articleHref }: HelpPanelBodyProps) {
  const [query, setQuery] = useState('');
  const [openId, setOpenId] = useState<string | undefined>();
  const openArticle = articles.find((article) => article.id === openId);

  if (openArticle) {
    return <HelpArticleView article={openArticle} onBack={() => setOpenId(undefined)} articleHref={articleHref} />;
  }

  const found = searchArticles(articles, query);
  const { recommended, others } = groupArticles(found, currentRouteName);
  const open = (article: HelpArticle) => setOpenId(article.id);
  return (
    <div className="help-panel__list-view">
      <input
        type="search"
        className="help-panel__search"
        aria-label="Search help"
        placeholder="Search help"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <p role="status" className="help-panel__result-count">
        {found.length === 0 ? 'No results' : <VisuallyHidden.Root>{`${found.length} articles`}</VisuallyHidden.Root>}
      </p>
      <HelpArticleList heading="Recommended" articles={recommended} onOpen={open} articleHref={articleHref} />
      <HelpArticleList heading={recommended.length > 0 ? 'All articles' : 'Articles'} articles={others} onOpen={open} articleHref={articleHref} />
    </div>
  );
}
