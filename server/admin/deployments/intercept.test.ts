import { describe, expect, it } from 'vitest';
import { backends, serverSuite } from '../../testing/harness';
import { newSurvey, readerWriterStranger } from '../../testing/users';
import { expectFeatureGate } from './testing';

describe.each(backends)('survey intercept on %s', (backend) => {
  const suite = serverSuite(backend);

  const url = (id: string) => `/admin/api/surveys/${id}/deployments/intercept`;
  const get = (id: string, token = suite.admin) => suite.server.call('GET', url(id), { token });
  const put = (id: string, intercept: unknown, token = suite.admin) => suite.server.call('PUT', url(id), { token, body: { intercept } });
  const remove = (id: string, token = suite.admin) => suite.server.call('DELETE', url(id), { token });
  const revisionOf = async (id: string) => (await suite.server.call('GET', `/admin/api/surveys/${id}`, { token: suite.admin })).body.survey.revision as number;

  const checkout = {
    enabled: true,
    presentation: 'slide_in',
    sample_rate_percent: 25,
    triggers: [
      { id: 't1', type: 'page_url', match: 'starts_with', value: 'https://shop.example/checkout' },
      { id: 't2', type: 'time_on_page', seconds: 15 },
    ],
  };

  it('answers { intercept: null } for a survey without one, with the revision ETag', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    const response = await get(id);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ intercept: null });
    expect(response.headers.etag).toBe(`"${await revisionOf(id)}"`);
  });

  it('stores a PUT with its defaults filled, answers it wrapped, and bumps the revision', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    const before = await revisionOf(id);
    const saved = await put(id, checkout);
    expect(saved.status).toBe(200);
    expect(saved.body.intercept).toMatchObject({ ...checkout, trigger_match: 'all', invitation: { accept_label: 'Take the survey' } });
    expect(saved.body.intercept.updated_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(saved.headers.etag).toBe(`"${before + 1}"`);
    expect(await revisionOf(id)).toBe(before + 1);
    const read = await get(id);
    expect(read.body).toEqual(saved.body);
    expect(read.headers.etag).toBe(`"${before + 1}"`);
  });

  it('replaces the intercept whole: triggers left out are gone', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    await put(id, checkout);
    const replaced = await put(id, { enabled: false, triggers: [{ id: 't3', type: 'exit_intent' }] });
    expect(replaced.body.intercept).toMatchObject({ enabled: false, presentation: 'popup', sample_rate_percent: 100, triggers: [{ id: 't3', type: 'exit_intent' }] });
    expect((await get(id)).body.intercept.triggers).toHaveLength(1);
  });

  it('leaves the revision alone when the same intercept is put again', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    const first = await put(id, checkout);
    const again = await put(id, checkout);
    expect(again.status).toBe(200);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.body).toEqual(first.body);
  });

  it('answers 304 when the client already has the revision', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    const { headers } = await put(id, checkout);
    const cached = await suite.server.call('GET', url(id), { token: suite.admin, headers: { 'if-none-match': headers.etag as string } });
    expect(cached.status).toBe(304);
  });

  it('deletes the intercept, and a second DELETE succeeds without a write', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    await put(id, checkout);
    const before = await revisionOf(id);
    const removed = await remove(id);
    expect(removed.status).toBe(204);
    expect(removed.headers.etag).toBe(`"${before + 1}"`);
    expect((await get(id)).body).toEqual({ intercept: null });
    const again = await remove(id);
    expect(again.status).toBe(204);
    expect(again.headers.etag).toBe(`"${before + 1}"`);
  });

  it('refuses bad input with a 400 naming the field, storing nothing', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    const expectRefused = async (intercept: unknown, field: string) => {
      const response = await put(id, intercept);
      expect(response.status).toBe(400);
      expect(response.body.error.message).toContain(field);
    };
    await expectRefused({ sample_rate_percent: 150 }, 'intercept.sample_rate_percent');
    await expectRefused({ triggers: [{ id: 't', type: 'page_url', match: 'regex', value: '[' }] }, 'intercept.triggers.0.value');
    await expectRefused({ triggers: [{ id: 't', type: 'hover' }] }, 'intercept.triggers.0.type');
    await expectRefused({ presentation: 'modal' }, 'intercept.presentation');
    await expectRefused({ updated_at: '2030-01-01T00:00:00Z' }, 'intercept.updated_at: set by the server');
    await expectRefused({ colour: 'red' }, 'intercept.colour');
    const unwrapped = await suite.server.call('PUT', url(id), { token: suite.admin, body: { enabled: true } });
    expect(unwrapped.status).toBe(400);
    expect(unwrapped.body.error.message).toContain('enabled');
    expect((await get(id)).body).toEqual({ intercept: null });
  });

  it('lets a reader read but not write; hides another organisation\'s survey', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    await put(id, checkout);
    const { reader, writer, stranger } = await readerWriterStranger(suite.server, suite.admin, id);
    expect((await get(id, reader.token)).body.intercept).toMatchObject({ enabled: true });
    expect((await put(id, checkout, reader.token)).status).toBe(403);
    expect((await remove(id, reader.token)).status).toBe(403);
    expect((await put(id, { ...checkout, enabled: false }, writer.token)).body.intercept.enabled).toBe(false);
    expect((await get(id, stranger.token)).status).toBe(404);
    expect((await put(id, checkout, stranger.token)).status).toBe(404);
    expect((await suite.server.call('GET', url(id))).status).toBe(401);
  });

  it('needs the survey_deployment_intercept feature, which admins always have', () => expectFeatureGate(suite, 'survey_deployment_intercept', {
    read: (id, token) => get(id, token),
    write: (id, token) => put(id, checkout, token),
    writtenStatus: 200,
  }));

  it('goes with its survey when the survey is deleted', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    await put(id, checkout);
    expect((await suite.server.call('DELETE', `/admin/api/surveys/${id}`, { token: suite.admin })).status).toBe(204);
    expect((await get(id)).status).toBe(404);
  });
});
