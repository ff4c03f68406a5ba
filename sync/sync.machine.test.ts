import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { PullOutcome } from './pull';
import type { PushOutcome } from './push';
import { backoffDelay, syncMachine } from './sync.machine';
import { TransportError, type TransportFailure } from './transport';

const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

/** A machine whose push answers from a script: an outcome or a failure per call. */
function run(script: (PushOutcome | TransportFailure)[], refresh: () => Promise<void> = async () => {}) {
  const clock = new SimulatedClock();
  const calls: string[] = [];
  const machine = syncMachine.provide({
    actors: {
      push: fromPromise(async () => {
        calls.push('push');
        const next = script.shift() ?? 'idle';
        if (typeof next === 'string') return next;
        throw new TransportError(next, next.kind);
      }),
      pull: fromPromise(async (): Promise<PullOutcome> => {
        calls.push('pull');
        return 'applied';
      }),
      refresh: fromPromise(async () => {
        calls.push('refresh');
        await refresh();
      }),
    },
  });
  const actor = createActor(machine, { clock, input: { random: () => 0 } }).start();
  return { actor, clock, calls };
}

describe('syncMachine', () => {
  it('pushes until idle, pulling when the base must be refreshed', async () => {
    const { actor, calls } = run(['acked', 'needsPull', 'dropped', 'idle']);
    await settle();
    expect(calls).toEqual(['push', 'push', 'pull', 'push', 'push']);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('waits with growing backoff after network failures, and resumes at once when back online', async () => {
    const { actor, clock, calls } = run([{ kind: 'network' }, { kind: 'network' }, 'idle']);
    await settle();
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(499);
    await settle();
    expect(calls).toEqual(['push']);
    clock.increment(1);
    await settle();
    expect(calls).toEqual(['push', 'push']);
    actor.send({ type: 'sync.online' });
    await settle();
    expect(calls).toEqual(['push', 'push', 'push']);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('refreshes the session on 401 and gives up after repeated 401s', async () => {
    const { actor, calls } = run([{ kind: 'unauthorized' }, { kind: 'unauthorized' }, { kind: 'unauthorized' }, { kind: 'unauthorized' }]);
    await settle();
    expect(calls.slice(0, 4)).toEqual(['push', 'refresh', 'push', 'refresh']);
    expect(actor.getSnapshot().value).toBe('error');
  });

  it('stops on a permanent failure until told to retry', async () => {
    const { actor, calls } = run([{ kind: 'forbidden', status: 403 }, 'idle']);
    await settle();
    expect(actor.getSnapshot().value).toBe('error');
    actor.send({ type: 'sync.retry' });
    await settle();
    expect(calls).toEqual(['push', 'push']);
  });

  it('debounces changes, then pushes', async () => {
    const { actor, clock, calls } = run(['idle', 'acked', 'idle']);
    await settle();
    actor.send({ type: 'sync.changed' });
    clock.increment(299);
    await settle();
    expect(calls).toEqual(['push']);
    clock.increment(1);
    await settle();
    expect(calls).toEqual(['push', 'push', 'push']);
  });
});

describe('backoffDelay', () => {
  it('doubles up to a minute, jittered over the upper half', () => {
    expect(backoffDelay({ attempt: 1, failure: { kind: 'network' }, random: () => 0 })).toBe(500);
    expect(backoffDelay({ attempt: 3, failure: { kind: 'network' }, random: () => 1 })).toBe(4000);
    expect(backoffDelay({ attempt: 20, failure: { kind: 'network' }, random: () => 1 })).toBe(60_000);
  });

  it('follows Retry-After', () => {
    expect(backoffDelay({ attempt: 5, failure: { kind: 'rate_limited', retryAfterMs: 7000 }, random: () => 0 })).toBe(7000);
  });
});
