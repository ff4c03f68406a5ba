// Which pending operations the next batch covers. Each operation belongs to one channel (survey,
// components, routes, intercept, email), and a batch covers a prefix of one channel's operations: once it is
// acknowledged those operations leave the log, so no operation is ever replayed onto a base
// that already holds its effect (an insertion would shift its siblings a second time).
import { compileChannel, countItems, DEFAULT_MAX_ITEMS, type CompiledBatch, type ServerIdOf } from './batch-compiler';
import type { ClientRefOf } from './deployment-batches';
import type { DraftDoc, SaveChannel } from './document';
import { channelOfOp, type PendingOp } from './operations';
import { applyOne, replay, type Skip } from './replay';

export interface BatchPlan {
  readonly channel: SaveChannel;
  /** Null: the covered operations change nothing (all skipped or cancelled out); drop them. */
  readonly batch: CompiledBatch | null;
  /** The operations covered, in log order. */
  readonly covered: readonly PendingOp[];
  /**
   * False only when a single operation alone needs more than `maxItems` items (a large restore):
   * the batch holds part of it and the operation stays until a batch completes it. Such
   * operations are idempotent (restoring or removing what is already there is a no-op).
   */
  readonly complete: boolean;
  readonly skipped: readonly Skip[];
}

/**
 * The plan for the channel whose oldest pending operation is oldest (no channel starves while
 * another keeps changing), or null when the log is empty.
 */
export function planBatch(
  base: DraftDoc, log: readonly PendingOp[], serverIdOf: ServerIdOf, maxItems = DEFAULT_MAX_ITEMS, clientRefOf: ClientRefOf = (cid) => cid,
): BatchPlan | null {
  const first = log[0];
  if (!first) return null;
  const channel = channelOfOp(first.op);
  const ops = log.filter((entry) => channelOfOp(entry.op) === channel);
  const { doc: view, skipped } = replay(base, ops);
  if (countItems(base, view, channel) <= maxItems) {
    return { channel, batch: compileChannel(base, view, channel, serverIdOf, maxItems, clientRefOf), covered: ops, complete: true, skipped };
  }
  // Too much for one batch: the longest prefix of operations whose changes fit.
  let doc = base;
  let fit = 0;
  for (const entry of ops) {
    const next = applyOne(doc, entry.op).doc;
    if (countItems(base, next, channel) > maxItems) break;
    doc = next;
    fit += 1;
  }
  if (fit > 0) {
    const covered = ops.slice(0, fit);
    return { channel, batch: compileChannel(base, doc, channel, serverIdOf, maxItems, clientRefOf), covered, complete: true, skipped: skipsOf(skipped, covered) };
  }
  const single = ops.slice(0, 1);
  const partial = replay(base, single).doc;
  return { channel, batch: compileChannel(base, partial, channel, serverIdOf, maxItems, clientRefOf), covered: single, complete: false, skipped: skipsOf(skipped, single) };
}

function skipsOf(skipped: readonly Skip[], covered: readonly PendingOp[]): Skip[] {
  const ids = new Set(covered.map((op) => op.opId));
  return skipped.filter((skip) => ids.has(skip.opId));
}
