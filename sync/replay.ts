// view = replay(base, pending): the document the author sees, computed copy-on-write (see
// doc-writer) so a component no operation touched is the very object of the base. `reconcile`
// extends that sharing across a new base: a component equal to the one shown before keeps its
// identity, so a large tree re-renders only what changed.
import type { Component } from '../schema';
import { BucketMapWriter, diffEntries } from './bucket-map';
import type { DraftEmailTask, EmailTaskMap } from './deployments';
import { DocWriter } from './doc-writer';
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
  const writer = new DocWriter(base);
  const mutator = new Mutator(writer);
  for (const { opId, op } of ops) {
    const outcome = mutator.apply(op);
    if (!outcome.applied) skipped.push({ opId, op, reason: outcome.reason, message: outcome.message });
  }
  return { doc: writer.result(), skipped };
}

/** Applies one operation, returning what it did (with its inverse, for undo). */
export function applyOne(doc: DraftDoc, op: Op): { doc: DraftDoc; outcome: Outcome } {
  const writer = new DocWriter(doc);
  const outcome = new Mutator(writer).apply(op);
  return { doc: writer.result(), outcome };
}

/**
 * `next` with every component (and the survey) that deep-equals its counterpart in `prev` replaced
 * by the `prev` object; `prev` itself when nothing differs. Buckets `next` shares with `prev`
 * are skipped whole, so this costs what changed, not the survey's size.
 */
export function reconcile(prev: DraftDoc, next: DraftDoc): DraftDoc {
  if (prev === next) return prev;
  const kept = new Map<Cid, Component>();
  let changed = false;
  diffEntries(prev.components, next.components, (cid, old, component) => {
    if (old !== undefined && component !== undefined && deepEqual(old, component)) kept.set(cid, old);
    else changed = true;
  });
  const survey = prev.survey === next.survey || deepEqual(prev.survey, next.survey) ? prev.survey : next.survey;
  const intercept = prev.intercept === next.intercept || deepEqual(prev.intercept, next.intercept) ? prev.intercept : next.intercept;
  const emailTasks = reconcileTasks(prev.emailTasks, next.emailTasks);
  const sameRest = survey === prev.survey && intercept === prev.intercept && emailTasks === prev.emailTasks;
  if (!changed && sameRest) return prev;
  if (!changed) return { ...prev, survey, intercept, emailTasks };
  // Put the old objects back into the new buckets; the index follows the new document.
  const writer = new BucketMapWriter(next.components);
  for (const [cid, old] of kept) writer.set(cid, old);
  const components = writer.result();
  return { survey, components, children: next.children, intercept, emailTasks };
}

/** `next` with each task deep-equal to its `prev` counterpart replaced by it; `prev` when all are. */
function reconcileTasks(prev: EmailTaskMap, next: EmailTaskMap): EmailTaskMap {
  if (prev === next) return prev;
  const out: Record<Cid, DraftEmailTask> = {};
  let same = Object.keys(prev).length === Object.keys(next).length;
  for (const [cid, task] of Object.entries(next)) {
    const old = Object.hasOwn(prev, cid) ? prev[cid] : undefined;
    if (old !== undefined && (old === task || deepEqual(old, task))) out[cid] = old;
    else {
      out[cid] = task;
      same = false;
    }
  }
  return same ? prev : out;
}
