// A unit of work of the check replica: what re-runs as one, and what the dependency table
// (dependencies.ts) files among the readers of a key. A live component's id stands for all the item
// checks of its kind; a survey-wide check and each value it memoised are objects, told apart by
// identity. Apart from the engine (engine.ts) because the units are the vocabulary the table, the
// engine's re-runs and its memo bookkeeping share, and the identity rule is kept in one place.
import type { MemoEntry } from './check-context';
import { SURVEY_CHECK_CODES } from './checks';
import type { CheckCode } from './finding';

/** A survey-wide check's unit, filed among the readers beside the items' (component ids). */
export interface SurveyUnit {
  readonly code: CheckCode;
}
/** A memoised value of a survey-wide check (see CheckContext.memo): a touched key it read drops it. */
export interface MemoUnit {
  readonly code: CheckCode;
  readonly key: string;
  readonly entry: MemoEntry;
}
export type Unit = string | SurveyUnit | MemoUnit;

/** One unit per survey-wide check, the same object at every run (units are compared by identity). */
export const SURVEY_UNITS = Object.fromEntries(SURVEY_CHECK_CODES.map((code) => [code, { code }])) as Record<CheckCode, SurveyUnit>;
