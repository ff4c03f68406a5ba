// The session lifecycle (spec §4): restore a stored login unless its token expired, count down
// to expiry every 60 s, refresh before it runs out, and sign out (revoke, wipe local data) on
// request, on expiry or on any 401. Every I/O is an actor provided by name, so tests swap them.
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { Login, User } from '../../api/types';

export const countdownIntervalMs = 60_000;
/** Refresh when less than this remains, so an active author is never cut off mid-edit. */
export const refreshWhenRemainingMs = 10 * 60_000;

export type SignOutReason = 'user' | 'expired' | 'unauthorized';

export type AuthEvent =
  | { type: 'auth.signIn'; email: string; password: string }
  | { type: 'auth.signOut' }
  | { type: 'auth.unauthorized' }
  | { type: 'auth.refresh' }
  | { type: 'auth.tick' }
  | { type: 'auth.userUpdated'; user: User };

/** Milliseconds left on the login's token (0 or less when expired or absent). */
export function remainingOf(login: Login | null): number {
  const expires = login ? Date.parse(login.token.expires_at) : NaN;
  return Number.isFinite(expires) ? expires - Date.now() : 0;
}

export interface AuthContext {
  login: Login | null;
  /** Milliseconds until the token expires, updated by the countdown. */
  remainingMs: number;
  error: string | null;
  signOutReason: SignOutReason | null;
}

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
  },
  actors: {
    restore: fromPromise<Login | null>(async () => null),
    signIn: fromPromise<Login, { email: string; password: string }>(async () => {
      throw new Error('signIn actor not provided');
    }),
    refresh: fromPromise<Login, Login>(async ({ input }) => input),
    signOut: fromPromise<void, Login | null>(async () => {}),
    countdown: fromCallback(({ sendBack }) => {
      const id = setInterval(() => sendBack({ type: 'auth.tick' }), countdownIntervalMs);
      return () => clearInterval(id);
    }),
  },
  actions: {
    remember: assign(({ context }, login: Login) => ({ ...context, login, error: null, signOutReason: null, remainingMs: remainingOf(login) })),
    setUser: assign(({ context }, user: User) => ({ ...context, login: context.login ? { ...context.login, user } : null })),
    // Writes the session to web storage: synchronous and local, so an action, not an actor.
    persist: (_, _login: Login | null) => {},
    updateRemaining: assign({ remainingMs: ({ context }) => remainingOf(context.login) }),
  },
  guards: {
    hasExpired: ({ context }) => remainingOf(context.login) <= 0,
    isRunningOut: ({ context }) => remainingOf(context.login) < refreshWhenRemainingMs,
  },
}).createMachine({
  id: 'auth',
  initial: 'restoring',
  context: { login: null, remainingMs: 0, error: null, signOutReason: null },
  states: {
    restoring: {
      invoke: {
        src: 'restore',
        onDone: [
          { guard: ({ event }) => event.output !== null, target: 'signedIn', actions: { type: 'remember', params: ({ event }) => event.output! } },
          { target: 'signedOut' },
        ],
        onError: 'signedOut',
      },
    },
    signedOut: {
      on: { 'auth.signIn': 'signingIn' },
    },
    signingIn: {
      entry: assign({ error: null }),
      invoke: {
        src: 'signIn',
        input: ({ event }) => (event.type === 'auth.signIn' ? { email: event.email, password: event.password } : { email: '', password: '' }),
        onDone: { target: 'signedIn', actions: { type: 'remember', params: ({ event }) => event.output } },
        onError: { target: 'signedOut', actions: assign({ error: ({ event }) => (event.error instanceof Error ? event.error.message : 'Unknown') }) },
      },
    },
    signedIn: {
      entry: { type: 'persist', params: ({ context }) => context.login },
      invoke: { src: 'countdown' },
      initial: 'active',
      states: {
        active: {
          on: { 'auth.refresh': 'refreshing' },
        },
        refreshing: {
          invoke: {
            src: 'refresh',
            input: ({ context }) => context.login!,
            onDone: { target: 'active', actions: [
              { type: 'remember', params: ({ event }) => event.output },
              { type: 'persist', params: ({ event }) => event.output },
            ] },
            // A failed refresh leaves the session as it is; a 401 arrives as auth.unauthorized.
            onError: 'active',
          },
        },
      },
      on: {
        'auth.tick': [
          { guard: 'hasExpired', target: 'signingOut', actions: assign({ signOutReason: 'expired' }) },
          { guard: 'isRunningOut', target: '.refreshing', actions: 'updateRemaining' },
          { actions: 'updateRemaining' },
        ],
        'auth.signOut': { target: 'signingOut', actions: assign({ signOutReason: 'user' }) },
        'auth.unauthorized': { target: 'signingOut', actions: assign({ signOutReason: 'unauthorized' }) },
        'auth.userUpdated': {
          actions: [{ type: 'setUser', params: ({ event }) => event.user }, { type: 'persist', params: ({ context }) => context.login }],
        },
      },
    },
    signingOut: {
      invoke: {
        src: 'signOut',
        input: ({ context }) => context.login,
        onDone: { target: 'signedOut', actions: assign({ login: null, remainingMs: 0 }) },
        onError: { target: 'signedOut', actions: assign({ login: null, remainingMs: 0 }) },
      },
    },
  },
});
