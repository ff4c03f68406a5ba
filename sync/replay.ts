// view = replay(base, pending): the document the author sees, computed with immer so a component
// no operation touched is the very object of the base. `reconcile` extends that sharing across a
// new base: a component equal to the one shown before keeps its identity, so a large tree
// re-renders only what changed.
import { produce } from 'immer';
import type { Cid, DraftDoc } from './document';
import { Mutator, type Outcome, type SkipReason } from './mutators';
import type { Op } from './operations';
import { deepEqual } from './paths';

export interface LoggedOp {
  readonly opId: string;
  readonly op: Op;
}

export interface Skip {
  readonly opId: string;
  readonly op: Op;
  readonly reason: SkipReason;
  readonly message: string;
}

export interface ReplayResult {
  readonly doc: DraftDoc;
  /** Operations that could not apply, in log order. */
  readonly skipped: readonly Skip[];
}

export function replay(base: DraftDoc, ops: readonly LoggedOp[]): ReplayResult {
  const skipped: Skip[] = [];
  if (ops.length === 0) return { doc: base, skipped };
  const doc = produce(base, (draft) => {
    const mutator = new Mutator(draft as never);
    for (const { opId, op } of ops) {
      const outcome = mutator.apply(op);
      if (!outcome.applied) skipped.push({ opId, op, reason: outcome.reason, message: outcome.message });
    }
  });
  return { doc, skipped };
}

/** Applies one operation, returning what it did (with its inverse, for undo). */
export function applyOne(doc: DraftDoc, op: Op): { doc: DraftDoc; outcome: Outcome } {
  let outcome: Outcome | undefined;
  const next = produce(doc, (draft) => {
    outcome = new Mutator(draft as never).apply(op);
  });
  return { doc: next, outcome: outcome! };
}

/**
 * `next` with every component (and the survey) that deep-equals its counterpart in `prev` replaced
 * by the `prev` object; `prev` itself when nothing differs.
 */
export function reconcile(prev: DraftDoc, next: DraftDoc): DraftDoc {
  if (prev === next) return prev;
  let changed = false;
  const components: Record<Cid, DraftDoc['components'][Cid]> = {};
  for (const [cid, component] of Object.entries(next.components)) {
    const old = prev.components[cid];
    if (old === component || (old !== undefined && deepEqual(old, component))) components[cid] = old!;
    else {
      components[cid] = component;
      changed = true;
    }
  }
  if (!changed && Object.keys(prev.components).length !== Object.keys(next.components).length) changed = true;
  const survey = prev.survey === next.survey || deepEqual(prev.survey, next.survey) ? prev.survey : next.survey;
  if (!changed && survey === prev.survey) return prev;
  return { survey, components: changed ? components : prev.components };
}
