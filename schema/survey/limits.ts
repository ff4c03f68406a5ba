import type { Component, ComponentKind, ParentRef } from './components/component';

/** Spec §9 survey limits. */
export const MAX_QUESTIONS_PER_SURVEY = 100;
export const MAX_QUESTIONS_PER_GRID = 20;
export const MAX_ANSWER_GROUPS_PER_QUESTION = 10;
export const MAX_ANSWERS_PER_ANSWER_GROUP = 50;

export const LIMIT_CODES = [
  'questions_per_survey',
  'questions_per_grid',
  'answer_groups_per_question',
  'answers_per_answer_group',
] as const;
export type LimitCode = (typeof LIMIT_CODES)[number];

export const LIMITS = {
  questions_per_survey: { max: MAX_QUESTIONS_PER_SURVEY, container: 'A survey', item: 'questions' },
  questions_per_grid: { max: MAX_QUESTIONS_PER_GRID, container: 'A grid', item: 'questions' },
  answer_groups_per_question: { max: MAX_ANSWER_GROUPS_PER_QUESTION, container: 'A question', item: 'answer groups' },
  answers_per_answer_group: { max: MAX_ANSWERS_PER_ANSWER_GROUP, container: 'An answer group', item: 'answers' },
} as const satisfies { readonly [C in LimitCode]: { max: number; container: string; item: string } };

export type LimitResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly code: LimitCode; readonly message: string; readonly max: number; readonly count: number };

const OK: LimitResult = { ok: true };

/**
 * Whether `adding` more items fit beside the `count` already there. A failure names the limit:
 * "A survey can have at most 100 questions".
 */
export function checkLimit(code: LimitCode, count: number, adding = 1): LimitResult {
  const { max, container, item } = LIMITS[code];
  if (count + adding <= max) return OK;
  return { ok: false, code, max, count, message: `${container} can have at most ${max} ${item}` };
}

/**
 * Whether `adding` components of `kind` may be added under `parent`, counting the components of
 * the survey as they are now (pass only live ones: deleted components do not count).
 */
export function checkCanAdd(
  components: readonly Component[],
  kind: ComponentKind,
  parent: ParentRef | null,
  adding = 1,
): LimitResult {
  const childrenOf = (id: string, childKind: ComponentKind) =>
    components.filter((c) => c.kind === childKind && c.parent?.id === id).length;
  if (kind === 'question') {
    const inSurvey = checkLimit('questions_per_survey', components.filter((c) => c.kind === 'question').length, adding);
    if (!inSurvey.ok || parent?.kind !== 'grid') return inSurvey;
    return checkLimit('questions_per_grid', childrenOf(parent.id, 'question'), adding);
  }
  if (kind === 'answer_group' && parent?.kind === 'question') {
    return checkLimit('answer_groups_per_question', childrenOf(parent.id, 'answer_group'), adding);
  }
  if (kind === 'answer' && parent?.kind === 'answer_group') {
    return checkLimit('answers_per_answer_group', childrenOf(parent.id, 'answer'), adding);
  }
  return OK;
}
