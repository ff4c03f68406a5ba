// The page's data for hydration, carried in the server's HTML as JSON in a non-executing
// <script type="application/json"> (a data block runs nothing, so the strict CSP stays), and read
// back by the respondent entry. Browser-safe: no sanitizer here (the server's is too big to ship).
import type { RespondentDocument } from '../../schema/api/respondent';

/** The id of the data block. */
export const HYDRATION_DATA_ID = 'respondent-data';

export interface HydrationData {
  /**
   * The document the server rendered (its nonce left out: the page's text never holds it; and
   * the preloads, which the browser has already followed).
   */
  readonly document: Omit<RespondentDocument, 'styleNonce' | 'modulePreloads'>;
  /**
   * Author HTML → the server's sanitised HTML, for every rich text the page drew or may draw: the
   * browser uses these rather than sanitising again, so hydration sees the server's markup.
   */
  readonly html: Readonly<Record<string, string>>;
}

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
 * (none expected) is shown as plain text, never as markup.
 */
export function sanitisedBy(html: Readonly<Record<string, string>>): (text: string) => string {
  return (text) => (Object.hasOwn(html, text) ? html[text]! : escapeText(text));
}
