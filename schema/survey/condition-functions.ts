import { CONDITION_FUNCTIONS, type ConditionFunction } from './condition';
import { QUESTION_TYPES } from './components/question';

/** What a condition can be about: a question of some type, or a quota definition (quotaFull). */
export const CONDITION_SUBJECT_TYPES = [...QUESTION_TYPES, 'quota_definition'] as const;
export type ConditionSubjectType = (typeof CONDITION_SUBJECT_TYPES)[number];

/**
 * Which subjects each function accepts (spec §5), written as the spec states it: answered works
 * on every question type; a quota definition only takes quotaFull.
 */
export const CONDITION_FUNCTION_SUBJECTS = {
  answered: QUESTION_TYPES,
  equalTo: ['numeric', 'open_text', 'multi'],
  greaterThan: ['numeric', 'single'],
  greaterThanOrEqualTo: ['numeric', 'single'],
  lessThan: ['numeric', 'single'],
  lessThanOrEqualTo: ['numeric', 'single'],
  between: ['numeric', 'single'],
  answerCount: ['multi'],
  characterCount: ['open_text'],
  contains: ['open_text'],
  quotaFull: ['quota_definition'],
} as const satisfies { readonly [F in ConditionFunction]: readonly ConditionSubjectType[] };

export function canUseConditionFunction(subject: ConditionSubjectType, fn: ConditionFunction): boolean {
  return (CONDITION_FUNCTION_SUBJECTS[fn] as readonly ConditionSubjectType[]).includes(subject);
}

/** The functions the condition builder offers for a subject, in the builder's order. */
export function allowedConditionFunctions(subject: ConditionSubjectType): ConditionFunction[] {
  return CONDITION_FUNCTIONS.filter((fn) => canUseConditionFunction(subject, fn));
}
