// The local database (IndexedDB through Dexie), shared by every tab of the browser: per survey the
// server-confirmed base snapshot, the log of pending operations, the one frozen batch in flight,
// the cid → server id map, recorded conflicts and a little metadata.
import { Dexie, type Table } from 'dexie';
import type { Component } from '../schema';
import type { Effect } from './batch-compiler';
import { CHUNK_COUNT, chunkOf } from './bucket-map';
import type { DraftIntercept, EmailTaskMap, TaskLives } from './deployments';
import { allComponents, makeDoc, type Cid, type DraftDoc, type SaveChannel, type SurveyRecord } from './document';
import type { NewPendingOp, Op, PendingOp } from './operations';

/** The header of a survey's base snapshot. */
export interface BaseRow {
  readonly surveyId: string;
  /** Server revision the base reflects (the ETag). */
  readonly revision: number;
  readonly survey: SurveyRecord | null;
  /** The intercept's configuration at `revision` (null: none). Absent in a base stored before deployments were synced: push pulls first. */
  readonly intercept?: DraftIntercept | null;
  /** The e-mail tasks at `revision`, by cid (a handful: kept in this row, read with it). */
  readonly emailTasks?: EmailTaskMap;
  /** Bumped on every base change, so a tab knows to replay from scratch rather than append. */
  readonly version: number;
}

/**
 * The base's components in 64 rows per survey (by chunkOf(cid)), not one row each, and as JSON
 * text: reading the largest survey's 51k components as 51k rows, or as 51k cloned objects, cost
 * more than the whole view budget; JSON.parse of the same ~30 MB is three times faster.
 */
export interface BaseChunkRow {
  readonly surveyId: string;
  readonly chunk: number;
  /** JSON of the chunk's Component[] (an array parses faster than an object keyed by UUIDs). */
  readonly json: string;
}

/** The same base state: versions count every change, and revision and survey fields guard a reset database. */
const sameHeader = (a: BaseRow, b: BaseRow) =>
  a.version === b.version && a.revision === b.revision && JSON.stringify(a.survey) === JSON.stringify(b.survey);

const recordsOf = (row: BaseChunkRow | undefined): Component[] => (row ? (JSON.parse(row.json) as Component[]) : []);

function chunksOf(components: readonly Component[]): Map<number, Component[]> {
  const chunks = new Map<number, Component[]>();
  for (const record of components) {
    const chunk = chunkOf(record.id);
    const records = chunks.get(chunk);
    if (records) records.push(record);
    else chunks.set(chunk, [record]);
  }
  return chunks;
}

/** Chunk rows asked for at once (loadBase) or written by one request (replaceBaseComponents). */
const CHUNKS_PER_REQUEST = 8;

/** From this many components on, baseChunkTexts hands the thread back between chunks. */
const YIELD_FROM = 5000;

/**
 * The JSON text of each chunk of `components`, as the base stores them. Writing the largest
 * survey's chunks takes a few hundred ms of the page's thread, which would hold up the author's
 * first click while a first pull is stored: for a large survey it is made a few chunks per task,
 * before the store's transaction (which cannot wait on a timer).
 */
export async function baseChunkTexts(components: readonly Component[]): Promise<Map<number, string>> {
  const chunks = chunksOf(components);
  const texts = new Map<number, string>();
  const pause = components.length >= YIELD_FROM;
  for (const [chunk, records] of chunks) {
    texts.set(chunk, JSON.stringify(records));
    if (pause && texts.size % 8 === 0) await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return texts;
}

/**
 * The stored JSON text of each chunk of a base document, when this tab read or wrote them. The
 * checks worker loads a survey from them: strings cross to a worker at the cost of a copy, where
 * the largest survey's 51k component objects held the page ~250 ms in structured cloning.
 */
const textsByDoc = new WeakMap<DraftDoc, Promise<ReadonlyMap<number, string>>>();

/** Notes that `texts` are the chunks of `doc` (a base just read or stored). */
export function rememberChunkTexts(doc: DraftDoc, texts: ReadonlyMap<number, string> | Promise<ReadonlyMap<number, string>>): void {
  textsByDoc.set(doc, Promise.resolve(texts));
}

/**
 * The chunk texts of `doc` as the base stores them: those this tab read or wrote, else made now
 * (a few chunks per task on a large survey) and kept while the document lives.
 */
export function chunkTextsOf(doc: DraftDoc): Promise<ReadonlyMap<number, string>> {
  let texts = textsByDoc.get(doc);
  if (!texts) {
    texts = baseChunkTexts(allComponents(doc));
    textsByDoc.set(doc, texts);
    // A failure is not kept: the next caller makes them again.
    texts.catch(() => textsByDoc.delete(doc));
  }
  return texts;
}

/** One write to the server-id table: a cid's server id, or null for its removal. */
export type IdWrite = readonly [cid: Cid, serverId: string | null];

/**
 * The base's server ids in 64 rows per survey (by chunkOf(cid)), as JSON text of [cid, serverId]
 * pairs: a first pull of the largest survey wrote 51k id rows, which took the page's main thread
 * about two seconds; 64 rows of text take a few milliseconds.
 */
export interface IdChunkRow {
  readonly surveyId: string;
  readonly chunk: number;
  readonly json: string;
}

const pairsOf = (row: IdChunkRow | undefined): [Cid, string][] => (row ? (JSON.parse(row.json) as [Cid, string][]) : []);

function idPairsByChunk(ids: ReadonlyMap<Cid, string>): Map<number, [Cid, string][]> {
  const chunks = new Map<number, [Cid, string][]>();
  for (const [cid, serverId] of ids) {
    const chunk = chunkOf(cid);
    const pairs = chunks.get(chunk);
    if (pairs) pairs.push([cid, serverId]);
    else chunks.set(chunk, [[cid, serverId]]);
  }
  return chunks;
}

/**
 * The JSON text of each server-id row of `ids`, as replaceServerIds stores them. A first pull of
 * the largest survey made them inside the store's transaction, a block of 60-80 ms on the page's
 * thread; made beforehand, a large survey's are made a few chunks per task (baseChunkTexts).
 */
export async function serverIdTexts(ids: ReadonlyMap<Cid, string>): Promise<Map<number, string>> {
  const texts = new Map<number, string>();
  const pause = ids.size >= YIELD_FROM;
  for (const [chunk, pairs] of idPairsByChunk(ids)) {
    texts.set(chunk, JSON.stringify(pairs));
    if (pause && texts.size % 8 === 0) await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return texts;
}

/** A batch body fixed before it is sent, so a resend after an ambiguous failure is byte-identical. */
export interface FrozenBatch {
  readonly surveyId: string;
  /** Sent as Idempotency-Key. */
  readonly batchId: string;
  readonly channel: SaveChannel;
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
 * taskLives: each e-mail task cid's current life (deployments.ts, taskRefOf): bumped when the
 *   server deleted the task of its current ref; kept across pulls, so the refs map back to cids.
 * interceptFresh: the base's intercept was read from the server since the last intercept save.
 *   The intercept is saved whole (PUT), so it is compiled only against a base just pulled, never
 *   one that may miss someone else's change (push.ts).
 */
export type MetaKey = 'ackEpoch' | 'needsPull' | 'status' | 'taskLives' | 'interceptFresh';

export class DraftDatabase extends Dexie {
  declare bases: Table<BaseRow, string>;
  declare chunks: Table<BaseChunkRow, [string, number]>;
  declare idChunks: Table<IdChunkRow, [string, number]>;
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
    // Version 2 keeps the base in chunks; an old base is dropped (and its header, so the next
    // pull reads the survey whole). Pending operations stay and replay on the new base.
    this.version(2).stores({ components: null, chunks: '[surveyId+chunk], surveyId' }).upgrade((tx) => tx.table('bases').clear());
    // Version 3 stores each chunk as JSON text.
    this.version(3).stores({}).upgrade(async (tx) => {
      await tx.table('chunks').clear();
      await tx.table('bases').clear();
    });
    // Version 4 keeps the server ids in chunks too, moved over from their rows.
    this.version(4).stores({ ids: null, idChunks: '[surveyId+chunk], surveyId' }).upgrade(async (tx) => {
      const rows = (await tx.table('ids').toArray()) as { surveyId: string; cid: Cid; serverId: string }[];
      const chunks = new Map<string, { surveyId: string; chunk: number; pairs: [Cid, string][] }>();
      for (const { surveyId, cid, serverId } of rows) {
        const chunk = chunkOf(cid);
        const key = `${surveyId}\u0000${chunk}`;
        const entry = chunks.get(key) ?? chunks.set(key, { surveyId, chunk, pairs: [] }).get(key)!;
        entry.pairs.push([cid, serverId]);
      }
      await tx.table('idChunks').bulkPut([...chunks.values()].map(({ surveyId, chunk, pairs }) => ({ surveyId, chunk, json: JSON.stringify(pairs) })));
    });
  }

  /** All tables, for transactions that touch the whole survey state. */
  get all() {
    return [this.bases, this.chunks, this.idChunks, this.pending, this.batches, this.conflicts, this.meta];
  }

  async getMeta<T>(surveyId: string, key: MetaKey): Promise<T | undefined> {
    return (await this.meta.get([surveyId, key]))?.value as T | undefined;
  }

  async setMeta(surveyId: string, key: MetaKey, value: unknown): Promise<void> {
    await this.meta.put({ surveyId, key, value });
  }

  /**
   * The last base this tab read or wrote, per survey, with the header it belongs to. Parsing the
   * largest survey's base takes a few hundred ms: a save reads the base, and so does every tab
   * after each ack, so a tab that wrote a version itself keeps it instead of reading it back.
   */
  private readonly memo = new Map<string, { readonly header: BaseRow; readonly doc: DraftDoc; ids?: Map<Cid, string> | undefined }>();

  /**
   * The base document and its header (null before the first pull). Each chunk is read by a
   * request of its own and parsed as it arrives: one request for all 64 handed the page the whole
   * base (35 MB on the largest survey) to deserialise and parse in one task of ~200 ms.
   */
  async loadBase(surveyId: string): Promise<{ header: BaseRow | null; doc: DraftDoc }> {
    const header = (await this.bases.get(surveyId)) ?? null;
    const known = this.memo.get(surveyId);
    if (header && known && sameHeader(known.header, header)) return { header, doc: known.doc };
    // Chunks are only ever written with their header (replaceBase): none stored, none to read.
    if (!header) return { header, doc: makeDoc(null, []) };
    const texts = new Map<number, string>();
    const parsed: Component[][] = [];
    // A few requests at a time, so other reads of the database (the store's status, its log) wait
    // behind those queued, not behind the whole base; each chunk's request is followed at once by
    // the next one's, so IndexedDB reads ahead while the page parses (a group of eight waited for
    // its slowest before asking for the next: the reads stopped while the page parsed).
    let next = 0;
    const reader = async () => {
      while (next < CHUNK_COUNT) {
        const chunk = next++;
        const row = await this.chunks.get([surveyId, chunk]);
        if (row) texts.set(row.chunk, row.json);
        parsed[chunk] = recordsOf(row);
      }
    };
    await Promise.all(Array.from({ length: CHUNKS_PER_REQUEST }, reader));
    const doc = makeDoc(header.survey, parsed.flat(), { intercept: header.intercept ?? null, emailTasks: header.emailTasks });
    rememberChunkTexts(doc, texts);
    this.memo.set(surveyId, { header, doc });
    return { header, doc };
  }

  /** Reads of a base begun ahead of the store that needs them (preloadBase), per survey. */
  private readonly preloads = new Map<string, Promise<boolean>>();

  /**
   * Reads the stored base into the memo ahead of the page that will show it: a reload of the
   * designer starts this with the route's own requests, while the bundle's screens and the draft
   * store are still being set up, instead of after them (~200 ms later on the largest survey).
   * One transaction, so the header and the chunks agree; a failure is left for the real read.
   * Resolves to whether a base is stored (false: the survey's first pull is to come; a failed
   * read says true, leaving the pull to the store).
   */
  preloadBase(surveyId: string): Promise<boolean> {
    let preload = this.preloads.get(surveyId);
    if (!preload) {
      preload = this.transaction('r', [this.bases, this.chunks], () => this.loadBase(surveyId)).then(({ header }) => header !== null, () => true);
      const settled = preload;
      this.preloads.set(surveyId, settled);
      void settled.then(() => {
        if (this.preloads.get(surveyId) === settled) this.preloads.delete(surveyId);
      });
    }
    return preload;
  }

  /**
   * Settles once a preload of `surveyId` in flight is done (at once when none is): a reader waits
   * for it and then finds the base in the memo, rather than reading the same 35 MB a second time.
   */
  async preloaded(surveyId: string): Promise<void> {
    await this.preloads.get(surveyId);
  }

  /**
   * Tells the memo what a committed write made of the base: `doc` for `header`. Call only after
   * the transaction committed (a rolled-back write must not be remembered).
   */
  rememberBase(header: BaseRow, doc: DraftDoc, ids?: Map<Cid, string>): void {
    this.memo.set(header.surveyId, { header, doc, ids });
  }

  /**
   * The server ids remembered with the base of `header`, for a writer that changes them and then
   * remembers them with its new header (after its transaction committed).
   */
  rememberedIds(header: BaseRow): Map<Cid, string> | null {
    const known = this.memo.get(header.surveyId);
    return known?.ids && sameHeader(known.header, header) ? known.ids : null;
  }

  /** The remembered base when it is the one with `header`, for a writer that changes it. */
  rememberedBase(header: BaseRow): DraftDoc | null {
    const known = this.memo.get(header.surveyId);
    return known && sameHeader(known.header, header) ? known.doc : null;
  }

  /**
   * Replaces the base's components (a pull); call inside a transaction that includes `chunks`.
   * `texts`: the chunks' JSON made beforehand (baseChunkTexts), outside the transaction.
   */
  async replaceBaseComponents(surveyId: string, components: readonly Component[], texts?: ReadonlyMap<number, string>): Promise<void> {
    await this.chunks.where('surveyId').equals(surveyId).delete();
    const rows = texts
      ? [...texts].map(([chunk, json]) => ({ surveyId, chunk, json }))
      : [...chunksOf(components)].map(([chunk, records]) => ({ surveyId, chunk, json: JSON.stringify(records) }));
    // A few rows per request, each sent once the one before is stored: the page serialises what
    // it puts in the call, and the largest survey's 35 MB at once held it ~350 ms (the author's
    // first click on the tree waited); between requests it paints. The transaction stays one.
    for (let from = 0; from < rows.length; from += CHUNKS_PER_REQUEST) await this.chunks.bulkPut(rows.slice(from, from + CHUNKS_PER_REQUEST));
  }

  /** Writes and removes base components (an ack), rewriting each chunk touched once. */
  async updateBaseComponents(surveyId: string, put: readonly Component[], removed: readonly Cid[]): Promise<void> {
    const touched = [...new Set([...put.map((c) => c.id), ...removed].map(chunkOf))];
    if (!touched.length) return;
    const rows = await this.chunks.bulkGet(touched.map((chunk) => [surveyId, chunk] as [string, number]));
    const records = new Map(touched.map((chunk, i) => [chunk, new Map(recordsOf(rows[i]).map((c) => [c.id, c]))]));
    // In batch order puts come before deletes, and a delete takes its subtree: removal wins.
    for (const record of put) records.get(chunkOf(record.id))!.set(record.id, record);
    for (const cid of removed) records.get(chunkOf(cid))!.delete(cid);
    await this.chunks.bulkPut([...records].map(([chunk, byId]) => ({ surveyId, chunk, json: JSON.stringify([...byId.values()]) })));
  }

  async loadTaskLives(surveyId: string): Promise<TaskLives> {
    return (await this.getMeta<TaskLives>(surveyId, 'taskLives')) ?? {};
  }

  /**
   * The server id of every cid of the base with `header`. Every write to `ids` comes with a new
   * base version (a pull, an ack), so the map read for a header stays true while it stands: a
   * save need not read the largest survey's 51k ids each time, only after another tab wrote.
   * Not for a transaction that writes ids: it would remember writes that may yet roll back.
   */
  async loadServerIds(surveyId: string, header: BaseRow): Promise<ReadonlyMap<Cid, string>> {
    const known = this.memo.get(surveyId);
    const current = known && sameHeader(known.header, header) ? known : null;
    if (current?.ids) return current.ids;
    const ids = await this.readServerIds(surveyId);
    if (current) current.ids = ids;
    return ids;
  }

  /** The server-id table as it stands (in a transaction: with its own writes so far). */
  async readServerIds(surveyId: string): Promise<Map<Cid, string>> {
    const rows = await this.idChunks.where('surveyId').equals(surveyId).toArray();
    return new Map(rows.flatMap(pairsOf));
  }

  /**
   * Replaces the server ids (a pull); call inside a transaction that includes `idChunks`.
   * `texts`: the rows' JSON made beforehand from the same ids (serverIdTexts), outside the transaction.
   */
  async replaceServerIds(surveyId: string, ids: ReadonlyMap<Cid, string>, texts?: ReadonlyMap<number, string>): Promise<void> {
    await this.idChunks.where('surveyId').equals(surveyId).delete();
    const rows = texts
      ? [...texts].map(([chunk, json]) => ({ surveyId, chunk, json }))
      : [...idPairsByChunk(ids)].map(([chunk, pairs]) => ({ surveyId, chunk, json: JSON.stringify(pairs) }));
    await this.idChunks.bulkPut(rows);
  }

  /** Sets and removes server ids in order (an ack), rewriting each chunk touched once. */
  async writeServerIds(surveyId: string, writes: readonly IdWrite[]): Promise<void> {
    const touched = [...new Set(writes.map(([cid]) => chunkOf(cid)))];
    if (!touched.length) return;
    const rows = await this.idChunks.bulkGet(touched.map((chunk) => [surveyId, chunk] as [string, number]));
    const byChunk = new Map(touched.map((chunk, i) => [chunk, new Map(pairsOf(rows[i]))]));
    for (const [cid, serverId] of writes) {
      const ids = byChunk.get(chunkOf(cid))!;
      if (serverId === null) ids.delete(cid);
      else ids.set(cid, serverId);
    }
    await this.idChunks.bulkPut([...byChunk].map(([chunk, ids]) => ({ surveyId, chunk, json: JSON.stringify([...ids]) })));
  }

  /** Pending operations in log order, optionally only those after `afterSeq` or up to `upToSeq`. */
  async loadPending(surveyId: string, range: { afterSeq?: number; upToSeq?: number } = {}): Promise<PendingOp[]> {
    const lower = (range.afterSeq ?? 0) + 1;
    const upper = range.upToSeq ?? Number.MAX_SAFE_INTEGER;
    if (lower > upper) return [];
    return this.pending.where('[surveyId+seq]').between([surveyId, lower], [surveyId, upper], true, true).toArray();
  }

  /** Marks the base changed (call inside a transaction): tabs replay the log from scratch. */
  async bumpVersion(surveyId: string): Promise<BaseRow | null> {
    const header = await this.bases.get(surveyId);
    if (!header) return null;
    const next = { ...header, version: header.version + 1 };
    await this.bases.put(next);
    return next;
  }

  /** Forgets every draft (sign-out): the next user of this browser starts clean. */
  async clearAll(): Promise<void> {
    this.memo.clear();
    await this.transaction('rw', this.all, async () => {
      await Promise.all(this.all.map((table) => table.clear()));
    });
  }
}
