import { describe, expect, it } from 'vitest';
import { ApiClient, ApiError } from './client';

function client(status: number, body: unknown, token: string | null = 'session') {
  const seen: { unauthorized: number; unavailable: number; headers: Headers[] } = { unauthorized: 0, unavailable: 0, headers: [] };
  const api = new ApiClient(
    { token: () => token, onUnauthorized: () => void seen.unauthorized++, onUnavailable: () => void seen.unavailable++ },
    (async (_url: string, init: RequestInit) => {
      seen.headers.push(new Headers(init.headers));
      return new Response(body === undefined ? null : JSON.stringify(body), { status });
    }) as unknown as typeof fetch,
  );
  return { api, seen };
}

describe('api client', () => {
  it('sends the session token as "Token <code>" with no-cache', async () => {
    const { api, seen } = client(200, { ok: true });
    expect(await api.get('/x')).toEqual({ ok: true });
    expect(seen.headers[0]?.get('Authorization')).toBe('Token session');
    expect(seen.headers[0]?.get('Cache-Control')).toBe('no-cache');
  });

  it('reports a 401 so the app signs out, and throws the server message', async () => {
    const { api, seen } = client(401, { error: { message: 'Your session has expired', code: 'unauthorized' } });
    await expect(api.get('/x')).rejects.toMatchObject({ status: 401, message: 'Your session has expired' });
    expect(seen.unauthorized).toBe(1);
  });

  it('does not end the session when a one-off token (set-password link) is refused', async () => {
    const { api, seen } = client(401, { error: { message: 'used' } });
    await expect(api.patch('/x', {}, { token: 'link' })).rejects.toBeInstanceOf(ApiError);
    expect(seen.unauthorized).toBe(0);
    expect(seen.headers[0]?.get('Authorization')).toBe('Token link');
  });

  it('reports a 503 as maintenance', async () => {
    const { api, seen } = client(503, { error: { message: 'down' } });
    await expect(api.get('/x')).rejects.toMatchObject({ status: 503 });
    expect(seen.unavailable).toBe(1);
  });

  it('falls back to "Unknown" when the server sends no message', async () => {
    const { api } = client(500, undefined);
    await expect(api.get('/x')).rejects.toMatchObject({ status: 500, message: 'Unknown' });
  });
});
