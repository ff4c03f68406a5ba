// The draft store: what a page uses to edit one survey. Every tab opens its own; they share the
// database, hear each other through a BroadcastChannel, and the one holding the survey's lock
// runs the sync loop and tells the others how saving goes.
import { v7 as uuidv7 } from 'uuid';
import type { ChangeSummary } from './batch-compiler';
import type { Command } from './commands';
import type { ConflictRow, DraftDatabase } from './database';
import type { DraftDoc } from './document';
import type { ChannelLike } from './in-memory';
import { electLeader, type Leadership, type LockManagerLike } from './leader';
import { parseOp, type NewPendingOp, type Op } from './operations';
import type { EngineDeps } from './push';
import { clearRescues, Rescue, type RescueStorage } from './rescue';
import { statusOf, type SyncPhase, type SyncStatus } from './status';
import { startSyncLoop, type Clock, type SyncActor } from './sync-loop';
import { TabView } from './tab-view';
import type { SyncTransport } from './transport';
import { UndoHistory } from './undo';

export const DRAFTS_CHANNEL = 'fieldwork-drafts';
export type { Clock };

export interface DraftStoreDeps {
  readonly db: DraftDatabase;
  readonly surveyId: string;
  readonly transport: SyncTransport;
  readonly locks: LockManagerLike;
  readonly openChannel: (name: string) => ChannelLike;
  /** Renews the session after a 401 (the auth machine's refresh); rejects when signed out. */
  readonly refreshToken?: () => Promise<void>;
  /** Calls back with online/offline changes; returns an unsubscribe. */
  readonly connectivity?: (onChange: (online: boolean) => void) => () => void;
  readonly tabId?: string;
  readonly newId?: () => string;
  readonly now?: () => number;
  readonly random?: () => number;
  readonly clock?: Clock;
  readonly pollMs?: number;
  readonly maxItems?: number;
  /**
   * Hears every operation this tab records (after it is stored): how a validation worker keeps
   * its replica with small messages, and how the fault-injection suite keeps its ledger.
   */
  readonly onOperations?: (ops: readonly NewPendingOp[]) => void;
  /** Synchronous storage for what is recorded while the page is being left (`rescue.ts`). */
  readonly rescue?: RescueStorage | undefined;
  /** Calls back with true when the page is being left or hidden, false when it shows again. */
  readonly pageLeaving?: ((onChange: (leaving: boolean) => void) => () => void) | undefined;
}

export interface DraftSnapshot {
  /** False until the survey was read from the server once (in this browser). */
  readonly ready: boolean;
  readonly doc: DraftDoc;
  /** The server-confirmed base `doc` is replayed on (untouched records are the same objects). */
  readonly base: DraftDoc;
  /** Spec §4 change flags and how many components differ from what is saved. */
  readonly changes: ChangeSummary;
  readonly hasUnsavedChanges: boolean;
  readonly status: SyncStatus;
  readonly conflicts: readonly ConflictRow[];
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly isLeader: boolean;
}

export type DispatchResult =
  | { readonly ok: true; readonly applied: number; readonly durable: Promise<void> }
  | { readonly ok: false; readonly code: string; readonly message: string };

type Message = { surveyId: string | null; what: 'pending' | 'base' | 'conflicts' | 'poke' | 'retry' | 'signout' } | { surveyId: string; what: 'status'; phase: SyncPhase };

export class DraftStore {
  readonly surveyId: string;
  readonly tabId: string;
  private readonly view: TabView;
  private readonly history = new UndoHistory();
  private readonly listeners = new Set<() => void>();
  private readonly channel: ChannelLike;
  private readonly newId: () => string;
  private readonly now: () => number;
  private leadership: Leadership | null = null;
  private actor: SyncActor | null = null;
  private phase: SyncPhase | null = null;
  private conflicts: readonly ConflictRow[] = [];
  private snapshot: DraftSnapshot | null = null;
  private closed = false;
  /** Set by sign-out: a save still on the network must not write the old user's data back. */
  private signedOut = false;
  private stopConnectivity: (() => void) | null = null;
  private readonly rescue: Rescue | null;
  /** The page is being left or hidden: what is recorded now is rescued as well. */
  private leaving = false;
  /**
   * Recorded and not yet in IndexedDB. A pause's hand-over can land a moment before the page is
   * left, its write still queued behind the sync loop's; the page going away would abort it, so
   * these are rescued too when leaving starts.
   */
  private readonly unstored = new Map<string, NewPendingOp>();
  /** Which of them sit in rescue storage, to drop from there once stored. */
  private readonly rescuedIds = new Set<string>();
  private stopLeaving: (() => void) | null = null;
  /** Opened with the view later and not read yet: the operations in the log then (else null). */
  private unreadWaiting: number | null = null;
  /** Whether open() has read what the status needs (before: the status is 'loading'). */
  private opened = false;

  constructor(private readonly deps: DraftStoreDeps) {
    this.surveyId = deps.surveyId;
    this.tabId = deps.tabId ?? uuidv7();
    this.newId = deps.newId ?? uuidv7;
    this.now = deps.now ?? Date.now;
    this.view = new TabView(deps.db, deps.surveyId);
    this.channel = deps.openChannel(DRAFTS_CHANNEL);
    this.channel.onmessage = ({ data }) => this.hear(data as Message);
    this.rescue = deps.rescue ? new Rescue(deps.rescue, deps.surveyId) : null;
  }

  /**
   * Reads the local state, then joins the election for the sync loop. `view: 'later'` resolves
   * before the stored draft is read (ready stays false until it is, then listeners hear it): the
   * largest survey's base takes a few hundred ms to read, which a page that can show itself
   * without the survey should not wait for. Reads of the view are queued, so what the leader
   * pulls or a tab records lands after it. A page may show the store before this settles: its
   * status says 'loading' until the reads that decide it are done (see useOpenDraftStore).
   */
  async open(options: { view?: 'first' | 'later' } = {}): Promise<this> {
    // Small reads side by side: on a reload they queue behind the base's chunks (being read ahead,
    // preloadBase), so each round trip one after the other delayed the page by tens of ms.
    const [phase] = await Promise.all([this.deps.db.getMeta<SyncPhase>(this.surveyId, 'status'), this.recover()]);
    this.phase = phase ?? null;
    const viewRead = this.view.refresh();
    if (options.view === 'later') {
      // Until the view is read, the operations waiting in the log stand for its changes, so the
      // status never says "saved" while edits wait (a count is cheap; the view is not).
      const [waiting] = await Promise.all([this.deps.db.pending.where('surveyId').equals(this.surveyId).count(), this.loadConflicts()]);
      this.unreadWaiting = waiting;
      this.opened = true;
      void viewRead.then(() => {
        this.unreadWaiting = null;
        this.emit();
      }, () => {});
    } else {
      await Promise.all([viewRead, this.loadConflicts()]);
      this.opened = true;
    }
    if (this.closed) return this;
    this.stopLeaving = this.deps.pageLeaving?.((leaving) => {
      this.leaving = leaving;
      if (leaving) this.rescueUnstored();
    }) ?? null;
    this.leadership = electLeader(this.deps.locks, this.surveyId, () => this.lead());
    this.stopConnectivity = this.deps.connectivity?.((online) => this.actor?.send({ type: online ? 'sync.online' : 'sync.offline' })) ?? null;
    this.emit();
    return this;
  }

  getSnapshot = (): DraftSnapshot => {
    if (!this.snapshot) {
      const { changes } = this.view;
      const waiting = this.unreadWaiting ?? changes.count;
      this.snapshot = {
        ready: this.view.ready, doc: this.view.view, base: this.view.base, changes, hasUnsavedChanges: waiting > 0,
        status: this.opened ? statusOf(this.phase, waiting) : { kind: 'loading' }, conflicts: this.conflicts,
        canUndo: this.history.canUndo, canRedo: this.history.canRedo, isLeader: this.leadership?.isLeader() ?? false,
      };
    }
    return this.snapshot;
  };

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Runs a command against the current view and records its operations as one gesture. */
  run(command: Command, options: { gestureId?: string } = {}): DispatchResult {
    const result = command(this.view.current);
    if (!result.ok) return result;
    // Nothing to do (a placement under 'manual', say): no log write, no undo step.
    return result.ops.length ? this.dispatch(result.ops, options) : { ok: true, applied: 0, durable: Promise.resolve() };
  }

  /**
   * Records operations: shown at once, stored in the same call (`durable` settles when stored).
   * Refused as a whole when one cannot apply to the current view. Operations sharing a gestureId
   * undo together.
   */
  dispatch(ops: Op | readonly Op[], options: { gestureId?: string } = {}): DispatchResult {
    const gestureId = options.gestureId ?? this.newId();
    let parsed: Op[];
    try {
      parsed = (Array.isArray(ops) ? ops : [ops]).map(parseOp);
    } catch (error) {
      return { ok: false, code: 'invalid', message: (error as Error).message };
    }
    const result = this.record(parsed, gestureId, false);
    if (!result.ok) return result;
    this.history.record(gestureId, result.inverses);
    this.emit();
    return { ok: true, applied: result.applied, durable: result.durable };
  }

  /** Takes back this tab's last gesture, except what someone else changed since. */
  undo(): DispatchResult {
    return this.step(() => this.history.takeUndo(), (gestureId, inverses) => this.history.pushRedo(gestureId, inverses));
  }

  redo(): DispatchResult {
    return this.step(() => this.history.takeRedo(), (gestureId, inverses) => this.history.pushUndo(gestureId, inverses));
  }

  /** Asks the leader to pull now (a page regaining focus). */
  syncNow(): void {
    if (this.actor) this.actor.send({ type: 'sync.pull' });
    else this.post({ surveyId: this.surveyId, what: 'poke' });
  }

  /** Retries at once after an error or during a backoff (asks the leader when this tab is not). */
  retry(): void {
    if (this.actor) this.actor.send({ type: 'sync.retry' });
    else this.post({ surveyId: this.surveyId, what: 'retry' });
  }

  async dismissConflict(id: string): Promise<void> {
    await this.deps.db.conflicts.delete(id);
    await this.loadConflicts();
    this.post({ surveyId: this.surveyId, what: 'conflicts' });
    this.emit();
  }

  /** Leaves the election (another tab takes over) and stops listening. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.leadership?.release();
    this.stopConnectivity?.();
    this.stopLeaving?.();
    this.channel.close();
    this.listeners.clear();
  }

  /**
   * Applies the next entry that still changes something; entries wholly overtaken by other
   * people's edits are dropped on the way, so one keypress never silently does nothing.
   */
  private step(take: () => { ops: readonly Op[] } | undefined, remember: (gestureId: string, inverses: readonly (readonly Op[])[]) => void): DispatchResult {
    for (let entry = take(); entry; entry = take()) {
      const gestureId = this.newId();
      const result = this.record(entry.ops, gestureId, true);
      if (!result.ok || result.applied === 0) continue;
      remember(gestureId, result.inverses);
      this.emit();
      return { ok: true, applied: result.applied, durable: result.durable };
    }
    this.emit();
    return { ok: false, code: 'empty', message: 'Nothing to undo or redo' };
  }

  private record(ops: readonly Op[], gestureId: string, allowSkips: boolean) {
    const prepared = this.view.prepare(ops, allowSkips);
    if (!prepared.ok) return prepared;
    const { kept, inverses } = prepared;
    const entries: NewPendingOp[] = kept.map((op) => ({ surveyId: this.surveyId, opId: this.newId(), tabId: this.tabId, gestureId, op, at: this.now() }));
    if (!entries.length) return { ok: true as const, applied: 0, inverses, durable: Promise.resolve() };
    this.view.addOptimistic(entries, prepared.doc);
    for (const entry of entries) this.unstored.set(entry.opId, entry);
    if (this.leaving) this.rescueUnstored();
    const opIds = entries.map((entry) => entry.opId);
    const durable = this.deps.db.pending.bulkAdd(entries).then(
      async () => {
        this.stored(opIds);
        this.view.markStored(opIds);
        this.deps.onOperations?.(entries);
        this.post({ surveyId: this.surveyId, what: 'pending' });
        this.actor?.send({ type: 'sync.changed' });
        await this.refresh();
      },
      (error: unknown) => {
        // A failed write stays in rescue storage, if it got there, for the next open to retry.
        for (const opId of opIds) this.unstored.delete(opId);
        this.view.dropOptimistic(new Set(opIds));
        this.emit();
        throw error;
      },
    );
    return { ok: true as const, applied: entries.length, inverses, durable };
  }

  /** Keeps every operation whose IndexedDB write has not landed in synchronous storage (`rescue.ts`). */
  private rescueUnstored(): void {
    if (!this.rescue || this.signedOut) return;
    const entries = [...this.unstored.values()].filter((entry) => !this.rescuedIds.has(entry.opId));
    if (!entries.length) return;
    this.rescue.keep(entries);
    for (const entry of entries) this.rescuedIds.add(entry.opId);
  }

  /** Their IndexedDB write landed: no longer kept anywhere else. */
  private stored(opIds: readonly string[]): void {
    const released = new Set<string>();
    for (const opId of opIds) {
      this.unstored.delete(opId);
      if (this.rescuedIds.delete(opId)) released.add(opId);
    }
    if (released.size) this.rescue?.release(released);
  }

  /**
   * Moves operations rescued from a page that went away into the log, skipping those its
   * IndexedDB write stored after all. One transaction, so two tabs opening at once add them once.
   */
  private async recover(): Promise<void> {
    const kept = this.rescue?.read().filter((entry) => entry.surveyId === this.surveyId) ?? [];
    if (!kept.length) return;
    const { pending } = this.deps.db;
    await this.deps.db.transaction('rw', pending, async () => {
      const stored = new Set((await pending.where('opId').anyOf(kept.map((entry) => entry.opId)).toArray()).map((entry) => entry.opId));
      const missing = kept.filter((entry) => !stored.has(entry.opId));
      if (missing.length) await pending.bulkAdd(missing);
    });
    this.rescue?.release(new Set(kept.map((entry) => entry.opId)));
    this.post({ surveyId: this.surveyId, what: 'pending' });
  }

  /** Becomes the leader: runs the sync loop until the tab closes. */
  private lead(): () => void {
    const engine: EngineDeps = {
      db: this.deps.db, transport: this.deps.transport, surveyId: this.surveyId, newId: this.newId, now: this.now,
      maxItems: this.deps.maxItems,
      active: () => !this.signedOut,
      onChange: (what) => {
        this.post({ surveyId: this.surveyId, what });
        void (what === 'conflicts' ? this.loadConflicts().then(() => this.emit()) : this.refresh());
      },
      onFirstBase: async (doc) => {
        await this.view.showFirstBase(doc);
        this.emit();
      },
    };
    this.actor = startSyncLoop(engine, {
      ...this.deps,
      onPhase: (phase) => {
        this.phase = phase;
        this.post({ surveyId: this.surveyId, what: 'status', phase });
        void this.deps.db.setMeta(this.surveyId, 'status', phase).catch(() => {});
        this.emit();
      },
    });
    this.emit();
    return () => {
      this.actor?.stop();
      this.actor = null;
    };
  }

  private hear(message: Message): void {
    if (this.closed) return;
    if (message.what === 'signout') {
      this.signedOut = true;
      this.leadership?.release();
      this.view.reset();
      this.history.clear();
      this.conflicts = [];
      this.emit();
      return;
    }
    if (message.surveyId !== this.surveyId) return;
    switch (message.what) {
      case 'status':
        this.phase = message.phase;
        this.emit();
        return;
      case 'poke':
        this.actor?.send({ type: 'sync.pull' });
        return;
      case 'retry':
        this.actor?.send({ type: 'sync.retry' });
        return;
      case 'conflicts':
        void this.loadConflicts().then(() => this.emit());
        return;
      case 'pending':
        this.actor?.send({ type: 'sync.changed' });
        void this.refresh();
        return;
      case 'base':
        void this.refresh();
        return;
    }
  }

  private async refresh(): Promise<void> {
    try {
      await this.view.refresh();
    } catch {
      return; // the database was closed (sign-out, a closing tab): nothing left to show
    }
    this.emit();
  }

  private async loadConflicts(): Promise<void> {
    try {
      this.conflicts = await this.deps.db.conflicts.where('surveyId').equals(this.surveyId).sortBy('at');
    } catch {
      // closed database: keep what was shown
    }
  }

  private post(message: Message): void {
    if (!this.closed) this.channel.postMessage(message);
  }

  private emit(): void {
    this.snapshot = null;
    for (const listener of this.listeners) listener();
  }
}

/** Opens a survey's draft store in this tab (see DraftStore.open for `view`). */
export function openDraftStore(deps: DraftStoreDeps, options: { view?: 'first' | 'later' } = {}): Promise<DraftStore> {
  return new DraftStore(deps).open(options);
}

/** Sign-out: forgets every local draft (rescued operations too) and tells every tab. */
export async function clearDrafts(db: DraftDatabase, openChannel: (name: string) => ChannelLike, rescue?: RescueStorage): Promise<void> {
  if (rescue) clearRescues(rescue);
  await db.clearAll();
  const channel = openChannel(DRAFTS_CHANNEL);
  channel.postMessage({ surveyId: null, what: 'signout' } satisfies Message);
  channel.close();
}
