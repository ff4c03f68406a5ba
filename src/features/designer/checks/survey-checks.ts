// Keeps the survey checks (spec §5) current for the draft on screen. The worker holds its own
// replica: it gets the whole survey once (the JSON text of the stored base's chunks, which costs
// the page a copy, and the edits on top of that base), then only what each change touched (the
// components whose record changed, found by identity since the engine shares unchanged ones, and
// the languages), and answers with how the findings changed; the page keeps its copy of the list
// by those changes (FindingsCopy). Without Worker support (tests) the same service runs in the page.
import type { Component } from '../../../../schema';
import { createChecksService, FindingsCopy, type CheckChange, type ChecksReply, type Finding } from '../../../../workers/checks';
import { diffEntries } from '../../../../sync/bucket-map';
import { chunkTextsOf } from '../../../../sync/database';
import type { DraftDoc } from '../../../../sync/document';
import { createChecksClient } from '../../../../workers/checks/checks.client';
import type { DraftSnapshot, DraftStore } from '../../../../sync/draft-store';
import { requestIdle } from '../../layout/when-idle';

export interface ChecksSnapshot {
  readonly ready: boolean;
  readonly findings: readonly Finding[];
}

/** The checks service, in its worker or in the page: the same calls, the same replies. */
interface Engine {
  addChunks(chunks: readonly string[], version: number): Promise<void>;
  resetFromChunks(chunks: readonly string[], changes: readonly CheckChange[], languages: readonly string[], version: number): Promise<ChecksReply>;
  apply(changes: readonly CheckChange[], version: number): Promise<ChecksReply>;
  close(): void;
}

function workerEngine(): Engine {
  const client = createChecksClient();
  return {
    addChunks: (chunks, version) => client.service.addChunks(chunks, version),
    resetFromChunks: (chunks, changes, languages, version) => client.service.resetFromChunks(chunks, changes, languages, version),
    apply: (changes, version) => client.service.apply(changes, version),
    close: () => client.close(),
  };
}

function pageEngine(): Engine {
  const service = createChecksService();
  return {
    addChunks: async (chunks, version) => service.addChunks(chunks, version),
    resetFromChunks: async (chunks, changes, languages, version) => service.resetFromChunks(chunks, changes, languages, version),
    apply: async (changes, version) => service.apply(changes, version),
    close: () => {},
  };
}

/**
 * The replica's changes between two views: records that differ by identity (the engine keeps an
 * untouched record's identity) and records gone. A removal in the engine takes the subtree out of
 * the document too, so every descendant is listed; only buckets the edit touched are visited.
 */
export function changesBetween(before: DraftDoc, after: DraftDoc): CheckChange[] {
  const upserts: Component[] = [];
  const removed: string[] = [];
  diffEntries(before.components, after.components, (cid, _old, now) => {
    if (now) upserts.push(now);
    else removed.push(cid);
  });
  const changes: CheckChange[] = [];
  if (removed.length) changes.push({ type: 'remove', ids: removed });
  if (upserts.length) changes.push({ type: 'upsert', components: upserts });
  return changes;
}

const languagesOf = (s: DraftSnapshot): readonly string[] => (Array.isArray(s.doc.survey?.additional_languages) ? s.doc.survey.additional_languages as string[] : []);

/**
 * Chunk texts per message of a reset (an eighth of the largest survey's ~35 MB): copying them all
 * in one message held the page ~70 ms, during which the author's first click on the tree waited.
 */
const CHUNKS_PER_MESSAGE = 8;

/**
 * Loads the engine from the snapshot's stored base and the edits on top, a few chunks per
 * message, each sent when the page is idle and once the worker has taken the one before, so the
 * page answers between them.
 */
async function resetEngine(engine: Engine, next: DraftSnapshot, version: number, whenIdle: () => Promise<void>): Promise<ChecksReply> {
  const texts = [...(await chunkTextsOf(next.base)).values()];
  let from = 0;
  for (; texts.length - from > CHUNKS_PER_MESSAGE; from += CHUNKS_PER_MESSAGE) {
    await whenIdle();
    await engine.addChunks(texts.slice(from, from + CHUNKS_PER_MESSAGE), version);
  }
  await whenIdle();
  return engine.resetFromChunks(texts.slice(from), changesBetween(next.base, next.doc), languagesOf(next), version);
}

/** The next time the browser is idle (a timer where it cannot say). */
const browserIdle = () => new Promise<void>((resolve) => {
  requestIdle(() => resolve());
});

export interface ChecksOptions {
  /**
   * Settles when the page has time to spare: a first check waits for it. Loading the largest
   * survey into the worker costs the page ~60 ms of copying and the machine ~0.5 s of a core,
   * which held up opening the Edit tab and the author's first click on a reload.
   */
  readonly whenIdle?: () => Promise<void>;
}

/** What the replica needs to go from one view of the draft to the next. */
function changesFrom(previous: DraftSnapshot, next: DraftSnapshot): CheckChange[] {
  const changes = changesBetween(previous.doc, next.doc);
  const languages = languagesOf(next);
  // A language added or removed re-runs the translation checks alone (see workers/checks/replica.ts).
  if (languages.join('\u0000') !== languagesOf(previous).join('\u0000')) changes.push({ type: 'setLanguages', additionalLanguages: languages });
  return changes;
}

export class SurveyChecks {
  private snapshot: ChecksSnapshot = { ready: false, findings: [] };
  /** The worker's findings, kept by the changes it answers with. */
  private readonly copy = new FindingsCopy();
  private readonly listeners = new Set<() => void>();
  private engine: Engine | null = null;
  private last: DraftSnapshot | null = null;
  private version = 0;
  private queue: Promise<void> = Promise.resolve();
  private unsubscribe: (() => void) | null = null;
  private holders = 0;

  private readonly whenIdle: () => Promise<void>;

  constructor(private readonly store: DraftStore, options: ChecksOptions = {}) {
    this.whenIdle = options.whenIdle ?? browserIdle;
  }

  /** Starts following the draft (the worker starts with the first holder); returns the release. */
  retain(): () => void {
    if (this.holders++ === 0) {
      this.engine = typeof Worker === 'undefined' ? pageEngine() : workerEngine();
      // A new engine starts from a reset, which carries the whole list.
      this.last = null;
      this.unsubscribe = this.store.subscribe(() => this.follow());
      this.follow();
    }
    return () => {
      if (--this.holders > 0) return;
      this.unsubscribe?.();
      this.engine?.close();
      this.engine = null;
    };
  }

  getSnapshot = (): ChecksSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private follow(): void {
    const next = this.store.getSnapshot();
    const engine = this.engine;
    if (!engine || !next.ready || next.doc === this.last?.doc) return;
    const previous = this.last;
    this.last = next;
    const version = ++this.version;
    // One message at a time, in order: the worker's replica must see every change.
    this.queue = this.queue.then(async () => {
      const { change } = previous
        ? await engine.apply(changesFrom(previous, next), version)
        : await resetEngine(engine, next, version, async () => {
          await this.whenIdle();
          // Released while it waited: stop here (the caught failure is ignored for an old engine).
          if (engine !== this.engine) throw new Error(`The checks of survey ${this.store.surveyId} were released`);
        });
      // Released meanwhile: a later holder starts a new engine, from a reset.
      if (engine !== this.engine) return;
      const changed = change !== null && this.copy.apply(change);
      if (changed) this.publish({ ready: true, findings: this.copy.list() });
      else if (!this.snapshot.ready) this.publish({ ...this.snapshot, ready: true });
    }).catch(() => {
      // A failed check must not stop the next one. The replica or the copy may have missed a
      // change, so it starts over from the whole draft (a reset carries the whole list); a failed
      // reset waits for the next change rather than retrying in a loop.
      if (engine !== this.engine) return;
      this.last = null;
      if (previous) this.follow();
    });
  }

  private publish(snapshot: ChecksSnapshot): void {
    this.snapshot = snapshot;
    for (const listener of this.listeners) listener();
  }
}

const perStore = new WeakMap<DraftStore, SurveyChecks>();

/** The checks of a draft store (one per store; inert until retained); `options` when first asked. */
export function checksFor(store: DraftStore, options?: ChecksOptions): SurveyChecks {
  let checks = perStore.get(store);
  if (!checks) perStore.set(store, (checks = new SurveyChecks(store, options)));
  return checks;
}
