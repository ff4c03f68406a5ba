import { isDeletedInTree } from './components/common';
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

/** What counting needs of a component: its kind, where it sits and its deleted mark. */
export interface LimitCounted {
  readonly kind: string;
  readonly parent: ParentRef | null;
  readonly deleted?: boolean;
}

/** The survey's components by id, so a deleted ancestor can be found. */
export interface LimitLookup {
  get(id: string): LimitCounted | undefined;
}

/**
 * Whether a component counts toward the §9 limits. Components marked deleted (and everything
 * below them) are hidden and skipped in validation (spec §4), so they must not keep taking a
 * place: with 100 questions, deleting one frees room for another.
 */
export function countsTowardLimits(component: LimitCounted, byId: LimitLookup): boolean {
  return !isDeletedInTree(component, byId);
}

/**
 * One limit a new component of `kind` under `parent` falls under: `code`, the kind it counts and
 * where (`within` a parent's children, or null for the whole survey). The one table of which
 * limit applies where, read by the designer (checkCanAdd) and the server's batch.
 */
export interface LimitContainer {
  readonly code: LimitCode;
  readonly kind: ComponentKind;
  /** The parent whose children are counted; null: counted across the whole survey. */
  readonly within: string | null;
}

export function limitContainers(kind: string, parent: ParentRef | null): LimitContainer[] {
  if (kind === 'question') {
    const inSurvey: LimitContainer = { code: 'questions_per_survey', kind: 'question', within: null };
    return parent?.kind === 'grid' ? [inSurvey, { code: 'questions_per_grid', kind: 'question', within: parent.id }] : [inSurvey];
  }
  if (kind === 'answer_group' && parent?.kind === 'question') {
    return [{ code: 'answer_groups_per_question', kind: 'answer_group', within: parent.id }];
  }
  if (kind === 'answer' && parent?.kind === 'answer_group') {
    return [{ code: 'answers_per_answer_group', kind: 'answer', within: parent.id }];
  }
  return [];
}

/** How many of `candidates` fill `container`: of its kind, in its parent, and not deleted. */
export function countInContainer(container: LimitContainer, candidates: Iterable<LimitCounted>, byId: LimitLookup): number {
  let count = 0;
  for (const c of candidates) {
    if (c.kind !== container.kind) continue;
    if (container.within !== null && c.parent?.id !== container.within) continue;
    if (countsTowardLimits(c, byId)) count++;
  }
  return count;
}

/**
 * Whether `adding` components of `kind` may be added under `parent`, counting the components of
 * the survey as they are now. Pass them all: deleted ones are left out of the count here. `byId`
 * finds a component's ancestors; without it a map of `components` is built.
 */
export function checkCanAdd(
  components: readonly (Component | (LimitCounted & { readonly id: string }))[],
  kind: ComponentKind,
  parent: ParentRef | null,
  adding = 1,
  byId?: LimitLookup,
): LimitResult {
  const containers = limitContainers(kind, parent);
  if (containers.length === 0) return OK;
  const lookup = byId ?? new Map<string, LimitCounted>(components.map((c) => [c.id, c]));
  for (const container of containers) {
    const result = checkLimit(container.code, countInContainer(container, components, lookup), adding);
    if (!result.ok) return result;
  }
  return OK;
}

/**
 * Whether taking the deleted mark off `restoring` (a component and any deleted ancestor above it)
 * keeps every §9 limit: what comes back takes a place again (spec §4), so with 100 questions a
 * deleted one cannot simply return. `comingBack` lists what would count again (the restored
 * components and what they hold); counts are of the survey as it would be.
 */
export function checkCanRestore(
  components: Iterable<LimitCounted & { readonly id: string }>,
  restoring: ReadonlySet<string>,
  comingBack: Iterable<LimitCounted & { readonly id: string }>,
  byId: LimitLookup,
): LimitResult {
  const after: LimitLookup = {
    get: (id) => {
      const component = byId.get(id);
      return component && restoring.has(id) ? { ...component, deleted: false } : component;
    },
  };
  // The survey as it would be, built once for every container counted below.
  const all = [...components].map((c) => (restoring.has(c.id) ? { ...c, deleted: false } : c));
  const checked = new Set<string>();
  for (const component of comingBack) {
    // Already counted (not under a deleted mark), or still under one that stays: no new place.
    if (countsTowardLimits(component, byId) || !countsTowardLimits(restoring.has(component.id) ? { ...component, deleted: false } : component, after)) continue;
    for (const container of limitContainers(component.kind, component.parent)) {
      const key = `${container.code}:${container.within ?? ''}`;
      if (checked.has(key)) continue;
      checked.add(key);
      const count = countInContainer(container, all, after);
      const result = checkLimit(container.code, count, 0);
      if (!result.ok) return { ...result, message: `${result.message}; restoring it would make ${count}` };
    }
  }
  return OK;
}
