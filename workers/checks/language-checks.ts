// The item checks that read the survey's languages (ItemCheckDef.readsLanguages), indexed once
// from the checks table. The replica keeps them apart from the rest of an item's unit: a language
// added or removed re-runs them alone, for every item, and their findings are listed by code and
// id rather than per unit. Apart from the engine (engine.ts) because these are facts about the
// checks table, fixed when it loads, not state of any survey.
import type { Component } from '../../schema';
import { LANGUAGE_CHECKS_BY_KIND } from './checks';
import type { CheckCode } from './finding';

/** The checks that read the languages (see ItemCheckDef.readsLanguages). */
export const LANGUAGE_CODES: readonly CheckCode[] = [...new Set(Object.values(LANGUAGE_CHECKS_BY_KIND).flatMap((checks) => checks.map((entry) => entry.code)))];
/** The translation index stands for the language checks when they are `missing_translation` alone. */
export const INDEXABLE = LANGUAGE_CODES.length === 1 && LANGUAGE_CODES[0] === 'missing_translation';
/** Each language check's place in LANGUAGE_CODES (a column per check when they all re-run). */
export const LANGUAGE_INDEX = Object.fromEntries(LANGUAGE_CODES.map((code, i) => [code, i])) as Record<CheckCode, number>;

export const hasLanguageChecks = (component: Component): boolean => LANGUAGE_CHECKS_BY_KIND[component.kind].length > 0;
