// The page's data for hydration, carried in the server's HTML as JSON in a non-executing
// <script type="application/json"> (a data block runs nothing, so the strict CSP stays), and read
// back by the respondent entry. Browser-safe: no sanitizer here (the server's is too big to ship).
import type { DocumentData } from '../../schema/api/respondent/page-reply';
import type { DocumentPage } from '../../schema/api/respondent/respondent-document';
import type { Component } from '../../schema/survey/components/component';
import { labelText } from '../../schema/survey/respondent/piped-text';

/** The id of the data block. */
export const HYDRATION_DATA_ID = 'respondent-data';

/**
 * The document the server rendered (its nonce and preloads left out) with the sanitised HTML of
 * every author text the page drew or may draw: the browser uses these rather than sanitising
 * again, so hydration sees the server's markup. The JSON page reply carries the same.
 */
export type HydrationData = DocumentData;

/**
 * A page's shown components and items as the block writes them: each one that is (the very object)
 * one of the page's components by its id alone, so the page's 500 answers travel, and are held
 * by the browser, once (the server draws the shown ones from the page's).
 */
type Drawn = readonly (Component | string)[];

function byReference(body: DocumentPage): DocumentPage | (Omit<DocumentPage, 'components' | 'items'> & { components: Drawn; items: Drawn }) {
  if (!body.pageComponents) return body;
  const own = new Map(body.pageComponents.map((c) => [c.id, c]));
  const refer = (list: readonly Component[]): Drawn => list.map((c) => (own.get(c.id) === c ? c.id : c));
  return { ...body, components: refer(body.components), items: refer(body.items) };
}

function fromReferences(body: DocumentPage): DocumentPage {
  const drawn = body as unknown as { components: Drawn; items: Drawn };
  if (!body.pageComponents || ![...drawn.components, ...drawn.items].some((c) => typeof c === 'string')) return body;
  const own = new Map(body.pageComponents.map((c) => [c.id, c]));
  const resolve = (list: Drawn) => list.map((c) => {
    if (typeof c !== 'string') return c;
    const found = own.get(c);
    if (!found) throw new Error(`The data block's page ${body.pageId} names component ${c}, not one of its own`);
    return found;
  });
  return { ...body, components: resolve(drawn.components), items: resolve(drawn.items) };
}

/**
 * JSON that no text in it can end the data block or open a comment: every <, > and & is written
 * as a \u escape (still the same JSON), and so are U+2028/9 for old JavaScript parsers.
 */
export function hydrationJson(data: HydrationData): string {
  const body = data.document.body.kind === 'page' ? byReference(data.document.body) : data.document.body;
  return JSON.stringify({ ...data, document: { ...data.document, body } })
    .replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The data block's data, or null when the page carries none (a message, an old render). */
export function readHydrationData(root: Document): HydrationData | null {
  const element = root.getElementById(HYDRATION_DATA_ID);
  if (!element?.textContent) return null;
  const data = JSON.parse(element.textContent) as HydrationData;
  if (data.document.body.kind !== 'page') return data;
  return { ...data, document: { ...data.document, body: fromReferences(data.document.body) } };
}

const escapeText = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The browser's sanitiser: the server's result for an author text it sanitised; anything else
 * (a text piped in the browser on a page walked offline) is shown as its plain text, never as
 * markup: the browser ships no sanitiser.
 */
export function sanitisedBy(html: Readonly<Record<string, string>>): (text: string) => string {
  return (text) => (Object.hasOwn(html, text) ? html[text]! : escapeText(labelText(text)));
}
