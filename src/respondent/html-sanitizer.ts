// Author-typed rich text (question, exit and closed texts) made safe on the server, before it is
// rendered: an allow-list of the tags and attributes the rich-text editor writes, parsed without a
// DOM (sanitize-html), so nothing an author typed can run as script in a respondent's browser.
import sanitize from 'sanitize-html';
import { itemMarkup, replaceItems, type DynamicItem } from '../../schema/survey/respondent/piped-text';

const options: sanitize.IOptions = {
  allowedTags: [
    'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'span', 'a', 'ul', 'ol', 'li',
    'h1', 'h2', 'h3', 'h4', 'blockquote', 'code', 'pre', 'hr', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    span: ['data-dynamic-text'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  // A link that opens elsewhere must not hand the survey's window to the page it opens.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
    // An image its author gave no text is taken as decoration: a screen reader skips it rather
    // than reading out its file name (WCAG 1.1.1).
    img: (tagName, attribs) => ({ tagName, attribs: { alt: '', ...attribs } }),
  },
};

export function sanitizeAuthorHtml(html: string): string {
  return sanitize(html, options);
}

// Private-use characters around an item's number: text the editor never writes.
const OPEN = '\uE000';
const CLOSE = '\uE001';
const MARK = /\uE000(\d+)\uE001/g;

/**
 * An author's text sanitised with its dynamic-text items kept (as `itemMarkup`), for the browser
 * to pipe with answers given on the same page (pipeText replaces each item by its escaped value,
 * and adds no other markup). Each item becomes a marker first and returns only where it stands in
 * text: a marker the sanitiser left in an attribute or dropped with its element is not an item.
 */
export function sanitizedTemplate(html: string): string {
  // A text that holds the markers itself is not templated: its items read as the render piped them.
  if (!html.includes('dt-id') || html.includes(OPEN) || html.includes(CLOSE)) return sanitizeAuthorHtml(html);
  const items: DynamicItem[] = [];
  const marked = replaceItems(html, (item) => `${OPEN}${items.push(item) - 1}${CLOSE}`);
  const inText = (text: string) => text.replace(MARK, (_, index: string) => itemMarkup(items[Number(index)]!));
  return sanitize(marked, { ...options, textFilter: inText }).replace(MARK, '');
}
