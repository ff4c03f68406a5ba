import { describe, expect, it } from 'vitest';
import type { HelpArticle } from './help-article';
import { helpArticleHref } from './help-article';
import { groupArticles, searchArticles } from './help-search';

const article = (id: string, over: Partial<HelpArticle> = {}): HelpArticle => ({
  id,
  title: `Title ${id}`,
  subtitle: '',
  detail: '',
  icon: 'help',
  tag: '',
  routes: [],
  ...over,
});

describe('searchArticles', () => {
  const articles = [
    article('a', { title: 'Routing basics', detail: '<p>Send respondents <b>onwards</b></p>' }),
    article('b', { title: 'Quotas', tag: 'Data' }),
  ];
  it('returns everything for a blank query', () => {
    expect(searchArticles(articles, '  ')).toHaveLength(2);
  });
  it('matches title, tag and the text of the HTML, ignoring case', () => {
    expect(searchArticles(articles, 'ROUTING').map((a) => a.id)).toEqual(['a']);
    expect(searchArticles(articles, 'data').map((a) => a.id)).toEqual(['b']);
    expect(searchArticles(articles, 'respondents onwards').map((a) => a.id)).toEqual(['a']);
  });
  it('does not match tag names inside the HTML', () => {
    expect(searchArticles(articles, '<b>')).toHaveLength(0);
  });
  it('finds nothing for an unknown word', () => {
    expect(searchArticles(articles, 'billing')).toEqual([]);
  });
});

describe('groupArticles', () => {
  it('recommends articles whose routes include the current route name', () => {
    const grouped = groupArticles([article('a'), article('b', { routes: ['dashboard', 'surveys'] })], 'surveys');
    expect(grouped.recommended.map((a) => a.id)).toEqual(['b']);
    expect(grouped.others.map((a) => a.id)).toEqual(['a']);
  });
  it('recommends nothing without a route name', () => {
    expect(groupArticles([article('a', { routes: ['surveys'] })], undefined).recommended).toEqual([]);
  });
});

describe('helpArticleHref', () => {
  it('points at /help with the article id as query', () => {
    expect(helpArticleHref('getting started')).toBe('/help?article=getting%20started');
  });
});
