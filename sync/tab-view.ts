// One tab's copy of the view. `confirmed` is replay(base, log) as far as this tab has read the log;
// operations this tab recorded but has not yet read back sit on top as `optimistic`, so an edit
// shows in the same gesture that stores it. Reading appends new log entries incrementally; a new
// base version (pull, ack, dropped operations) replays from scratch. Identities of unchanged
// components survive both (reconcile).
//
// An optimistic operation leaves at the first read that began after it was stored, whether that
// read saw it or not: the leader may fold it into the base (an ack) or drop it (undone before
// saving) before this tab reads the log back. Kept on top of the base after that, it would apply
// a second time, and an undo's compare-and-set would flip the field back on every read.
import { summarizeChanges, type ChangeSummary } from './batch-compiler';
import type { DraftDatabase } from './database';
import { emptyDoc, type DraftDoc } from './document';
import type { Op } from './operations';
import { applyOne, reconcile, replay, type LoggedOp } from './replay';

export type Prepared =
  | { readonly ok: true; readonly doc: DraftDoc; readonly kept: readonly Op[]; readonly inverses: readonly (readonly Op[])[] }
  | { readonly ok: false; readonly code: string; readonly message: string };

export class TabView {
  /** Whether a base has been read (the survey was pulled at least once). */
  ready = false;
  base: DraftDoc = emptyDoc;
  /** What the screen shows: replay(base, log, optimistic), identities reconciled. */
  view: DraftDoc = emptyDoc;
  changes: ChangeSummary = summarizeChanges(emptyDoc, emptyDoc);
  private baseVersion = -1;
  private confirmed: DraftDoc = emptyDoc;
  private appliedSeq = 0;
  private optimistic: LoggedOp[] = [];
  /** Optimistic operations known to be in the log (or already folded out of it). */
  private stored = new Set<string>();
  /** Latest unreconciled view: shares objects with the base, so diffs compare by identity. */
  private raw: DraftDoc = emptyDoc;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly db: DraftDatabase, private readonly surveyId: string) {}

  /** The document operations apply to now (includes optimistic operations). */
  get current(): DraftDoc {
    return this.raw;
  }

  /**
   * Applies operations to the current view without recording them (a dry run): the document
   * they give, the ones that apply and their inverses; or why the first one cannot apply.
   */
  prepare(ops: readonly Op[], allowSkips: boolean): Prepared {
    let doc = this.raw;
    const kept: Op[] = [];
    const inverses: (readonly Op[])[] = [];
    for (const op of ops) {
      const { doc: next, outcome } = applyOne(doc, op);
      if (!outcome.applied) {
        if (allowSkips) continue;
        return { ok: false, code: outcome.reason, message: outcome.message };
      }
      doc = next;
      kept.push(op);
      inverses.push(outcome.inverse);
    }
    return { ok: true, doc, kept, inverses };
  }

  /** Shows operations recorded by this tab at once; `doc` is `current` with them applied. */
  addOptimistic(ops: readonly LoggedOp[], doc: DraftDoc): void {
    this.optimistic.push(...ops);
    this.publish(doc);
  }

  /** Says that optimistic operations are stored: the next read settles them. */
  markStored(opIds: Iterable<string>): void {
    for (const opId of opIds) this.stored.add(opId);
  }

  /** Takes back optimistic operations that could not be stored. */
  dropOptimistic(opIds: ReadonlySet<string>): void {
    this.optimistic = this.optimistic.filter((op) => !opIds.has(op.opId));
    this.publish(replay(this.confirmed, this.optimistic).doc);
  }

  /** Reads what changed in the database; calls are queued, so they never interleave. */
  refresh(): Promise<void> {
    return this.enqueue(() => this.read());
  }

  /**
   * Shows a first pull's base before it is stored (pull.ts onFirstBase): the log replays on it
   * as on a stored one. Ignored once a stored base is there; the stored one (the same document,
   * remembered by the database) replaces it at the next read, as any new base version does.
   */
  showFirstBase(doc: DraftDoc): Promise<void> {
    return this.enqueue(() => this.read(doc));
  }

  private enqueue(read: () => Promise<void>): Promise<void> {
    const run = this.queue.then(read);
    this.queue = run.catch(() => {});
    return run;
  }

  private async read(firstBase?: DraftDoc): Promise<void> {
    const { db, surveyId } = this;
    // A base read begun ahead (a reload's route) lands in the database's memo: waited for, the
    // read below finds it there when the header still matches, instead of reading it again.
    await db.preloaded(surveyId);
    // Stored before this read's transaction: the snapshot holds each in the log or in the base.
    const settled = new Set(this.stored);
    // One transaction: the header and the log must agree, or an operation folded into the base
    // between the two reads would show neither in the log nor in the (old) base.
    const snapshot = await db.transaction('r', [db.bases, db.chunks, db.pending], async () => {
      const header = await db.bases.get(surveyId);
      if (firstBase) return header ? null : { kind: 'first' as const, log: await db.loadPending(surveyId) };
      if ((header?.version ?? 0) === this.baseVersion) return { kind: 'tail' as const, log: await db.loadPending(surveyId, { afterSeq: this.appliedSeq }) };
      return { kind: 'whole' as const, base: await db.loadBase(surveyId), log: await db.loadPending(surveyId) };
    });
    if (!snapshot) return;
    const fresh = snapshot.log;
    if (snapshot.kind === 'first') {
      // The version of "no base": reads until the store lands append to this base.
      this.baseVersion = 0;
      this.ready = true;
      this.base = firstBase!;
      this.confirmed = replay(this.base, fresh).doc;
    } else if (snapshot.kind === 'whole') {
      this.ready = snapshot.base.header !== null;
      this.baseVersion = snapshot.base.header?.version ?? 0;
      this.base = snapshot.base.doc;
      this.confirmed = replay(this.base, fresh).doc;
    } else {
      this.confirmed = replay(this.confirmed, fresh).doc;
    }
    this.appliedSeq = fresh.at(-1)?.seq ?? this.appliedSeq;
    const seen = new Set(fresh.map((op) => op.opId));
    this.optimistic = this.optimistic.filter((op) => !seen.has(op.opId) && !settled.has(op.opId));
    for (const opId of settled) this.stored.delete(opId);
    this.publish(replay(this.confirmed, this.optimistic).doc);
  }

  private publish(raw: DraftDoc): void {
    this.raw = raw;
    this.view = reconcile(this.view, raw);
    this.changes = summarizeChanges(this.base, raw);
  }

  /** Forgets everything (sign-out). */
  reset(): void {
    this.ready = false;
    this.base = this.view = this.confirmed = this.raw = emptyDoc;
    this.baseVersion = -1;
    this.appliedSeq = 0;
    this.optimistic = [];
    this.stored = new Set();
    this.changes = summarizeChanges(emptyDoc, emptyDoc);
  }
}
