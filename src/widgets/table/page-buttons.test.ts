import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, pageButtons, pageCount, showsPagination } from './page-buttons';

describe('pageButtons', () => {
  it('shows every page when there are 7 or fewer', () => {
    expect(pageButtons(1, 1)).toEqual([1]);
    expect(pageButtons(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it('centres 7 buttons on the current page with ellipses on both sides', () => {
    expect(pageButtons(10, 20)).toEqual(['gap-start', 7, 8, 9, 10, 11, 12, 13, 'gap-end']);
  });
  it('keeps 7 buttons at the start and the end', () => {
    expect(pageButtons(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap-end']);
    expect(pageButtons(3, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap-end']);
    expect(pageButtons(5, 20)).toEqual(['gap-start', 2, 3, 4, 5, 6, 7, 8, 'gap-end']);
    expect(pageButtons(20, 20)).toEqual(['gap-start', 14, 15, 16, 17, 18, 19, 20]);
  });
  it('never shows more than 7 page buttons', () => {
    for (let total = 1; total <= 30; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const pages = pageButtons(current, total).filter((b) => typeof b === 'number');
        expect(pages.length).toBeLessThanOrEqual(7);
        expect(pages).toContain(current);
      }
    }
  });
  it('gives nothing for no pages and rejects a page out of range, naming it', () => {
    expect(pageButtons(1, 0)).toEqual([]);
    expect(() => pageButtons(9, 8)).toThrow(/1\.\.8, got 9/);
  });
});

describe('page sizes', () => {
  it('offers 5, 10, 20, 50, 100 with 10 by default', () => {
    expect(PAGE_SIZES).toEqual([5, 10, 20, 50, 100]);
    expect(DEFAULT_PAGE_SIZE).toBe(10);
  });
  it('counts pages, at least one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(21, 10)).toBe(3);
  });
  it('shows pagination only above 5 items', () => {
    expect(showsPagination(5)).toBe(false);
    expect(showsPagination(6)).toBe(true);
  });
});
