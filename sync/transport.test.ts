import { describe, expect, it } from 'vitest';
import { createHttpTransport, REF_RETIRED, retryAfterMs, TransportError, type FetchLike } from './transport';

interface Call { url: string; method: string; headers: Record<string, string>; body?: string }

type Answer = { status: number; body?: unknown; headers?: Record<string, string> };

/** Answers in call order; or, given a map, by the path after /surveys/s1 (each path its own queue). */
function fake(answers: Answer[] | Record<string, Answer[]>) {
  const calls: Call[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, ...init });
    const answer = Array.isArray(answers) ? answers.shift() : answers[url.replace('/admin/api/surveys/s1', '')]?.shift();
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

  it('reads the survey, both lists and the deployments, again when their revisions differ', async () => {
    const list = (revision: number, id: string) => ({ status: 200, body: { components: [{ id, kind: 'group', name: '', order: 0, parent: null, client_ref: null }], revision } });
    const survey = (revision: number) => ({ status: 200, body: { survey: { id: 's1', title: 'T', revision } } });
    const etag = (revision: number) => ({ ETag: `"${revision}"` });
    const { transport } = fake({
      '/components': [list(3, 'a'), list(4, 'a')],
      '': [survey(4), survey(4)],
      '/routes': [list(4, 'r'), list(4, 'r')],
      '/deployments/intercept': [{ status: 200, body: { intercept: null }, headers: etag(4) }, { status: 200, body: { intercept: null }, headers: etag(4) }],
      '/deployments/email/tasks': [{ status: 200, body: { tasks: [] }, headers: etag(4) }, { status: 200, body: { tasks: [task] }, headers: etag(4) }],
    });
    const state = await transport.pull('s1', null);
    expect(state).toMatchObject({ revision: 4, survey: { title: 'T' }, intercept: null, emailTasks: [{ id: task.id }] });
    expect(state!.rows.map((r) => r.id)).toEqual(['a', 'r']);
  });

  it('asks for all five reads of a first pull before the components answer, and for the components alone when a revision is known', async () => {
    const urls: string[] = [];
    let answerComponents = () => {};
    const fetch: FetchLike = async (url) => {
      urls.push(url.replace('/admin/api/surveys/s1', ''));
      if (url.endsWith('/components')) await new Promise<void>((resolve) => { answerComponents = resolve; });
      const body = url.endsWith('/components') || url.endsWith('/routes') ? { components: [], revision: 2 }
        : url.endsWith('/intercept') ? { intercept: null } : url.endsWith('/tasks') ? { tasks: [] } : { survey: { id: 's1', revision: 2 } };
      return { status: 200, headers: { get: () => '"2"' }, text: async () => JSON.stringify(body) };
    };
    const transport = createHttpTransport({ fetch, token: () => 'abc' });
    const first = transport.pull('s1', null);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(urls.sort()).toEqual(['', '/components', '/deployments/email/tasks', '/deployments/intercept', '/routes']);
    answerComponents();
    expect(await first).toMatchObject({ revision: 2 });

    urls.length = 0;
    const again = transport.pull('s1', 2);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(urls).toEqual(['/components']);
    answerComponents();
    await again;
  });

  it('reads a deployment the organisation may not use (403) as none, not as a failure', async () => {
    const forbidden = { status: 403, body: { error: { code: 'feature_required', message: 'no' } } };
    const { transport } = fake({
      '/components': [{ status: 200, body: { components: [], revision: 2 } }],
      '': [{ status: 200, body: { survey: { id: 's1', revision: 2 } } }],
      '/routes': [{ status: 200, body: { components: [], revision: 2 } }],
      '/deployments/intercept': [forbidden],
      '/deployments/email/tasks': [forbidden],
    });
    expect(await transport.pull('s1', null)).toMatchObject({ revision: 2, intercept: null, emailTasks: [] });
  });

  it('reads Retry-After in seconds or as a date', () => {
    expect(retryAfterMs('2')).toBe(2000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4000)).toBe(6000);
    expect(retryAfterMs('soon')).toBeNull();
  });
});

const task = {
  id: '00000000-0000-4000-8000-000000000001', client_ref: '01900000-0000-7000-8000-000000000001', name: '', subject: '', body: '',
  sender_name: '', reply_to: null, launch_language: 'en', schedule: { type: 'now' }, status: 'draft', send_status: 'draft',
  created_at: '2030-01-01T00:00:00.000Z', updated_at: '2030-01-01T00:00:00.000Z',
};

describe('http transport, deployments', () => {
  const email = (items: unknown[]) => ({ batchId: 'b-2', channel: 'email' as const, body: JSON.stringify(items) });

  it('puts the whole intercept, and answers with what the server stored', async () => {
    const stored = { enabled: true, updated_at: '2030-01-01T00:00:00.000Z' };
    const { calls, transport } = fake([{ status: 200, body: { intercept: stored }, headers: { ETag: '"5"' } }]);
    const reply = await transport.send('s1', { batchId: 'b-1', channel: 'intercept', body: JSON.stringify({ action: 'put', intercept: { enabled: true } }) });
    expect(reply).toMatchObject({ revision: 5, intercept: stored });
    expect(calls[0]).toMatchObject({ url: '/admin/api/surveys/s1/deployments/intercept', method: 'PUT', body: '{"intercept":{"enabled":true}}' });
  });

  it('sends e-mail items one by one, a task already deleted counting as done', async () => {
    const { calls, transport } = fake([
      { status: 201, body: { task }, headers: { ETag: '"3"' } },
      { status: 200, body: { task: { ...task, subject: 'Hi' } }, headers: { ETag: '"4"' } },
      { status: 404, body: { error: { code: 'already_deleted', message: 'gone' } } },
    ]);
    const reply = await transport.send('s1', email([
      { action: 'post', task: { client_ref: task.client_ref, name: 'W1' } },
      { action: 'patch', id: task.id, task: { subject: 'Hi' } },
      { action: 'delete', id: 'x' },
    ]));
    expect(calls.map((c) => `${c.method} ${c.url.split('/deployments/')[1]} ${c.headers['Idempotency-Key']}`)).toEqual([
      'POST email/tasks b-2:0', `PATCH email/tasks/${task.id} b-2:1`, 'DELETE email/tasks/x b-2:2',
    ]);
    expect(calls[0]!.body).toBe(`{"task":{"client_ref":"${task.client_ref}","name":"W1"}}`);
    expect(reply.items.map((i) => [i.action, i.revision])).toEqual([['post', 3], ['patch', 4], ['delete', null]]);
    expect(reply.revision).toBe(4);
  });

  it('refuses the items the server refuses after sending the others, telling a retired ref apart', async () => {
    const { calls, transport } = fake([
      { status: 410, body: { error: { code: 'deleted', message: 'deleted' } } },
      { status: 400, body: { error: { code: 'bad_request', message: 'subject missing' } } },
      { status: 204, headers: { ETag: '"9"' } },
    ]);
    const failure = await failureOf(transport.send('s1', email([
      { action: 'post', task: { client_ref: task.client_ref } },
      { action: 'patch', id: task.id, task: { status: 'pending' } },
      { action: 'delete', id: task.id },
    ])));
    expect(calls).toHaveLength(3);
    expect(failure).toEqual({ kind: 'refused', refusals: [
      { index: 0, client_ref: task.client_ref, code: REF_RETIRED, message: 'deleted' },
      { index: 1, client_ref: null, code: 'bad_request', message: 'subject missing' },
    ] });
  });

  it('resends nothing itself: an ambiguous failure mid-batch fails the whole send', async () => {
    const { transport } = fake([{ status: 201, body: { task }, headers: { ETag: '"3"' } }]);
    expect(await failureOf(transport.send('s1', email([{ action: 'post', task: { client_ref: task.client_ref } }, { action: 'delete', id: 'x' }]))))
      .toEqual({ kind: 'network' });
  });
});
