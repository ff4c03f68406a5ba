// Link addresses the editor accepts: web, mail and phone links and site-relative paths. Anything
// else (javascript:, data:, …) is refused, both when typed and when pasted or loaded.
const SAFE_SCHEME = /^(https?:|mailto:|tel:)/i;
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** The href to store for what the author typed, or undefined when it is not a safe link. */
export function normaliseHref(input: string): string | undefined {
  const href = input.trim();
  if (href === '') return undefined;
  if (SAFE_SCHEME.test(href)) return href;
  if (ANY_SCHEME.test(href)) return undefined;
  if (href.startsWith('/') || href.startsWith('#') || href.startsWith('?')) return href;
  if (href.includes('@') && !href.includes('/')) return `mailto:${href}`;
  return `https://${href}`;
}

/** Whether a stored href may be kept as it is (used when parsing HTML). */
export function isSafeHref(href: string): boolean {
  const value = href.trim();
  return SAFE_SCHEME.test(value) || (!ANY_SCHEME.test(value) && value !== '');
}
