// The page's data for hydration, carried in the server's HTML as JSON in a non-executing
// <script type="application/json"> (a data block runs nothing, so the strict CSP stays), and read
// back by the respondent entry. Browser-safe: no sanitizer here (the server's is too big to ship).
import type { DocumentData } from '../../schema/api/respondent/page-reply';
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
 * JSON that no text in it can end the data block or open a comment: every <, > and & is written
 * as a \u escape (still the same JSON), and so are U+2028/9 for old JavaScript parsers.
 */
export function hydrationJson(data: HydrationData): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The data block's data, or null when the page carries none (a message, an old render). */
export function readHydrationData(root: Document): HydrationData | null {
  const element = root.getElementById(HYDRATION_DATA_ID);
  if (!element?.textContent) return null;
  return JSON.parse(element.textContent) as HydrationData;
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
