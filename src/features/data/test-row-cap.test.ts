import { describe, expect, it } from 'vitest';
import type { RespondentRow } from './respondent-data-types';
import { applyTestRowCap, capMode, isTestRowCapped, TEST_ROW_CAP } from './test-row-cap';

const row = (id: string, isTest: boolean): RespondentRow => ({
  id, status: 'complete', screenedReason: null, languageId: 'en', isTest, version: 1, surveyStart: null, surveyEnd: null, createdAt: '2025-01-01T00:00:00Z', answers: [],
});
const rows = (prefix: string, count: number, isTest: boolean) => Array.from({ length: count }, (_, i) => row(`${prefix}${i}`, isTest));

describe('the test-row cap', () => {
  it('caps every organisation but an enterprise one', () => {
    expect(isTestRowCapped({ subscription: 'enterprise' })).toBe(false);
    expect(isTestRowCapped({ subscription: 'free' })).toBe(true);
    expect(isTestRowCapped(null)).toBe(true);
  });

  it('never touches live rows or an uncapped organisation', () => {
    expect(capMode(true, 'live')).toBe('none');
    expect(capMode(false, 'all')).toBe('none');
    const page = { rows: rows('t', 50, true), totalCount: 120, hasNextPage: true };
    expect(applyTestRowCap('none', page, true, null)).toEqual({ ...page, hiddenTestRows: 0 });
  });

  it('shows only the first 50 test rows when test rows alone are shown', () => {
    const page = { rows: rows('t', 50, true), totalCount: 80, hasNextPage: true };
    const capped = applyTestRowCap(capMode(true, 'test'), page, true, null);
    expect(capped).toMatchObject({ totalCount: TEST_ROW_CAP, hasNextPage: false, hiddenTestRows: 30 });
    expect(capped.rows).toHaveLength(50);
    expect(applyTestRowCap('test_only', page, false, null).rows).toEqual([]);
  });

  it('drops test rows beyond the newest 50 from a mixed page and counts them', () => {
    const allowed = rows('t', 50, true).map((r) => r.id);
    const page = { rows: [...rows('l', 3, false), row('t1', true), row('old', true)], totalCount: 60, hasNextPage: true };
    const capped = applyTestRowCap(capMode(true, 'all'), page, false, { totalCount: 55, ids: allowed });
    expect(capped.rows.map((r) => r.id)).toEqual(['l0', 'l1', 'l2', 't1']);
    expect(capped).toMatchObject({ totalCount: 55, hasNextPage: true, hiddenTestRows: 5 });
  });

  it('leaves a mixed page whole while the test rows are within the cap', () => {
    const page = { rows: [row('l', false), row('t', true)], totalCount: 2, hasNextPage: false };
    expect(applyTestRowCap('mixed', page, true, { totalCount: 1, ids: ['t'] })).toEqual({ ...page, hiddenTestRows: 0 });
  });
});
