import type { HelpArticle } from './help-article';

/** Searchable text of an article: its fields and the words of its HTML (tags dropped). */
function searchableText(article: HelpArticle): string {
  const detailText = article.detail.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ');
  return [article.title, article.subtitle, article.tag, detailText].join(' ').toLowerCase();
}

/** Articles containing every word of the query (case-insensitive); all of them for a blank query. */
export function searchArticles(articles: readonly HelpArticle[], query: string): readonly HelpArticle[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return articles;
  return articles.filter((article) => {
    const text = searchableText(article);
    return words.every((word) => text.includes(word));
  });
}

export interface GroupedArticles {
  /** Articles whose routes include the current route name, shown first. */
  readonly recommended: readonly HelpArticle[];
  readonly others: readonly HelpArticle[];
}

export function groupArticles(articles: readonly HelpArticle[], currentRouteName: string | undefined): GroupedArticles {
  const isRecommended = (article: HelpArticle) => currentRouteName !== undefined && article.routes.includes(currentRouteName);
  return {
    recommended: articles.filter(isRecommended),
    others: articles.filter((article) => !isRecommended(article)),
  };
}
