// What the checks worker answers, as a plain object so Node tests and the server can use it
// without a worker. checks.worker.ts exposes it with Comlink; checks.client.ts wraps it.
import type { Component } from '../../schema';
import type { CheckChange } from './changes';
import type { Finding } from './finding';
import { createCheckReplica, type CheckReplica } from './replica';

export interface ChecksReply {
  /** The caller's version of the draft these findings are for (echoed back), so a publish gate
   *  can tell findings of the draft on screen from findings of an older one. */
  readonly version: number;
  /** Grows whenever the findings list changes. */
  readonly revision: number;
  /**
   * Every finding; null when the list is the one the previous reply carried (most edits change no
   * finding, and a large untranslated survey stands at tens of thousands: no need to clone them
   * across the worker boundary on every keystroke). `findings()` always carries the list.
   */
  readonly findings: readonly Finding[] | null;
  /** Time spent checking, in ms (for the designer's diagnostics and the benchmark). */
  readonly ms: number;
}

export interface ChecksService {
  /** Loads a whole survey: when the designer opens it, and after a pull replaced the base. */
  reset(components: readonly Component[], additionalLanguages: readonly string[], version: number): ChecksReply;
  /** Applies the changes of one or more edits (see changes.ts) and answers with every finding. */
  apply(changes: readonly CheckChange[], version: number): ChecksReply;
  /** The findings as they stand. */
  findings(version: number): ChecksReply;
}

export function createChecksService(now: () => number = () => performance.now()): ChecksService {
  let replica: CheckReplica | null = null;
  /** The revision whose list the last reply carried. */
  let sent = -1;
  const loaded = (): CheckReplica => {
    if (!replica) throw new RangeError('The checks worker holds no survey yet: call reset() before apply() or findings()');
    return replica;
  };
  const reply = (version: number, start: number, always: boolean): ChecksReply => {
    const { revision } = loaded();
    const findings = always || revision !== sent ? loaded().findings() : null;
    if (findings) sent = revision;
    return { version, revision, findings, ms: now() - start };
  };
  return {
    reset(components, additionalLanguages, version) {
      const start = now();
      replica = createCheckReplica(components, { additionalLanguages });
      return reply(version, start, true);
    },
    apply(changes, version) {
      const start = now();
      loaded().apply(changes);
      return reply(version, start, false);
    },
    findings(version) {
      return reply(version, now(), true);
    },
  };
}
