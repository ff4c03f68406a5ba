// The strings a component's fields hold, however deep: the texts a page or a runtime form may
// draw, which the server sanitises once and the browser looks up (respondent pages, issue 14).

/** Adds every string in `value` (nested arrays and objects included) to `out`. */
export function stringsOf(value: unknown, out: Set<string>): void {
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, out);
  else if (value !== null && typeof value === 'object') for (const item of Object.values(value)) stringsOf(item, out);
}
