// Hole 4 of issue 11: oversize and deeply nested values must be refused with 4xx naming what is
// wrong, never answer 500 (a RangeError from a recursive reader) and never be stored, where they
// would break every client that reads the survey later.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { components, publishedSurveys } from '../../db/schema';
import { backends, serverSuite } from '../../testing/harness';
import { publishableSurvey } from '../../testing/publishable-survey';
import { newSurvey } from '../../testing/users';

/** `levels` nested objects around a leaf: `{ a: { a: … 1 } }`. */
function nested(levels: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
}

describe.each(backends)('input limits on %s', (backend) => {
  const suite = serverSuite(backend);
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, body?: unknown) =>
    suite.server.call(method, url, { token: suite.admin, body });
  const revisionOf = async (id: string) => (await call('GET', `/admin/api/surveys/${id}`)).body.survey.revision as number;
  const listReadable = async () => {
    const list = await call('GET', '/admin/api/surveys');
    expect(list.status).toBe(200);
  };

  it('refuses a 1 MB title with 400 naming title, writing nothing', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    const response = await call('PATCH', `/admin/api/surveys/${id}`, { title: 'x'.repeat(1_000_000) });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('invalid');
    expect(response.body.error.message).toContain('title');
    expect(response.body.error.details).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'title' })]));
    expect(await revisionOf(id)).toBe(1);
    expect((await call('GET', `/admin/api/surveys/${id}`)).body.survey.title).toBe('Test survey');
    await listReadable();
  });

  it('holds title, name and description to the same limits on create and on update', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    const create = (body: object) => call('POST', '/admin/api/surveys', body);
    const update = (body: object) => call('PATCH', `/admin/api/surveys/${id}`, body);
    for (const send of [create, update]) {
      expect((await send({ title: 't'.repeat(200), description: 'd'.repeat(5000) })).status).toBeLessThan(300);
      expect((await send({ title: 't'.repeat(201) })).body.error.details[0].field).toBe('title');
      expect((await send({ title: 'ok', description: 'd'.repeat(5001) })).body.error.details[0].field).toBe('description');
    }
    expect((await update({ name: 'n'.repeat(201) })).body.error.details[0].field).toBe('name');
  });

  it('refuses a 3,000-deep object in a PATCH with 4xx, and a deep one under the ceiling too, writing nothing', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    for (const body of [{ theme: { title: 'x', extra: nested(3000) } }, { deployment_info: nested(3000) }, { privacy_config: { deep: nested(40) } }, { development_fields: { x: nested(40) } }]) {
      const response = await call('PATCH', `/admin/api/surveys/${id}`, body);
      expect(response.status, JSON.stringify(response.body)).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
    expect(await revisionOf(id)).toBe(1);
    await listReadable();
  });

  it('refuses an object field of a survey past its size', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    const response = await call('PATCH', `/admin/api/surveys/${id}`, { development_fields: { notes: 'n'.repeat(300_000) } });
    expect(response.status).toBe(400);
    expect(response.body.error.details[0].field).toMatch(/^development_fields/);
    expect(await revisionOf(id)).toBe(1);
  });

  it('refuses ~1,500 nested levels in settings, batches and publishing with 4xx, writing nothing', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    const built = publishableSurvey();
    expect((await call('POST', `/admin/api/surveys/${id}/components`, built.components)).status).toBe(200);
    expect((await call('POST', `/admin/api/surveys/${id}/routes`, built.routes)).status).toBe(200);
    const before = await revisionOf(id);
    const rowsBefore = await suite.server.ctx.db.select().from(components).where(eq(components.survey_id, id));
    for (const levels of [1500, 40]) {
      const deep = nested(levels);
      const calls = [
        call('PATCH', `/admin/api/surveys/${id}/settings`, { settings: { deep } }),
        call('POST', `/admin/api/surveys/${id}/components`, [{ action: 'post', kind: 'group', client_ref: `g${levels}`, fields: { presentation: { deep } } }]),
        call('POST', `/admin/api/surveys/${id}/components/temp`, [{ action: 'post', kind: 'conditional_text', client_ref: `t${levels}`, fields: { development_fields: { deep } } }]),
        call('POST', `/admin/api/surveys/${id}/routes`, [{ action: 'post', kind: 'routing_page', client_ref: `p${levels}`, fields: { development_fields: { deep } } }]),
        call('POST', `/admin/api/surveys/${id}/published`, { development_fields: { deep } }),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.status, JSON.stringify(response.body)).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
      }
    }
    expect(await revisionOf(id)).toBe(before);
    expect(await suite.server.ctx.db.select().from(components).where(eq(components.survey_id, id))).toHaveLength(rowsBefore.length);
    expect(await suite.server.ctx.db.select().from(publishedSurveys).where(eq(publishedSurveys.survey_id, id))).toEqual([]);
    expect((await call('GET', `/admin/api/surveys/${id}/settings`)).body.settings).toEqual({});
    await listReadable();
  });
});
