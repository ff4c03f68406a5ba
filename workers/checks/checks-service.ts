// What the checks worker answers, as a plain object so Node tests, the server and the designer
// without Worker support can use it without a worker. checks.worker.ts exposes it with Comlink;
// checks.client.ts wraps it.
import type { Component } from '../../schema';
import type { CheckChange } from './changes';
import type { FindingsChange } from './findings-change';
import { createCheckReplica, type CheckReplica } from './replica';

export interface ChecksReply {
  /** The caller's version of the draft these findings are for (echoed back), so a publish gate
   *  can tell findings of the draft on screen from findings of an older one. */
  readonly version: number;
  /** Grows whenever the findings list changes. */
  readonly revision: number;
  /**
   * How the list changed since the previous reply: the whole list after `reset` and `findings`,
   * the findings added, changed and removed after `apply` (a translation edit on a survey with
   * 50 000 standing findings changes one: no need to clone the rest across the worker boundary),
   * null when nothing changed (most edits).
   */
  readonly change: FindingsChange | null;
  /** Time spent checking, in ms (for the designer's diagnostics and the benchmark). */
  readonly ms: number;
}

export interface ChecksService {
  /** Loads a whole survey: when the designer opens it, and after a pull replaced the base. */
  reset(components: readonly Component[], additionalLanguages: readonly string[], version: number): ChecksReply;
  /**
   * `reset` from the JSON text of a stored base's chunks (arrays of components) and the changes
   * from that base to the draft on screen. Strings cross to the worker at the cost of a copy; the
   * largest survey's 51k component objects cost the page ~250 ms of structured cloning.
   */
  resetFromChunks(chunks: readonly string[], changes: readonly CheckChange[], additionalLanguages: readonly string[], version: number): ChecksReply;
  /**
   * Sends some of the chunks of the next `resetFromChunks` of the same `version` ahead of it,
   * parsed as they come. The designer sends the largest survey's 35 MB a few chunks per message:
   * one message of it all held the page ~70 ms in a copy, the author's first click waiting. A
   * reset of another version (or a plain `reset`) forgets them, so a reset given up half way
   * never leaves its chunks in the next.
   */
  addChunks(chunks: readonly string[], version: number): void;
  /** Applies the changes of one or more edits (see changes.ts) and answers with what they changed. */
  apply(changes: readonly CheckChange[], version: number): ChecksReply;
  /** The findings as they stand, whole. */
  findings(version: number): ChecksReply;
}

export function createChecksService(now: () => number = () => performance.now()): ChecksService {
  let replica: CheckReplica | null = null;
  /** Chunks parsed ahead of the reset of `version` (addChunks). */
  let ahead: { version: number; components: Component[][] } | null = null;
  const takeAhead = (version: number): Component[][] => {
    const taken = ahead?.version === version ? ahead.components : [];
    ahead = null;
    return taken;
  };
  const loaded = (): CheckReplica => {
    if (!replica) throw new RangeError('The checks worker holds no survey yet: call reset() before apply() or findings()');
    return replica;
  };
  /** The whole list; what changed before it is then known to the caller. */
  const all = (current: CheckReplica): FindingsChange => {
    current.takeChange();
    return { type: 'all', findings: current.findings() };
  };
  return {
    reset(components, additionalLanguages, version) {
      const start = now();
      ahead = null;
      const current = (replica = createCheckReplica(components, { additionalLanguages }));
      return { version, revision: current.revision, change: all(current), ms: now() - start };
    },
    resetFromChunks(chunks, changes, additionalLanguages, version) {
      const start = now();
      const components = [...takeAhead(version), ...chunks.map((chunk) => JSON.parse(chunk) as Component[])].flat();
      const current = (replica = createCheckReplica(components, { additionalLanguages }));
      // Usually a handful of edits waiting to be saved: the replica re-checks what they touch.
      if (changes.length) current.apply(changes);
      return { version, revision: current.revision, change: all(current), ms: now() - start };
    },
    addChunks(chunks, version) {
      if (ahead?.version !== version) ahead = { version, components: [] };
      for (const chunk of chunks) ahead.components.push(JSON.parse(chunk) as Component[]);
    },
    apply(changes, version) {
      const start = now();
      const current = loaded();
      current.apply(changes);
      const change = current.takeChange();
      return { version, revision: current.revision, change, ms: now() - start };
    },
    findings(version) {
      const start = now();
      const current = loaded();
      return { version, revision: current.revision, change: all(current), ms: now() - start };
    },
  };
}
