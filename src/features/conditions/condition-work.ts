// The condition builder's working state, apart from its view, so a caller may hold it: the builder
// then keeps what is being edited when it moves between the dialog and the side panel (moving
// remounts it). Pure values; every step returns a new state.
import type { ConditionGroup } from '../../../schema';
import { conditionCount, newGroup } from './condition-tree';

export interface ConditionWork {
  /** The tree being edited; an empty group stands for "no condition". */
  readonly draft: ConditionGroup;
  /** What Apply last handed over (at first the stored condition); null: none. */
  readonly applied: ConditionGroup | null;
}

/** An empty tree is stored as no condition at all. */
export function normalisedCondition(tree: ConditionGroup): ConditionGroup | null {
  return conditionCount(tree) === 0 ? null : tree;
}

export function startWork(value: ConditionGroup | null): ConditionWork {
  return { draft: value ?? newGroup(), applied: value };
}

/** Apply is offered while the draft says something other than what was applied. */
export function isDirty(work: ConditionWork): boolean {
  return JSON.stringify(normalisedCondition(work.draft)) !== JSON.stringify(work.applied);
}

export function applyWork(work: ConditionWork): ConditionWork {
  return { draft: work.draft, applied: normalisedCondition(work.draft) };
}

/** Drops the edits made since the last Apply. */
export function revertWork(work: ConditionWork): ConditionWork {
  return { draft: work.applied ?? newGroup(), applied: work.applied };
}
