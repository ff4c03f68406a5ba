// The local database (IndexedDB through Dexie), shared by every tab of the browser: per survey the
// server-confirmed base snapshot, the log of pending operations, the one frozen batch in flight,
// the cid → server id map, recorded conflicts and a little metadata.
import { Dexie, type Table } from 'dexie';
import type { Component } from '../schema';
import type { Effect } from './batch-compiler';
import type { Channel, Cid, DraftDoc, SurveyRecord } from './document';
import type { NewPendingOp, Op, PendingOp } from './operations';

/** The header of a survey's base snapshot. */
export interface BaseRow {
  readonly surveyId: string;
  /** Server revision the base reflects (the ETag). */
  readonly revision: number;
  readonly survey: SurveyRecord | null;
  /** Bumped on every base change, so a tab knows to replay from scratch rather than append. */
  readonly version: number;
}

export interface BaseComponentRow {
  readonly surveyId: string;
  readonly cid: Cid;
  readonly record: Component;
}

export interface IdRow {
  readonly surveyId: string;
  readonly cid: Cid;
  readonly serverId: string;
}

/** A batch body fixed before it is sent, so a resend after an ambiguous failure is byte-identical. */
export interface FrozenBatch {
  readonly surveyId: string;
  /** Sent as Idempotency-Key. */
  readonly batchId: string;
  readonly channel: Channel | 'survey';
  /** The exact request body. */
  readonly body: string;
  /** What each item does to the base once acknowledged (item order). */
  readonly effects: readonly Effect[];
  /** The base revision it was compiled against: an ack at revision + 1 means nobody else wrote. */
  readonly baseRevision: number;
  readonly createdAt: number;
  /** Sends so far; shown when a batch keeps failing. */
  readonly attempts: number;
  /** The last seq of the operations it covers (those of its channel up to here). */
  readonly upToSeq: number;
  /** Its ack completes the covered operations, which then leave the log (see batch-plan.ts). */
  readonly complete: boolean;
}

export type ConflictReason = 'missing_target' | 'missing_parent' | 'invalid_parent' | 'cycle' | 'invalid' | 'refused';

/** A change that could not be saved, kept until the author dismisses it. */
export interface ConflictRow {
  /** `<opId>` for an operation that no longer applies, `<batchId>:<index>` for a refused item. */
  readonly id: string;
  readonly surveyId: string;
  readonly cid: Cid | null;
  readonly reason: ConflictReason;
  /** The server's or the mutator's words. */
  readonly message: string;
  /** The operations given up, so the author can see (or redo) what was lost. */
  readonly ops: readonly Op[];
  readonly at: number;
}

export interface MetaRow {
  readonly surveyId: string;
  readonly key: MetaKey;
  readonly value: unknown;
}
/**
 * ackEpoch: bumped by every ack, so a pull that started before one is discarded.
 * needsPull: the base may lag the server (someone else wrote, or a batch was refused).
 * status: the leader's sync status, for the other tabs.
 */
export type MetaKey = 'ackEpoch' | 'needsPull' | 'status';

export class DraftDatabase extends Dexie {
  declare bases: Table<BaseRow, string>;
  declare components: Table<BaseComponentRow, [string, string]>;
  declare ids: Table<IdRow, [string, string]>;
  /** `seq` is assigned by IndexedDB on insert. */
  declare pending: Table<PendingOp, number, NewPendingOp>;
  declare batches: Table<FrozenBatch, string>;
  declare conflicts: Table<ConflictRow, string>;
  declare meta: Table<MetaRow, [string, string]>;

  constructor(name = 'fieldwork-drafts', options: { indexedDB?: IDBFactory; IDBKeyRange?: typeof IDBKeyRange } = {}) {
    super(name, { ...options, cache: 'disabled' });
    this.version(1).stores({
      bases: 'surveyId',
      components: '[surveyId+cid], surveyId',
      ids: '[surveyId+cid], surveyId',
      pending: '++seq, surveyId, [surveyId+seq], opId',
      batches: 'surveyId',
      conflicts: 'id, surveyId',
      meta: '[surveyId+key], surveyId',
    });
  }

  /** All tables, for transactions that touch the whole survey state. */
  get all() {
    return [this.bases, this.components, this.ids, this.pending, this.batches, this.conflicts, this.meta];
  }

  async getMeta<T>(surveyId: string, key: MetaKey): Promise<T | undefined> {
    return (await this.meta.get([surveyId, key]))?.value as T | undefined;
  }

  async setMeta(surveyId: string, key: MetaKey, value: unknown): Promise<void> {
    await this.meta.put({ surveyId, key, value });
  }

  /** The base document and its header (null before the first pull). */
  async loadBase(surveyId: string): Promise<{ header: BaseRow | null; doc: DraftDoc }> {
    const header = (await this.bases.get(surveyId)) ?? null;
    const rows = await this.components.where('surveyId').equals(surveyId).toArray();
    const components: Record<Cid, Component> = {};
    for (const row of rows) components[row.cid] = row.record;
    return { header, doc: { survey: header?.survey ?? null, components } };
  }

  async loadServerIds(surveyId: string): Promise<Map<Cid, string>> {
    const rows = await this.ids.where('surveyId').equals(surveyId).toArray();
    return new Map(rows.map((row) => [row.cid, row.serverId]));
  }

  /** Pending operations in log order, optionally only those after `afterSeq` or up to `upToSeq`. */
  async loadPending(surveyId: string, range: { afterSeq?: number; upToSeq?: number } = {}): Promise<PendingOp[]> {
    const lower = (range.afterSeq ?? 0) + 1;
    const upper = range.upToSeq ?? Number.MAX_SAFE_INTEGER;
    if (lower > upper) return [];
    return this.pending.where('[surveyId+seq]').between([surveyId, lower], [surveyId, upper], true, true).toArray();
  }

  /** Marks the base changed (call inside a transaction): tabs replay the log from scratch. */
  async bumpVersion(surveyId: string): Promise<void> {
    const header = await this.bases.get(surveyId);
    if (header) await this.bases.put({ ...header, version: header.version + 1 });
  }

  /** Forgets every draft (sign-out): the next user of this browser starts clean. */
  async clearAll(): Promise<void> {
    await this.transaction('rw', this.all, async () => {
      await Promise.all(this.all.map((table) => table.clear()));
    });
  }
}
