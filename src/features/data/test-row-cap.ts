// The test-row cap (spec §6, §9): draft and test rows are capped at 50, except for enterprise
// organisations, which see them all. The newest 50 test rows are the ones shown. Live rows are
// never capped. The service pages every row, so the cap is applied here, and the page says how
// many rows it hides.
import type { RespondentKind } from './respondent-filter';
import type { RespondentRow } from './respondent-data-types';

export const TEST_ROW_CAP = 50;

/** Whether an organisation's users see only the newest 50 test rows. No organisation: capped. */
export function isTestRowCapped(org: { readonly subscription: string } | null | undefined): boolean {
  return org?.subscription !== 'enterprise';
}

/**
 * How the cap bears on a view: not at all (uncapped, or live rows only); test rows only (the
 * first page of 50 is all there is); or live and test mixed (test rows beyond the newest 50 are
 * dropped from each page, which needs the ids of the newest 50).
 */
export type CapMode = 'none' | 'test_only' | 'mixed';

export function capMode(capped: boolean, kind: RespondentKind): CapMode {
  if (!capped || kind === 'live') return 'none';
  return kind === 'test' ? 'test_only' : 'mixed';
}

export interface PageRows {
  readonly rows: readonly RespondentRow[];
  readonly totalCount: number;
  readonly hasNextPage: boolean;
}

export interface CappedRows extends PageRows {
  /** Test rows the cap hides from the whole view (not only this page). */
  readonly hiddenTestRows: number;
}

/** The newest test rows under the same filter: how many there are and the ids of the newest 50. */
export interface NewestTestRows {
  readonly totalCount: number;
  readonly ids: readonly string[];
}

export function applyTestRowCap(mode: CapMode, page: PageRows, firstPage: boolean, newestTest: NewestTestRows | null): CappedRows {
  switch (mode) {
    case 'none':
      return { ...page, hiddenTestRows: 0 };
    case 'test_only': {
      const hidden = Math.max(0, page.totalCount - TEST_ROW_CAP);
      // The first page holds the newest 50; any later page is beyond the cap.
      return { rows: firstPage ? page.rows.slice(0, TEST_ROW_CAP) : [], totalCount: page.totalCount - hidden, hasNextPage: false, hiddenTestRows: hidden };
    }
    case 'mixed': {
      if (!newestTest) throw new RangeError('applyTestRowCap: mixed mode needs the newest test rows');
      const hidden = Math.max(0, newestTest.totalCount - TEST_ROW_CAP);
      if (hidden === 0) return { ...page, hiddenTestRows: 0 };
      const allowed = new Set(newestTest.ids.slice(0, TEST_ROW_CAP));
      return {
        rows: page.rows.filter((row) => !row.isTest || allowed.has(row.id)),
        totalCount: page.totalCount - hidden,
        hasNextPage: page.hasNextPage,
        hiddenTestRows: hidden,
      };
    }
    default: {
      const never: never = mode;
      throw new RangeError(`Unknown cap mode ${String(never)}`);
    }
  }
}
