// Keeps the survey checks (spec §5) current for the draft on screen. The worker holds its own
// replica: it gets the whole survey once, then only what each change touched (the components
// whose record changed, found by identity since the engine shares unchanged ones), and answers
// with the full findings. Without Worker support (tests) the same replica runs in the page.
import type { Component } from '../../../../schema';
import { createCheckReplica, type CheckChange, type Finding } from '../../../../workers/checks';
import { diffEntries } from '../../../../sync/bucket-map';
import { allComponents, type DraftDoc } from '../../../../sync/document';
import { createChecksClient } from '../../../../workers/checks/checks.client';
import type { DraftSnapshot, DraftStore } from '../../../../sync/draft-store';

export interface ChecksSnapshot {
  readonly ready: boolean;
  readonly findings: readonly Finding[];
}

interface Engine {
  reset(components: readonly Component[], languages: readonly string[], version: number): Promise<readonly Finding[] | null>;
  apply(changes: readonly CheckChange[], version: number): Promise<readonly Finding[] | null>;
  close(): void;
}

function workerEngine(): Engine {
  const client = createChecksClient();
  return {
    reset: async (components, languages, version) => (await client.service.reset(components, languages, version)).findings,
    apply: async (changes, version) => (await client.service.apply(changes, version)).findings,
    close: () => client.close(),
  };
}

function pageEngine(): Engine {
  let replica: ReturnType<typeof createCheckReplica> | null = null;
  return {
    reset: async (components, languages) => (replica = createCheckReplica(components, { additionalLanguages: languages })).findings(),
    apply: async (changes) => {
      replica?.apply(changes);
      return replica?.findings() ?? [];
    },
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

const languagesOf = (s: DraftSnapshot) => (Array.isArray(s.doc.survey?.additional_languages) ? s.doc.survey.additional_languages as string[] : []);

export class SurveyChecks {
  private snapshot: ChecksSnapshot = { ready: false, findings: [] };
  private readonly listeners = new Set<() => void>();
  private engine: Engine | null = null;
  private last: DraftSnapshot | null = null;
  private version = 0;
  private queue: Promise<void> = Promise.resolve();
  private unsubscribe: (() => void) | null = null;
  private holders = 0;

  constructor(private readonly store: DraftStore) {}

  /** Starts following the draft (the worker starts with the first holder); returns the release. */
  retain(): () => void {
    if (this.holders++ === 0) {
      this.engine = typeof Worker === 'undefined' ? pageEngine() : workerEngine();
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
    const languagesChanged = previous && JSON.stringify(languagesOf(previous)) !== JSON.stringify(languagesOf(next));
    // One message at a time, in order: the worker's replica must see every change.
    this.queue = this.queue.then(async () => {
      const findings = !previous || languagesChanged
        ? await engine.reset(allComponents(next.doc), languagesOf(next), version)
        : await engine.apply(changesBetween(previous.doc, next.doc), version);
      if (findings) this.publish({ ready: true, findings });
      else if (!this.snapshot.ready) this.publish({ ...this.snapshot, ready: true });
    }).catch(() => {
      // A failed check must not stop the next one; the next change re-sends what it touched.
    });
  }

  private publish(snapshot: ChecksSnapshot): void {
    this.snapshot = snapshot;
    for (const listener of this.listeners) listener();
  }
}

const perStore = new WeakMap<DraftStore, SurveyChecks>();

/** The checks of a draft store (one per store; inert until retained). */
export function checksFor(store: DraftStore): SurveyChecks {
  let checks = perStore.get(store);
  if (!checks) perStore.set(store, (checks = new SurveyChecks(store)));
  return checks;
}
