// The check replica: a copy of the survey fed with small changes, holding the findings of every
// check, re-running after each change only the checks the change can affect.
//
// This is its public front: changes in, findings and their changes out. The engine (engine.ts)
// holds the survey and decides what re-runs; a reset starts a new engine, and the front keeps what
// must outlive it (the revision keeps growing, and the next change is the whole list). The result
// after any sequence of changes equals a full check of the resulting survey; the property test
// (replica.property.test.ts) holds it to that.
import type { Component } from '../../schema';
import type { CheckChange } from './changes';
import { Dirty } from './dirty';
import { Engine } from './engine';
import type { Finding } from './finding';
import type { FindingsChange } from './findings-change';

export interface CheckReplica {
  /** Applies changes in order, then re-runs what they affect. */
  apply(change: CheckChange | readonly CheckChange[]): void;
  /** Every finding standing now, most severe first (see compareFindings). */
  findings(): readonly Finding[];
  /**
   * How `findings()` changed since the previous call (or since the replica was made): by id, or
   * the whole list when a reset replaced the survey; null when nothing changed.
   */
  takeChange(): FindingsChange | null;
  /** Live components held. */
  readonly size: number;
  /** Counts changes of the findings list: equal revisions, equal lists. */
  readonly revision: number;
}

export interface ReplicaOptions {
  readonly additionalLanguages?: readonly string[];
}

export function createCheckReplica(components: Iterable<Component>, options: ReplicaOptions = {}): CheckReplica {
  let engine = new Engine(components, options.additionalLanguages ?? []);
  /** Revisions of earlier engines, so the revision still grows across a reset. */
  let resets = 0;
  /** A reset since the last takeChange: the change is the whole list. */
  let replaced = false;
  return {
    apply(change) {
      const changes: readonly CheckChange[] = isChangeList(change) ? change : [change];
      let dirty = new Dirty();
      for (const each of changes) {
        if (each.type === 'reset') {
          resets += engine.revision + 1;
          engine = new Engine(each.components, each.additionalLanguages);
          dirty = new Dirty();
          replaced = true;
        } else engine.stage(each, dirty);
      }
      engine.flush(dirty);
    },
    findings: () => engine.findings(),
    takeChange() {
      if (!replaced) return engine.takeChange();
      replaced = false;
      // Changes after the reset, in the same batch, are in the list sent whole.
      engine.dropChange();
      return { type: 'all', findings: engine.findings() };
    },
    get size() {
      return engine.size;
    },
    get revision() {
      return engine.revision + resets;
    },
  };
}

/** A full check: every finding of the survey made of `components`. */
export function runChecks(components: Iterable<Component>, options: ReplicaOptions = {}): readonly Finding[] {
  return createCheckReplica(components, options).findings();
}

const isChangeList = (change: CheckChange | readonly CheckChange[]): change is readonly CheckChange[] => Array.isArray(change);
