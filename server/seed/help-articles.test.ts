import { describe, it, expect } from 'vitest';
import { helpArticles, helpTopics } from './help-articles';

const routeNames = [
  'login',
  'dashboard',
  'maintenance',
  'surveys',
  'survey-designer-overview',
  'survey-designer-edit',
  'survey-designer-routing',
  'survey-designer-settings',
  'survey-designer-launch',
  'survey-designer-data',
  'profile',
  'help',
];
const icons = ['book', 'rocket', 'list', 'edit', 'route', 'settings', 'send', 'chart', 'lock', 'tools', 'user', 'home'];
const allowedTags = new Set(['p', 'ul', 'ol', 'li', 'h3', 'strong']);

const tagsOf = (html: string): string[] => [...html.matchAll(/<\/?([a-zA-Z0-9]+)[^>]*>/g)].map((m) => m[1] ?? '');
// Inline <strong> joins its words to the sentence; block tags separate words.
const textOf = (html: string): string =>
  html
    .replace(/<\/?strong>/g, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const wordCount = (html: string): number => textOf(html).split(/\s+/).filter(Boolean).length;

describe('help articles seed', () => {
  it('has at least two articles for every topic', () => {
    const thin = helpTopics.filter((topic) => helpArticles.filter((a) => a.tag === topic).length < 2);
    expect(thin).toEqual([]);
  });

  it('tags every article with a known topic', () => {
    const topics: readonly string[] = helpTopics;
    expect(helpArticles.filter((a) => !topics.includes(a.tag)).map((a) => a.id)).toEqual([]);
  });

  it('has unique kebab-case ids', () => {
    const ids = helpArticles.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id))).toEqual([]);
  });

  it('gives every article a title, subtitle and known icon', () => {
    for (const article of helpArticles) {
      expect(article.title.trim(), article.id).not.toBe('');
      expect(article.subtitle.trim(), article.id).not.toBe('');
      expect(icons, article.id).toContain(article.icon);
    }
  });

  it('writes detail as HTML using only the allowed tags', () => {
    for (const article of helpArticles) {
      const tags = tagsOf(article.detail);
      expect(tags.length, article.id).toBeGreaterThan(0);
      expect(tags.filter((tag) => !allowedTags.has(tag)), article.id).toEqual([]);
    }
  });

  it('balances every opening tag with a closing tag', () => {
    for (const article of helpArticles) {
      const open = [...article.detail.matchAll(/<([a-z0-9]+)>/g)].map((m) => m[1]).sort();
      const close = [...article.detail.matchAll(/<\/([a-z0-9]+)>/g)].map((m) => m[1]).sort();
      expect(close, article.id).toEqual(open);
    }
  });

  it('keeps stray angle brackets and ampersands out of the text', () => {
    for (const article of helpArticles) {
      expect(textOf(article.detail), article.id).not.toMatch(/[<>&]/);
    }
  });

  it('keeps each article between 120 and 400 words', () => {
    const outside = helpArticles
      .map((a) => ({ id: a.id, words: wordCount(a.detail) }))
      .filter(({ words }) => words < 120 || words > 400);
    expect(outside).toEqual([]);
  });

  it('recommends articles only on known route names', () => {
    for (const article of helpArticles) {
      expect(article.routes.length, article.id).toBeGreaterThan(0);
      expect(article.routes.filter((route) => !routeNames.includes(route)), article.id).toEqual([]);
    }
  });

  it('recommends at least one article on every route name', () => {
    const uncovered = routeNames.filter((route) => !helpArticles.some((a) => a.routes.includes(route)));
    expect(uncovered).toEqual([]);
  });

  it('has a settings article listing what is coming soon and that early access is free', () => {
    const article = helpArticles.find((a) => a.tag === 'settings' && a.title === 'Coming soon');
    const text = textOf(article?.detail ?? '').toLowerCase();
    for (const feature of [
      'billing',
      'subscription',
      'payment',
      'password change',
      'two-factor authentication',
      'autosave',
      "what's new notifications",
      'early access is free',
    ]) {
      expect(text, feature).toContain(feature);
    }
  });

  it('states the survey limits in the question editor help', () => {
    const text = helpArticles
      .filter((a) => a.tag === 'survey-designer-edit')
      .map((a) => textOf(a.detail))
      .join(' ');
    for (const limit of ['100 questions per survey', '20 questions per grid', '10 answer groups', '50 answers']) {
      expect(text, limit).toContain(limit);
    }
  });
});
