// The leader's sync loop: the sync machine with its actors bound to this survey's push and pull
// steps, reporting each change of phase. Started when a tab wins the survey's lock.
import { createActor, fromPromise, type Actor } from 'xstate';
import { pullOnce } from './pull';
import { pushOnce, type EngineDeps } from './push';
import { phaseOf, type SyncPhase } from './status';
import { syncMachine } from './sync.machine';

export interface Clock {
  setTimeout(fn: (...args: unknown[]) => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

export interface LoopOptions {
  readonly refreshToken?: () => Promise<void>;
  readonly random?: () => number;
  readonly pollMs?: number;
  readonly clock?: Clock;
  /** Called with each new phase (not with repeats). */
  readonly onPhase: (phase: SyncPhase) => void;
}

export type SyncActor = Actor<typeof syncMachine>;

export function startSyncLoop(engine: EngineDeps, options: LoopOptions): SyncActor {
  const refresh = options.refreshToken ?? (() => Promise.reject(new Error('No way to refresh the session')));
  const machine = syncMachine.provide({
    actors: {
      push: fromPromise(() => pushOnce(engine)),
      pull: fromPromise(() => pullOnce(engine)),
      refresh: fromPromise(() => refresh()),
    },
  });
  const actor = createActor(machine, {
    input: { random: options.random, pollMs: options.pollMs },
    ...(options.clock ? { clock: options.clock } : {}),
  });
  let last = '';
  actor.subscribe((snapshot) => {
    const phase = phaseOf(snapshot);
    const key = JSON.stringify(phase);
    if (key === last) return;
    last = key;
    options.onPhase(phase);
  });
  return actor.start();
}
