import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Login } from '../../api/types';
import { authMachine, countdownIntervalMs, refreshWhenRemainingMs } from './auth.machine';

const loginExpiringIn = (ms: number, code = 'code-1'): Login => ({
  user: { id: 'u1', first_name: 'A', last_name: 'B', email: 'a@b.test', is_admin: false, org_id: null, development_fields: {} },
  token: { code, expires_at: new Date(Date.now() + ms).toISOString() },
  org: null,
});

function start(options: { stored?: Login | null; signIn?: () => Promise<Login>; refresh?: () => Promise<Login> } = {}) {
  const persisted: (Login | null)[] = [];
  const signedOut: (Login | null)[] = [];
  const actor = createActor(authMachine.provide({
    actors: {
      restore: fromPromise(async () => options.stored ?? null),
      signIn: fromPromise(options.signIn ?? (async () => loginExpiringIn(3_600_000))),
      refresh: fromPromise(options.refresh ?? (async () => loginExpiringIn(3_600_000, 'code-2'))),
      signOut: fromPromise(async ({ input }: { input: Login | null }) => {
        signedOut.push(input);
      }),
    },
    actions: { persist: (_, login) => void persisted.push(login) },
  }));
  actor.start();
  return { actor, persisted, signedOut };
}

describe('auth machine', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it('restores a stored login whose token has not expired', async () => {
    const stored = loginExpiringIn(3_600_000);
    const { actor, persisted } = start({ stored });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(actor.getSnapshot().context.login).toEqual(stored);
    expect(persisted).toEqual([stored]);
  });

  it('starts signed out when nothing is stored', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('signedOut'));
  });

  it('signs in, and keeps the server message when sign-in fails', async () => {
    const failing = start({ signIn: async () => { throw new Error('Incorrect e-mail or password'); } });
    await waitFor(failing.actor, (s) => s.matches('signedOut'));
    failing.actor.send({ type: 'auth.signIn', email: 'a@b.test', password: 'x' });
    await waitFor(failing.actor, (s) => s.matches('signedOut') && s.context.error !== null);
    expect(failing.actor.getSnapshot().context.error).toBe('Incorrect e-mail or password');

    const { actor } = start();
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'auth.signIn', email: 'a@b.test', password: 'right' });
    await waitFor(actor, (s) => s.matches('signedIn'));
  });

  it('counts down every 60 s and refreshes when little time is left', async () => {
    const { actor, persisted } = start({ stored: loginExpiringIn(refreshWhenRemainingMs + 90_000) });
    await waitFor(actor, (s) => s.matches('signedIn'));
    vi.advanceTimersByTime(countdownIntervalMs);
    expect(actor.getSnapshot().matches({ signedIn: 'active' })).toBe(true);
    expect(actor.getSnapshot().context.remainingMs).toBe(refreshWhenRemainingMs + 30_000);
    vi.advanceTimersByTime(countdownIntervalMs);
    await waitFor(actor, (s) => s.context.login?.token.code === 'code-2');
    expect(persisted.at(-1)?.token.code).toBe('code-2');
  });

  it('signs out when the countdown reaches expiry', async () => {
    const { actor, signedOut } = start({ stored: loginExpiringIn(30_000), refresh: () => new Promise(() => {}) });
    await waitFor(actor, (s) => s.matches('signedIn'));
    vi.advanceTimersByTime(countdownIntervalMs);
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(actor.getSnapshot().context.signOutReason).toBe('expired');
    expect(signedOut).toHaveLength(1);
  });

  it('signs out on a 401 and on request, handing the login to the sign-out actor', async () => {
    const stored = loginExpiringIn(3_600_000);
    const { actor, signedOut } = start({ stored });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'auth.unauthorized' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(actor.getSnapshot().context).toMatchObject({ login: null, signOutReason: 'unauthorized' });
    expect(signedOut).toEqual([stored]);
  });

  it('stores the user when it changes (e.g. the agreement is accepted)', async () => {
    const stored = loginExpiringIn(3_600_000);
    const { actor, persisted } = start({ stored });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'auth.userUpdated', user: { ...stored.user, development_fields: { user_agreement_accepted: true } } });
    expect(actor.getSnapshot().context.login?.user.development_fields.user_agreement_accepted).toBe(true);
    expect(persisted.at(-1)?.user.development_fields.user_agreement_accepted).toBe(true);
  });
});
