// The sync lifecycle of one survey in the leader tab: push (resend the frozen batch, then the next
// ones), pull, wait with backoff when the network or the server fails, refresh the token on 401,
// stop on what retrying cannot fix. All I/O is in the invoked actors `push`, `pull` and `refresh`,
// provided by the draft store (tests provide fakes).
import { assign, fromPromise, setup } from 'xstate';
import type { PullOutcome } from './pull';
import type { PushOutcome } from './push';
import { TransportError, type TransportFailure } from './transport';

export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_MAX_MS = 60_000;
export const DEBOUNCE_MS = 300;
export const POLL_MS = 30_000;
/** Two 401s in a row, even right after a refresh: the session is over. */
const MAX_REFRESHES = 2;

export type SyncEvent =
  | { type: 'sync.changed' }
  | { type: 'sync.pull' }
  | { type: 'sync.online' }
  | { type: 'sync.offline' }
  | { type: 'sync.retry' };

/** Why the last attempt failed; `other` is an unexpected exception (a bug), kept with its message. */
export type SyncFailure = TransportFailure | { readonly kind: 'other'; readonly message: string };

export interface SyncContext {
  /** Failed attempts in a row: the backoff exponent. */
  attempt: number;
  failure: SyncFailure | null;
  /** Which step to repeat after waiting or refreshing. */
  resume: 'push' | 'pull';
  refreshes: number;
  /** Jitter source: Math.random in the app, a seeded PRNG in tests. */
  random: () => number;
  pollMs: number;
  online: boolean;
  /** A change arrived since the last push started: do not settle in idle. */
  dirty: boolean;
  /** A pull was asked for while busy: do it before settling in idle. */
  pullDue: boolean;
}

export interface SyncInput {
  readonly random?: () => number;
  readonly pollMs?: number;
}

/** Exponential backoff with full jitter over the upper half, or the server's Retry-After. */
export function backoffDelay(context: Pick<SyncContext, 'attempt' | 'failure' | 'random'>): number {
  if (context.failure?.kind === 'rate_limited' && context.failure.retryAfterMs !== null) return context.failure.retryAfterMs;
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, context.attempt - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * context.random());
}

const failureOf = (error: unknown): SyncFailure =>
  error instanceof TransportError ? error.failure : { kind: 'other', message: error instanceof Error ? error.message : String(error) };

export const syncMachine = setup({
  types: {
    context: {} as SyncContext,
    events: {} as SyncEvent,
    input: {} as SyncInput,
  },
  actors: {
    push: fromPromise<PushOutcome>(async () => 'idle'),
    pull: fromPromise<PullOutcome>(async () => 'unchanged'),
    refresh: fromPromise<void>(async () => {}),
  },
  actions: {
    fail: assign(({ context }, params: { error: unknown; resume: 'push' | 'pull' }) => ({
      failure: failureOf(params.error),
      resume: params.resume,
      attempt: context.attempt + 1,
      refreshes: failureOf(params.error).kind === 'unauthorized' ? context.refreshes + 1 : 0,
    })),
    succeed: assign({ attempt: 0, failure: null, refreshes: 0 }),
    setOnline: assign((_, params: { online: boolean }) => ({ online: params.online })),
    markDirty: assign({ dirty: true }),
    markClean: assign({ dirty: false }),
    markPullDue: assign({ pullDue: true }),
    clearPullDue: assign({ pullDue: false }),
  },
  guards: {
    needsPull: (_, params: { outcome: PushOutcome }) => params.outcome === 'needsPull',
    isIdle: (_, params: { outcome: PushOutcome }) => params.outcome === 'idle',
    isUnauthorized: ({ context }) => context.failure?.kind === 'unauthorized' && context.refreshes <= MAX_REFRESHES,
    isPermanent: ({ context }) => {
      const kind = context.failure?.kind;
      return kind === 'forbidden' || kind === 'unauthorized' || kind === 'other';
    },
    resumesPull: ({ context }) => context.resume === 'pull',
    isDirty: ({ context }) => context.dirty,
    isPullDue: ({ context }) => context.pullDue,
  },
  delays: {
    backoff: ({ context }) => backoffDelay(context),
    debounce: DEBOUNCE_MS,
    poll: ({ context }) => context.pollMs,
  },
}).createMachine({
  id: 'sync',
  context: ({ input }) => ({
    attempt: 0, failure: null, resume: 'push', refreshes: 0,
    random: input.random ?? Math.random, pollMs: input.pollMs ?? POLL_MS, online: true, dirty: false, pullDue: false,
  }),
  // Push first: a batch frozen by a leader that died must be resent before anything is pulled.
  initial: 'pushing',
  on: {
    'sync.changed': { actions: 'markDirty' },
    'sync.pull': { actions: 'markPullDue' },
    'sync.online': { actions: { type: 'setOnline', params: { online: true } } },
    'sync.offline': { actions: { type: 'setOnline', params: { online: false } } },
  },
  states: {
    pushing: {
      entry: 'markClean',
      invoke: {
        src: 'push',
        onDone: [
          { guard: { type: 'needsPull', params: ({ event }) => ({ outcome: event.output }) }, target: 'pulling', actions: 'succeed' },
          { guard: { type: 'isIdle', params: ({ event }) => ({ outcome: event.output }) }, target: 'idle', actions: 'succeed' },
          { target: 'pushing', reenter: true, actions: 'succeed' },
        ],
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ error: event.error, resume: 'push' }) } },
      },
    },
    pulling: {
      entry: 'clearPullDue',
      invoke: {
        src: 'pull',
        onDone: { target: 'pushing', actions: 'succeed' },
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ error: event.error, resume: 'pull' }) } },
      },
    },
    idle: {
      always: [{ guard: 'isDirty', target: 'debouncing' }, { guard: 'isPullDue', target: 'pulling' }],
      on: { 'sync.changed': 'debouncing', 'sync.pull': 'pulling', 'sync.retry': 'pushing' },
      after: { poll: 'pulling' },
    },
    debouncing: {
      on: { 'sync.pull': 'pulling' },
      after: { debounce: 'pushing' },
    },
    failed: {
      always: [
        { guard: 'isUnauthorized', target: 'refreshing' },
        { guard: 'isPermanent', target: 'error' },
        { target: 'waiting' },
      ],
    },
    waiting: {
      on: { 'sync.online': { target: 'resuming', actions: { type: 'setOnline', params: { online: true } } }, 'sync.retry': 'resuming' },
      after: { backoff: 'resuming' },
    },
    resuming: {
      always: [{ guard: 'resumesPull', target: 'pulling' }, { target: 'pushing' }],
    },
    refreshing: {
      invoke: {
        src: 'refresh',
        onDone: 'resuming',
        onError: { target: 'error', actions: assign({ failure: { kind: 'unauthorized' } }) },
      },
    },
    error: {
      on: { 'sync.retry': { target: 'resuming', actions: 'succeed' } },
    },
  },
});
