import { describe, expect, it } from 'vitest';
import { createHttpTransport, retryAfterMs, TransportError, type FetchLike } from './transport';

interface Call { url: string; method: string; headers: Record<string, string>; body?: string }

function fake(answers: { status: number; body?: unknown; headers?: Record<string, string> }[]) {
  const calls: Call[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, ...init });
    const answer = answers.shift();
    if (!answer) throw new TypeError('Failed to fetch');
    const headers = Object.fromEntries(Object.entries(answer.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
    return { status: answer.status, headers: { get: (name: string) => headers[name.toLowerCase()] ?? null }, text: async () => (answer.body === undefined ? '' : JSON.stringify(answer.body)) };
  };
  return { calls, transport: createHttpTransport({ fetch, token: () => 'abc' }) };
}

const failureOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TransportError) return error.failure;
    throw error;
  }
  throw new Error('did not fail');
};

const batch = { batchId: 'b-1', channel: 'components' as const, body: '[{"action":"delete","id":"x","kind":"group"}]' };

describe('http transport', () => {
  it('sends the frozen body as is, with the token and the batch id as Idempotency-Key', async () => {
    const { calls, transport } = fake([{ status: 200, body: { items: [{ index: 0, action: 'delete', id: 'x', deleted: [] }], revision: 4 }, headers: { ETag: '"4"' } }]);
    expect(await transport.send('s1', batch)).toMatchObject({ revision: 4 });
    expect(calls[0]).toMatchObject({
      url: '/admin/api/surveys/s1/components', method: 'POST', body: batch.body,
      headers: { Authorization: 'Token abc', 'Idempotency-Key': 'b-1', 'Content-Type': 'application/json' },
    });
  });

  it('tells each failure apart', async () => {
    const { transport } = fake([
      { status: 401 }, { status: 429, headers: { 'Retry-After': '3' } }, { status: 409 }, { status: 413 }, { status: 422 },
      { status: 400, body: { error: { message: 'no', code: 'batch_refused', details: [{ index: 0, client_ref: 'c', code: 'not_found', message: 'gone' }] } } },
      { status: 503 }, { status: 403 },
    ]);
    const kinds = [];
    for (let i = 0; i < 9; i++) kinds.push(await failureOf(transport.send('s1', batch)));
    expect(kinds).toEqual([
      { kind: 'unauthorized' }, { kind: 'rate_limited', retryAfterMs: 3000 }, { kind: 'busy' }, { kind: 'too_large' }, { kind: 'key_reused' },
      { kind: 'refused', refusals: [{ index: 0, client_ref: 'c', code: 'not_found', message: 'gone' }] },
      { kind: 'server', status: 503 }, { kind: 'forbidden', status: 403 }, { kind: 'network' },
    ]);
  });

  it('answers null when the known revision is still current', async () => {
    const { calls, transport } = fake([{ status: 304, headers: { ETag: '"7"' } }]);
    expect(await transport.pull('s1', 7)).toBeNull();
    expect(calls[0]!.headers['If-None-Match']).toBe('"7"');
  });

  it('reads the survey and both lists, again when their revisions differ', async () => {
    const list = (revision: number, id: string) => ({ status: 200, body: { components: [{ id, kind: 'group', name: '', order: 0, parent: null, client_ref: null }], revision } });
    const survey = (revision: number) => ({ status: 200, body: { survey: { id: 's1', title: 'T', revision } } });
    const { transport } = fake([list(3, 'a'), survey(4), list(4, 'r'), list(4, 'a'), survey(4), list(4, 'r')]);
    const state = await transport.pull('s1', null);
    expect(state).toMatchObject({ revision: 4, survey: { title: 'T' } });
    expect(state!.rows.map((r) => r.id)).toEqual(['a', 'r']);
  });

  it('reads Retry-After in seconds or as a date', () => {
    expect(retryAfterMs('2')).toBe(2000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4000)).toBe(6000);
    expect(retryAfterMs('soon')).toBeNull();
  });
});
