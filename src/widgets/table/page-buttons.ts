// Pagination (spec §9): page sizes 5, 10, 20, 50, 100 (default 10); shown only above 5 items; at
// most 7 page buttons centred on the current page, with an ellipsis where pages are left out.
export const PAGE_SIZES = [5, 10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const PAGINATION_MIN_ITEMS = 5;
export const MAX_PAGE_BUTTONS = 7;

export type PageButton = number | 'gap-start' | 'gap-end';

export function pageCount(items: number, pageSize: number): number {
  if (!(pageSize > 0)) throw new RangeError(`Page size must be positive, got ${pageSize}`);
  return Math.max(1, Math.ceil(items / pageSize));
}

/** Whether pagination controls are shown for this many items. */
export function showsPagination(items: number): boolean {
  return items > PAGINATION_MIN_ITEMS;
}

/** The page buttons for page `current` of `total` (both from 1). */
export function pageButtons(current: number, total: number): PageButton[] {
  if (!Number.isInteger(total) || total < 0) throw new RangeError(`Page total must be a whole number >= 0, got ${total}`);
  if (total === 0) return [];
  if (!Number.isInteger(current) || current < 1 || current > total) {
    throw new RangeError(`Current page must be within 1..${total}, got ${current}`);
  }
  const count = Math.min(MAX_PAGE_BUTTONS, total);
  const start = Math.min(Math.max(1, current - Math.floor(count / 2)), total - count + 1);
  const end = start + count - 1;
  const pages = Array.from({ length: count }, (_, index) => start + index);
  return [...(start > 1 ? (['gap-start'] as const) : []), ...pages, ...(end < total ? (['gap-end'] as const) : [])];
}
