// One save step of the leader: resend the frozen batch if there is one, else plan, compile and
// freeze the next one (batch-plan.ts), send it, and fold the answer into the base. An answer
// takes the operations the batch covered out of the log in the same transaction.
import { DEFAULT_MAX_ITEMS, type Effect } from './batch-compiler';
import { planBatch } from './batch-plan';
import type { ConflictRow, DraftDatabase, FrozenBatch } from './database';
import { CONFLICT_REASONS } from './mutators';
import { channelOfOp, targetsOf, type PendingOp } from './operations';
import type { Skip } from './replay';
import { TransportError, type BatchReply, type Refusal, type SyncTransport } from './transport';

export interface EngineDeps {
  readonly db: DraftDatabase;
  readonly transport: SyncTransport;
  readonly surveyId: string;
  /** Batch ids (UUIDv7 in the app; seeded in tests). */
  readonly newId: () => string;
  readonly now: () => number;
  /** Items per batch; halved after a 413. */
  maxItems?: number;
  /** False once the tab signed out: late answers are then ignored. */
  readonly active?: () => boolean;
  /** Reported after every change to the local database, so tabs refresh. */
  readonly onChange?: (what: 'base' | 'pending' | 'conflicts') => void;
}

/** idle: nothing to save. needsPull: the base must be refreshed first. Others: keep going. */
export type PushOutcome = 'idle' | 'needsPull' | 'acked' | 'dropped' | 'refused' | 'resized';

export async function pushOnce(deps: EngineDeps): Promise<PushOutcome> {
  const frozen = (await deps.db.batches.get(deps.surveyId)) ?? (await freeze(deps));
  if (typeof frozen === 'string') return frozen;
  await deps.db.batches.update(deps.surveyId, { attempts: frozen.attempts + 1 });
  let reply: BatchReply;
  try {
    reply = await deps.transport.send(deps.surveyId, { batchId: frozen.batchId, channel: frozen.channel, body: frozen.body });
  } catch (error) {
    if (!(error instanceof TransportError)) throw error;
    const { failure } = error;
    if (failure.kind === 'refused') return refuse(deps, frozen, failure.refusals, error.message);
    if (failure.kind === 'too_large') return drop(deps, frozen, 'resized');
    if (failure.kind === 'key_reused') return drop(deps, frozen, 'refused');
    throw error;
  }
  return acknowledge(deps, frozen, reply);
}

/** Compiles and stores the next batch; or says why there is none. */
async function freeze(deps: EngineDeps): Promise<FrozenBatch | PushOutcome> {
  const { db, surveyId } = deps;
  let conflicts = 0;
  const result = await db.transaction('rw', db.all, async (): Promise<FrozenBatch | PushOutcome> => {
    if (deps.active?.() === false) return 'idle';
    if (await db.getMeta<boolean>(surveyId, 'needsPull')) return 'needsPull';
    const { header, doc: base } = await db.loadBase(surveyId);
    if (!header) return 'needsPull';
    const log = await db.loadPending(surveyId);
    const ids = await db.loadServerIds(surveyId);
    const plan = planBatch(base, log, (cid) => ids.get(cid), deps.maxItems ?? DEFAULT_MAX_ITEMS);
    if (!plan) return 'idle';
    conflicts = await recordSkips(deps, plan.skipped);
    if (!plan.batch) {
      // Nothing to save for these operations (skipped, or undone before saving): they are done.
      await db.pending.bulkDelete(plan.covered.map((op) => op.seq));
      await db.bumpVersion(surveyId);
      return 'dropped';
    }
    const frozen: FrozenBatch = {
      surveyId, batchId: deps.newId(), channel: plan.channel, body: JSON.stringify(plan.batch.body),
      effects: plan.batch.effects, baseRevision: header.revision, createdAt: deps.now(), attempts: 0,
      upToSeq: plan.covered.at(-1)!.seq, complete: plan.complete,
    };
    await db.batches.put(frozen);
    return frozen;
  });
  if (result === 'dropped') deps.onChange?.('pending');
  if (conflicts) deps.onChange?.('conflicts');
  return result;
}

/**
 * Conflicts for operations that no longer apply (their target or parent is gone …); call inside a
 * transaction that includes `conflicts`. Returns how many are new.
 */
export async function recordSkips(deps: Pick<EngineDeps, 'db' | 'surveyId' | 'now'>, skipped: readonly Skip[]): Promise<number> {
  const rows: ConflictRow[] = skipped
    .filter((s) => CONFLICT_REASONS.includes(s.reason))
    .map((s) => ({
      id: s.opId, surveyId: deps.surveyId, cid: targetsOf(s.op)[0] ?? null,
      reason: s.reason as ConflictRow['reason'], message: s.message, ops: [s.op], at: deps.now(),
    }));
  if (!rows.length) return 0;
  const known = new Set((await deps.db.conflicts.bulkGet(rows.map((r) => r.id))).filter(Boolean).map((r) => r!.id));
  const fresh = rows.filter((r) => !known.has(r.id));
  if (fresh.length) await deps.db.conflicts.bulkPut(fresh);
  return fresh.length;
}

/** Folds an answer into the base: records as sent, server ids from the reply. */
async function acknowledge(deps: EngineDeps, frozen: FrozenBatch, reply: BatchReply): Promise<PushOutcome> {
  const { db, surveyId } = deps;
  const applied = await db.transaction('rw', db.all, async () => {
    const current = await db.batches.get(surveyId);
    if (current?.batchId !== frozen.batchId || deps.active?.() === false) return false; // another leader got there first
    const header = (await db.bases.get(surveyId))!;
    const ids = await db.ids.where('surveyId').equals(surveyId).toArray();
    const cidOfServerId = new Map(ids.map((row) => [row.serverId, row.cid]));
    let survey = header.survey;
    for (const [index, effect] of frozen.effects.entries()) {
      const item = reply.items.find((i) => i.index === index) ?? reply.items[index];
      survey = await applyEffect(deps, effect, item, cidOfServerId, survey);
    }
    // revision + 1: nobody else wrote in between, so the base is exactly the server's state.
    const contiguous = reply.revision === frozen.baseRevision + 1 || reply.revision === frozen.baseRevision;
    await db.bases.put({ ...header, survey, version: header.version + 1, revision: contiguous ? reply.revision : header.revision });
    if (!contiguous) await db.setMeta(surveyId, 'needsPull', true);
    await db.setMeta(surveyId, 'ackEpoch', ((await db.getMeta<number>(surveyId, 'ackEpoch')) ?? 0) + 1);
    if (frozen.complete) await db.pending.bulkDelete((await coveredOps(db, frozen)).map((op) => op.seq));
    await db.batches.delete(surveyId);
    return true;
  });
  if (applied) deps.onChange?.('base');
  return 'acked';
}

async function applyEffect(
  deps: EngineDeps, effect: Effect, item: BatchReply['items'][number] | undefined,
  cidOfServerId: Map<string, string>, survey: Record<string, unknown> | null,
): Promise<Record<string, unknown> | null> {
  const { db, surveyId } = deps;
  if (effect.action === 'survey') return survey ? { ...survey, ...effect.fields } : survey;
  if (effect.action === 'delete') {
    const gone = new Set([effect.cid, ...(item?.deleted ?? []).map((id) => cidOfServerId.get(id) ?? id)]);
    await db.components.bulkDelete([...gone].map((cid) => [surveyId, cid] as [string, string]));
    await db.ids.bulkDelete([...gone].map((cid) => [surveyId, cid] as [string, string]));
    return survey;
  }
  await db.components.put({ surveyId, cid: effect.cid, record: effect.record });
  if (effect.action === 'post') {
    if (!item?.id) throw new RangeError(`Batch reply has no id for the post of ${effect.cid}`);
    await db.ids.put({ surveyId, cid: effect.cid, serverId: item.id });
    cidOfServerId.set(item.id, effect.cid);
  }
  return survey;
}

/**
 * A refused batch changed nothing on the server. Each refused item becomes a conflict, the batch's
 * operations on its component leave the log (the author keeps seeing them in the conflict), and
 * the base is refreshed before the next try: the queue never stays blocked.
 */
async function refuse(deps: EngineDeps, frozen: FrozenBatch, refusals: readonly Refusal[], message: string): Promise<PushOutcome> {
  const { db, surveyId } = deps;
  await db.transaction('rw', db.all, async () => {
    const current = await db.batches.get(surveyId);
    if (current?.batchId !== frozen.batchId || deps.active?.() === false) return;
    const ops = await coveredOps(db, frozen);
    const named = refusals.length ? refusals : frozen.effects.map((_, index) => ({ index, client_ref: null, message }));
    for (const refusal of named) {
      const effect = frozen.effects[refusal.index];
      const cid = effect && 'cid' in effect ? effect.cid : null;
      const dropped = ops.filter((op) => cid === null || targetsOf(op.op).includes(cid));
      await db.pending.bulkDelete(dropped.map((op) => op.seq));
      await db.conflicts.put({
        id: `${frozen.batchId}:${refusal.index}`, surveyId, cid, reason: 'refused',
        message: refusal.message, ops: dropped.map((op) => op.op), at: deps.now(),
      });
    }
    await db.batches.delete(surveyId);
    await db.setMeta(surveyId, 'needsPull', true);
    await db.bumpVersion(surveyId);
  });
  deps.onChange?.('conflicts');
  deps.onChange?.('pending');
  return 'refused';
}

/** The operations a frozen batch covers: its channel's, up to its last seq. */
async function coveredOps(db: DraftDatabase, frozen: FrozenBatch): Promise<PendingOp[]> {
  const ops = await db.loadPending(frozen.surveyId, { upToSeq: frozen.upToSeq });
  return ops.filter((op) => channelOfOp(op.op) === frozen.channel);
}

/** Nothing was applied and the body must change (too large, or a reused key): compile anew. */
async function drop(deps: EngineDeps, frozen: FrozenBatch, outcome: 'resized' | 'refused'): Promise<PushOutcome> {
  // (the operations stay in the log: the next plan covers them again)
  if (outcome === 'resized') deps.maxItems = Math.max(1, Math.floor((deps.maxItems ?? DEFAULT_MAX_ITEMS) / 2));
  await deps.db.transaction('rw', deps.db.batches, deps.db.meta, async () => {
    if ((await deps.db.batches.get(deps.surveyId))?.batchId !== frozen.batchId) return;
    await deps.db.batches.delete(deps.surveyId);
    // A reused key means we cannot tell what landed: read the server before compiling again.
    if (outcome === 'refused') await deps.db.setMeta(deps.surveyId, 'needsPull', true);
  });
  return outcome;
}
