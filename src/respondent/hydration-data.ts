// The page's data for hydration, carried in the server's HTML as JSON in a non-executing
// <script type="application/json"> (a data block runs nothing, so the strict CSP stays), and read
// back by the respondent entry. Browser-safe: no sanitizer here (the server's is too big to ship),
// and no writing (hydration-json.ts, the server's).
import { expandedComponents, type DocumentData, type RuntimeForm } from '../../schema/api/respondent/page-reply';
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

/** Shown components and items as the block writes them: each of the page's components by its id. */
export type Drawn = readonly (Component | string)[];

/**
 * A page as the block writes it (hydration-json.ts): its components (`pageComponents`) as a tree
 * that says each field only where it differs from its kind's default (the runtime form's wire
 * format, FormReader's to read), and its shown components and items each by id where it is one of
 * them. The page's 500 answers travel once, and about a fifth of their size.
 */
export type WrittenPage = Omit<DocumentPage, 'components' | 'items' | 'pageComponents'> & {
  readonly components: Drawn;
  readonly items: Drawn;
  readonly pageTree?: Pick<RuntimeForm, 'components' | 'defaults'>;
};

/** The page as the server built it from the block's: the tree expanded and the ids resolved. */
function readPage(written: WrittenPage): DocumentPage {
  const { pageTree, components, items, ...rest } = written;
  if (!pageTree) return written as unknown as DocumentPage;
  const pageComponents = expandedComponents(pageTree);
  const own = new Map(pageComponents.map((c) => [c.id, c]));
  const resolve = (list: Drawn) => list.map((c) => {
    if (typeof c !== 'string') return c;
    const found = own.get(c);
    if (!found) throw new Error(`The data block's page ${written.pageId} names component ${c}, not one of its own`);
    return found;
  });
  return { ...rest, components: resolve(components), items: resolve(items), pageComponents };
}

/** The data block's data, or null when the page carries none (a message, an old render). */
export function readHydrationData(root: Document): HydrationData | null {
  const element = root.getElementById(HYDRATION_DATA_ID);
  if (!element?.textContent) return null;
  const data = JSON.parse(element.textContent) as HydrationData;
  if (data.document.body.kind !== 'page') return data;
  return { ...data, document: { ...data.document, body: readPage(data.document.body as unknown as WrittenPage) } };
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
