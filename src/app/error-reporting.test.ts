import { describe, expect, it } from 'vitest';
import type { BrowserOptions, ErrorEvent } from '@sentry/react';
import { scrubBreadcrumb, scrubBrowserEvent, startErrorReporting, type ReportingSdk } from './error-reporting';

/** An auth actor with a user who signs in later. */
function fakeAuth() {
  let login: { user: { id: string } } | null = null;
  const listeners: (() => void)[] = [];
  const auth = {
    getSnapshot: () => ({ context: { login } }),
    subscribe: (listener: () => void) => { listeners.push(listener); return { unsubscribe: () => {} }; },
  };
  return {
    session: { auth } as never,
    signIn(id: string) { login = { user: { id } }; listeners.forEach((listener) => listener()); },
  };
}

function fakeSdk() {
  const calls = { init: [] as BrowserOptions[], users: [] as ({ id: string } | null)[] };
  const sdk: ReportingSdk = {
    init: (options) => calls.init.push(options),
    setUser: (user) => calls.users.push(user),
    setTag: () => {},
    captureException: () => {},
  };
  return { sdk, calls };
}

describe('browser error reporting', () => {
  it('loads nothing when the server names no service', async () => {
    let loaded = false;
    const started = await startErrorReporting(fakeAuth().session, {
      config: async () => ({ errorReporting: null }),
      load: async () => { loaded = true; return fakeSdk().sdk; },
    });
    expect(started).toBe(false);
    expect(loaded).toBe(false);
  });

  it('starts with the DSN and follows the signed-in user by id', async () => {
    const { sdk, calls } = fakeSdk();
    const auth = fakeAuth();
    const started = await startErrorReporting(auth.session, {
      config: async () => ({ errorReporting: { dsn: 'https://key@errors.example.test/3', release: 'fieldwork@1.0.0' } }),
      load: async () => sdk,
    });
    expect(started).toBe(true);
    expect(calls.init[0]).toMatchObject({ dsn: 'https://key@errors.example.test/3', release: 'fieldwork@1.0.0', sendDefaultPii: false });
    auth.signIn('user-7');
    expect(calls.users).toEqual([null, { id: 'user-7' }]);
  });

  it('sends events without tokens, queries, headers, bodies or other user fields', () => {
    const event = {
      message: 'request failed with Authorization: Token abcdefgh12345678',
      user: { id: 'user-7', email: 'someone@example.test', ip_address: '10.0.0.1' },
      request: { url: 'https://app.example.test/set-password?token=secret-token', headers: { Referer: 'https://x/?token=secret-token' }, data: '{"answers":1}' },
      extra: { answers: ['yes'] },
      contexts: { state: { body: 'survey answer', note: 'ok' } },
      breadcrumbs: [
        { category: 'console', message: 'answer: yes' },
        { category: 'fetch', data: { url: '/access/api/auth/refresh?token=secret-token', method: 'POST', status_code: 500, request_body: 'secret' } },
      ],
    } as unknown as ErrorEvent;
    const scrubbed = scrubBrowserEvent(event);
    const text = JSON.stringify(scrubbed);
    for (const secret of ['abcdefgh12345678', 'secret-token', 'someone@example.test', '10.0.0.1', 'survey answer', 'answer: yes', '"secret"', 'answers']) {
      expect(text).not.toContain(secret);
    }
    expect(scrubbed.user).toEqual({ id: 'user-7' });
    expect(scrubbed.request).toEqual({ url: 'https://app.example.test/set-password' });
    expect(scrubbed.breadcrumbs).toEqual([{ category: 'fetch', data: { url: '/access/api/auth/refresh', method: 'POST', status_code: 500 } }]);
  });

  it('drops console breadcrumbs and the query of navigations', () => {
    expect(scrubBreadcrumb({ category: 'console', message: 'x' })).toBeNull();
    expect(scrubBreadcrumb({ category: 'navigation', data: { from: '/login?redirect=/a', to: '/set-password?token=t' } }))
      .toEqual({ category: 'navigation', data: { from: '/login', to: '/set-password' } });
  });
});
