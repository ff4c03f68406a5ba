// How the findings list changed, as the checks worker tells the designer: the whole list (a load,
// a reset) or a delta by id. A translation edit on a survey with 50 000 standing findings changes
// one of them; sending that one, not the list, is what keeps the round trip small.
import type { Finding } from './finding';
import type { FindingsColumn } from './findings-column';

/** What changed since the list the reader holds. Each list is sorted (compareFindings). */
export interface FindingsDelta {
  readonly type: 'delta';
  /** Findings that were not standing. */
  readonly added: readonly Finding[];
  /** Findings standing under the same id with a new message (their place in the order is kept). */
  readonly changed: readonly Finding[];
  /** Ids of findings no longer standing. */
  readonly removed: readonly string[];
  /**
   * Checks whose findings are replaced whole, as columns (findings-column.ts): the missing
   * translations when a language is added or removed. Absent when none; `added`, `changed` and
   * `removed` name no finding of these checks.
   */
  readonly replaced?: readonly FindingsColumn[];
}

export type FindingsChange = { readonly type: 'all'; readonly findings: readonly Finding[] } | FindingsDelta;
