import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { components, idempotencyKeys } from '../../db/schema';
import { backends, serverSuite } from '../../testing/harness';
import { newSurvey } from '../../testing/users';

describe.each(backends)('Idempotency-Key on survey batches on %s', (backend) => {
  const suite = serverSuite(backend);

  const send = (surveyId: string, key: string, items: unknown[]) =>
    suite.server.call('POST', `/admin/api/surveys/${surveyId}/components`, { token: suite.admin, body: items, headers: { 'idempotency-key': key } });
  const twoQuestions = [
    { action: 'post', kind: 'question', client_ref: 'a' },
    { action: 'post', kind: 'question', client_ref: 'b' },
  ];
  // The batches here post questions and groups; the survey's starting routing page is not theirs.
  const countRows = async (surveyId: string) =>
    (await suite.server.ctx.db.select().from(components).where(eq(components.survey_id, surveyId))).filter((row) => row.kind !== 'routing_page').length;

  it('answers the same key and body with the stored reply, applying nothing twice', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    const first = await send(id, 'batch-1', twoQuestions);
    // Someone else writes in between: the replay must still be the first reply, not a recomputation.
    await suite.server.call('POST', `/admin/api/surveys/${id}/components`, { token: suite.admin, body: [{ action: 'post', kind: 'group', client_ref: 'g' }] });
    const again = await send(id, 'batch-1', twoQuestions);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await countRows(id)).toBe(3);
  });

  it('refuses the same key with another body with 422', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    await send(id, 'batch-2', twoQuestions);
    const other = await send(id, 'batch-2', [{ action: 'post', kind: 'group', client_ref: 'g' }]);
    expect(other.status).toBe(422);
    expect(other.body.error.code).toBe('idempotency_key_reused');
    expect(await countRows(id)).toBe(2);
  });

  it('answers 409 while a request with the key is still in progress', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    await suite.server.ctx.db.insert(idempotencyKeys).values({ survey_id: id, key: 'batch-3', request_hash: 'x', status: 'in_progress' });
    const response = await send(id, 'batch-3', twoQuestions);
    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe('batch_in_progress');
    expect(await countRows(id)).toBe(0);
  });

  it('stores nothing for a refused batch, so its key can carry the corrected batch', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    const refused = await send(id, 'batch-4', [{ action: 'post', kind: 'answer', client_ref: 'x' }]);
    expect(refused.status).toBe(400);
    expect((await send(id, 'batch-4', twoQuestions)).status).toBe(200);
  });

  it('applies concurrent sends of one batch once: the others get the stored reply or 409', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    const replies = await Promise.all(Array.from({ length: 5 }, () => send(id, 'batch-5', twoQuestions)));
    for (const reply of replies) expect([200, 409]).toContain(reply.status);
    const ok = replies.filter((reply) => reply.status === 200);
    expect(ok.length).toBeGreaterThan(0);
    for (const reply of ok) expect(reply.body).toEqual(ok[0]!.body);
    expect(await countRows(id)).toBe(2);
  });

  it('applies concurrent batches under different keys one after the other', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    const replies = await Promise.all(['k-a', 'k-b', 'k-c'].map((key) => send(id, key, [{ action: 'post', kind: 'group', client_ref: key }])));
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200]);
    expect(replies.map((reply) => reply.body.revision).sort()).toEqual([2, 3, 4]);
  });

  it('refuses a malformed key', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    expect((await send(id, 'has space', twoQuestions)).status).toBe(400);
  });
});
