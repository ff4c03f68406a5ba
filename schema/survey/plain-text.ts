// Rich text read as plain text (labels, accessible names, data column labels), by string
// functions rather than DOMParser so the server and the browser compute the very same text.

/** Tags that break a line: they part words; inline tags (b, i, span) do not ("<b>Q</b>?" is "Q?"). */
const BLOCK_TAG = /<\/?(?:p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|blockquote|section|hr)\b[^>]*>/gi;

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** One character reference as its character; unknown named ones are kept as written. */
function decodeEntity(entity: string, body: string): string {
  if (body.startsWith('#')) {
    const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  return ENTITIES[body] ?? entity;
}

/**
 * The text a rich-text HTML reads as, for labels and accessible names. A string function rather
 * than DOMParser so that the server and the browser compute the very same text: a page rendered
 * on the server must hydrate without a mismatch. Tags become spaces; character references are
 * decoded after the tags are gone, so an encoded '<' never starts a tag.
 */
export function plainText(html: string): string {
  if (!html.includes('<') && !html.includes('&')) return html.trim();
  return html
    // A script or style element's content is code, never text a respondent reads.
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(BLOCK_TAG, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#[xX][0-9a-fA-F]+|[a-zA-Z]+);/g, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}
