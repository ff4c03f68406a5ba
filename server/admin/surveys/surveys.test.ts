import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { components } from '../../db/schema';
import { backends, serverSuite } from '../../testing/harness';
import { signInNewUser } from '../../testing/users';

describe.each(backends)('surveys on %s', (backend) => {
  const suite = serverSuite(backend);

  it('lists the demo survey the first admin received', async () => {
    const list = await suite.server.call('GET', '/admin/api/surveys', { token: suite.admin });
    expect(list.status).toBe(200);
    const [demo] = list.body.surveys;
    expect(demo).toMatchObject({ title: 'Customer satisfaction (demo)', access_level: 'owner', deployment_info: { status: 'draft' } });
    expect(demo.development_fields).toMatchObject({ client_id: null, project_id: null });
    const rows = await suite.server.ctx.db.select().from(components).where(eq(components.survey_id, demo.id));
    const kinds = new Set(rows.map((r) => r.kind));
    expect([...kinds].sort()).toEqual(['answer', 'answer_group', 'exit_block', 'grid', 'group', 'question', 'quota', 'quota_definition', 'quota_group', 'routing_item', 'routing_page']);
    expect(rows.filter((r) => r.kind === 'question').length).toBeGreaterThanOrEqual(5);
  });

  it('creates a draft survey named after its title, owned by its creator, with a revision ETag', async () => {
    const created = await suite.server.call('POST', '/admin/api/surveys', { token: suite.admin, body: { title: 'Staff pulse' } });
    expect(created.status).toBe(201);
    expect(created.body.survey).toMatchObject({ name: 'Staff pulse', title: 'Staff pulse', access_level: 'owner', deployment_info: { status: 'draft' }, default_language: 'en' });
    expect(created.headers.etag).toBe('"1"');
    const fetched = await suite.server.call('GET', `/admin/api/surveys/${created.body.survey.id}`, { token: suite.admin });
    expect(fetched.body.survey.title).toBe('Staff pulse');
  });

  it('refuses a survey without a title, naming the field', async () => {
    const response = await suite.server.call('POST', '/admin/api/surveys', { token: suite.admin, body: { title: '  ' } });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toContain('title');
  });

  it('hides another user\'s survey as not found', async () => {
    const { token: user } = await signInNewUser(suite.server, suite.admin);
    const adminSurvey = (await suite.server.call('GET', '/admin/api/surveys', { token: suite.admin })).body.surveys[0];
    expect((await suite.server.call('GET', `/admin/api/surveys/${adminSurvey.id}`, { token: user })).status).toBe(404);
    expect((await suite.server.call('GET', '/admin/api/surveys/not-a-uuid', { token: user })).status).toBe(404);
  });
});
