// One save step of the leader: resend the frozen batch if there is one, else plan, compile and
// freeze the next one (batch-plan.ts), send it, and fold the answer into the base. An answer
// takes the operations the batch covered out of the log in the same transaction.
import { DEFAULT_MAX_ITEMS, type Effect } from './batch-compiler';
import { planBatch } from './batch-plan';
import type { Component } from '../schema';
import type { BaseRow, ConflictRow, DraftDatabase, FrozenBatch, IdWrite } from './database';
import { isDeploymentEffect, type DeploymentEffect } from './deployment-batches';
import { followsOn, foldDeployment, type Deployments } from './deployment-ack';
import { noEmailTasks, taskRefOf, type TaskLives } from './deployments';
import { withRecords } from './doc-writer';
import { childrenOf, type Cid, type DraftDoc } from './document';
import { CONFLICT_REASONS } from './mutators';
import { channelOfOp, targetsOf, type PendingOp } from './operations';
import type { Skip } from './replay';
import { REF_RETIRED, TransportError, type BatchReply, type Refusal, type SyncTransport } from './transport';

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
  /**
   * A first pull's base (this browser held none), built before IndexedDB has stored it, so the
   * tab can show the survey while the store runs; the store starts once the promise settles. The
   * stored base follows with onChange('base').
   */
  readonly onFirstBase?: (doc: DraftDoc) => Promise<void>;
}

/** idle: nothing to save. needsPull: the base must be refreshed first. Others: keep going. */
export type PushOutcome = 'idle' | 'needsPull' | 'acked' | 'dropped' | 'refused' | 'resized';

export async function pushOnce(deps: EngineDeps): Promise<PushOutcome> {
  const stored = await deps.db.batches.get(deps.surveyId);
  if (stored?.channel === 'intercept') return dropStale(deps, stored);
  const frozen = stored ?? (await freeze(deps));
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
  let bumped: { before: BaseRow; after: BaseRow } | null = null;
  const result = await db.transaction('rw', db.all, async (): Promise<FrozenBatch | PushOutcome> => {
    if (deps.active?.() === false) return 'idle';
    // A pull vouches for the intercept only until the next save step: every step uses it up.
    const interceptFresh = (await db.getMeta<boolean>(surveyId, 'interceptFresh')) === true;
    if (interceptFresh) await db.setMeta(surveyId, 'interceptFresh', false);
    if (await db.getMeta<boolean>(surveyId, 'needsPull')) return 'needsPull';
    if (!(await db.bases.get(surveyId))) return 'needsPull';
    // Nothing pending is the common case (every poll asks): answer it before reading the base.
    const log = await db.loadPending(surveyId);
    if (!log.length) return 'idle';
    const { header, doc: base } = await db.loadBase(surveyId);
    if (!header) return 'needsPull';
    // A base stored before deployments were synced has never read them: read the survey whole first.
    if (header.emailTasks === undefined) {
      await db.setMeta(surveyId, 'needsPull', true);
      return 'needsPull';
    }
    const ids = await db.loadServerIds(surveyId, header);
    const lives = await db.loadTaskLives(surveyId);
    const plan = planBatch(base, log, (cid) => ids.get(cid), deps.maxItems ?? DEFAULT_MAX_ITEMS, (cid) => taskRefOf(cid, lives[cid] ?? 0));
    if (!plan) return 'idle';
    conflicts = await recordSkips(deps, plan.skipped);
    if (!plan.batch) {
      // Nothing to save for these operations (skipped, or undone before saving): they are done.
      await db.pending.bulkDelete(plan.covered.map((op) => op.seq));
      const after = await db.bumpVersion(surveyId);
      if (after) bumped = { before: header, after };
      return 'dropped';
    }
    // A PUT replaces the whole intercept: compiled against a base that may miss someone else's
    // change, it would silently undo that change. So each intercept save is compiled right after
    // a read of the server (a 304 when nothing changed), and sent at once (see dropStale).
    if (plan.channel === 'intercept' && !interceptFresh) return 'needsPull';
    const frozen: FrozenBatch = {
      surveyId, batchId: deps.newId(), channel: plan.channel, body: JSON.stringify(plan.batch.body),
      effects: plan.batch.effects, baseRevision: header.revision, createdAt: deps.now(), attempts: 0,
      upToSeq: plan.covered.at(-1)!.seq, complete: plan.complete,
    };
    await db.batches.put(frozen);
    return frozen;
  });
  // Committed: the base is unchanged under its new version, so the tab keeps what it parsed.
  if (bumped) {
    const { before, after } = bumped as { before: BaseRow; after: BaseRow };
    const doc = db.rememberedBase(before);
    if (doc) db.rememberBase(after, doc, db.rememberedIds(before) ?? undefined);
  }
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
  let written: { before: BaseRow; after: BaseRow; changes: BaseChanges } | null = null;
  const applied = await db.transaction('rw', db.all, async () => {
    const current = await db.batches.get(surveyId);
    if (current?.batchId !== frozen.batchId || deps.active?.() === false) return false; // another leader got there first
    const header = (await db.bases.get(surveyId))!;
    const changes: BaseChanges = { put: [], removed: [], ids: [] };
    // Server id → cid, built only when a delete's reply names cascaded server ids: from the ids
    // remembered with this base (the table only when none are), plus this batch's writes so far.
    let reverse: Map<string, string> | null = null;
    const cidOfServerId = async () => {
      reverse ??= new Map([...(db.rememberedIds(header) ?? (await db.readServerIds(surveyId)))].map(([cid, serverId]) => [serverId, cid]));
      for (const [cid, serverId] of changes.ids) if (serverId !== null) reverse.set(serverId, cid);
      return reverse;
    };
    let survey = header.survey;
    let deployments: Deployments | null = null;
    for (const [index, effect] of frozen.effects.entries()) {
      const item = reply.items.find((i) => i.index === index) ?? reply.items[index];
      if (isDeploymentEffect(effect)) {
        deployments ??= { intercept: header.intercept ?? null, emailTasks: { ...header.emailTasks }, lives: { ...(await db.loadTaskLives(surveyId)) } };
        await foldDeployment(effect, item, reply, deployments, changes.ids);
      } else survey = await applyEffect(effect, item, cidOfServerId, survey, changes);
    }
    if (changes.removed.length) {
      // The base before this ack (the tab keeps it parsed): what hangs below each removed record.
      const base = db.rememberedBase(header) ?? (await db.loadBase(surveyId)).doc;
      const below = subtreesOfRemoved(base, changes.put, changes.removed);
      changes.removed.push(...below);
      for (const cid of below) changes.ids.push([cid, null]);
    }
    await db.updateBaseComponents(surveyId, changes.put, changes.removed);
    // Every id this ack sets or removes, in order, written once (lookups meanwhile overlay changes.ids).
    await db.writeServerIds(surveyId, changes.ids);
    if (deployments) await db.setMeta(surveyId, 'taskLives', (deployments as Deployments).lives);
    // revision + 1: nobody else wrote in between, so the base is exactly the server's state.
    const contiguous = followsOn(frozen.baseRevision, reply);
    const folded = deployments ? { intercept: (deployments as Deployments).intercept, emailTasks: (deployments as Deployments).emailTasks } : {};
    const after: BaseRow = { ...header, survey, ...folded, version: header.version + 1, revision: contiguous ? reply.revision : header.revision };
    await db.bases.put(after);
    written = { before: header, after, changes };
    if (!contiguous) await db.setMeta(surveyId, 'needsPull', true);
    await db.setMeta(surveyId, 'ackEpoch', ((await db.getMeta<number>(surveyId, 'ackEpoch')) ?? 0) + 1);
    if (frozen.complete) await db.pending.bulkDelete((await coveredOps(db, frozen)).map((op) => op.seq));
    await db.batches.delete(surveyId);
    return true;
  });
  if (written) {
    // Committed: fold the same changes into the base this tab parsed, rather than parse it again.
    const { before, after, changes } = written as { before: BaseRow; after: BaseRow; changes: BaseChanges };
    const doc = db.rememberedBase(before);
    const rebuilt = doc && withRecords(doc, after.survey, changes.put, changes.removed);
    // The remembered ids are patched in place: the entry of `before` is replaced just below.
    const ids = db.rememberedIds(before);
    if (ids) applyIdWrites(ids, changes.ids);
    if (rebuilt) db.rememberBase(after, { ...rebuilt, intercept: after.intercept ?? null, emailTasks: after.emailTasks ?? noEmailTasks }, ids ?? undefined);
  }
  if (applied) deps.onChange?.('base');
  return 'acked';
}

/**
 * What goes with the removed records, where this ack leaves it: the server's delete takes the
 * whole subtree, but its reply names only what it deleted then. A child someone else had deleted
 * is named nowhere, and a record moved on the server under a deleted one sits elsewhere in this
 * base; left behind, their children would hang under a missing parent until the next pull.
 * Children are the base's, less those this batch moved away, plus those it wrote there.
 */
export function subtreesOfRemoved(base: DraftDoc, put: readonly Component[], removed: readonly Cid[]): Cid[] {
  const written = new Map(put.map((c) => [c.id, c]));
  const writtenUnder = new Map<Cid, Cid[]>();
  for (const c of put) if (c.parent) writtenUnder.set(c.parent.id, [...(writtenUnder.get(c.parent.id) ?? []), c.id]);
  const gone = new Set(removed);
  const queue = [...removed];
  const below: Cid[] = [];
  while (queue.length) {
    const cid = queue.pop()!;
    const stayed = childrenOf(base, cid).filter((c) => (written.get(c.id)?.parent?.id ?? cid) === cid).map((c) => c.id);
    for (const child of [...stayed, ...(writtenUnder.get(cid) ?? [])]) {
      if (gone.has(child)) continue;
      gone.add(child);
      below.push(child);
      queue.push(child);
    }
  }
  return below;
}

function applyIdWrites(ids: Map<string, string>, writes: readonly IdWrite[]): void {
  for (const [cid, serverId] of writes) {
    if (serverId === null) ids.delete(cid);
    else ids.set(cid, serverId);
  }
}

/** Base components an ack writes, collected so each chunk is rewritten once, and its id writes in order. */
interface BaseChanges {
  readonly put: Component[];
  readonly removed: string[];
  readonly ids: IdWrite[];
}

async function applyEffect(
  effect: Exclude<Effect, DeploymentEffect>, item: BatchReply['items'][number] | undefined,
  cidOfServerId: () => Promise<Map<string, string>>, survey: Record<string, unknown> | null, changes: BaseChanges,
): Promise<Record<string, unknown> | null> {
  if (effect.action === 'survey') return survey ? { ...survey, ...effect.fields } : survey;
  if (effect.action === 'delete') {
    const cascaded = item?.deleted ?? [];
    const byServerId = cascaded.length ? await cidOfServerId() : null;
    const gone = new Set([effect.cid, ...cascaded.map((id) => byServerId?.get(id) ?? id)]);
    changes.removed.push(...gone);
    for (const cid of gone) changes.ids.push([cid, null]);
    return survey;
  }
  changes.put.push(effect.record);
  if (effect.action === 'post') {
    if (!item?.id) throw new RangeError(`Batch reply has no id for the post of ${effect.cid}`);
    changes.ids.push([effect.cid, item.id]);
  }
  return survey;
}

/**
 * A refused batch changed nothing on the server (an e-mail batch may have saved its other items:
 * they are read back by the pull and their operations, which are idempotent, then compile to
 * nothing). Each refused item becomes a conflict, the batch's
 * operations on its component leave the log (the author keeps seeing them in the conflict), and
 * the base is refreshed before the next try: the queue never stays blocked.
 */
async function refuse(deps: EngineDeps, frozen: FrozenBatch, refusals: readonly Refusal[], message: string): Promise<PushOutcome> {
  const { db, surveyId } = deps;
  await db.transaction('rw', db.all, async () => {
    const current = await db.batches.get(surveyId);
    if (current?.batchId !== frozen.batchId || deps.active?.() === false) return;
    const ops = await coveredOps(db, frozen);
    const all: readonly Refusal[] = refusals.length ? refusals : frozen.effects.map((_, index) => ({ index, client_ref: null, message }));
    // A task whose ref the server retired before this batch is not refused: it gets its next life
    // and goes again. Only on a first send can that be told: on a resend, 410 may mean our own
    // earlier attempt made the task and someone deleted it since — posting it again would bring
    // back (and, if activated, mail) a task another author deleted, so it becomes a conflict.
    const firstSend = frozen.attempts === 0;
    const retired = firstSend ? all.filter((refusal) => refusal.code === REF_RETIRED) : [];
    if (retired.length) {
      const lives: Record<string, number> = { ...(await db.loadTaskLives(surveyId)) };
      for (const { index } of retired) {
        const effect = frozen.effects[index];
        if (effect && 'cid' in effect) lives[effect.cid] = (lives[effect.cid] ?? 0) + 1;
      }
      await db.setMeta(surveyId, 'taskLives', lives satisfies TaskLives);
    }
    const named = all.filter((refusal) => !retired.includes(refusal));
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

/**
 * An intercept batch found stored was compiled before some earlier step (its send failed, or its
 * leader died): by now its body may be stale, and resending it could undo someone else's change.
 * PUT and DELETE are idempotent, so instead of resending, drop it, read the server and compile
 * again: what the first send may have saved is then in the base, and its operations compile to
 * the same body or to nothing.
 */
async function dropStale(deps: EngineDeps, frozen: FrozenBatch): Promise<PushOutcome> {
  await deps.db.transaction('rw', deps.db.batches, async () => {
    if ((await deps.db.batches.get(deps.surveyId))?.batchId === frozen.batchId) await deps.db.batches.delete(deps.surveyId);
  });
  return 'needsPull';
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
