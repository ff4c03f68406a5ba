import { describe, expect, it } from 'vitest';
import { organisations } from '../db/schema';
import { backends, serverSuite } from '../testing/harness';
import { signInNewUser } from '../testing/users';

describe.each(backends)('survey permissions on %s', (backend) => {
  const suite = serverSuite(backend);

  const path = (userId: string, surveyId: string) => `/access/api/users/id/${userId}/permissions/survey/${surveyId}`;

  it('lets the owner give, change and remove access, and lists the holders', async () => {
    const owner = await signInNewUser(suite.server, suite.admin);
    const reader = await signInNewUser(suite.server, suite.admin);
    const survey = (await suite.server.call('POST', '/admin/api/surveys', { token: owner.token, body: { title: 'Shared' } })).body.survey.id;
    expect((await suite.server.call('GET', `/admin/api/surveys/${survey}`, { token: reader.token })).status).toBe(404);
    const put = await suite.server.call('PUT', path(reader.id, survey), { token: owner.token, body: { access_level: 'read', scope: { scope_id: survey, scope_type: 'survey' } } });
    expect(put.status).toBe(200);
    expect(put.body.permission).toMatchObject({ access_level: 'read', scope: { scope_id: survey, scope_type: 'survey' } });
    expect((await suite.server.call('GET', `/admin/api/surveys/${survey}`, { token: reader.token })).body.survey.access_level).toBe('read');
    // A reader can see who holds access but not change it.
    const holders = await suite.server.call('GET', `/access/api/permissions/scopes/survey/${survey}`, { token: reader.token });
    expect(holders.body.permissions.map((p: { access_level: string }) => p.access_level).sort()).toEqual(['owner', 'read']);
    expect((await suite.server.call('PUT', path(reader.id, survey), { token: reader.token, body: { access_level: 'write' } })).status).toBe(403);
    expect((await suite.server.call('PUT', path(reader.id, survey), { token: owner.token, body: { access_level: 'write' } })).body.permission.access_level).toBe('write');
    expect((await suite.server.call('DELETE', path(reader.id, survey), { token: owner.token })).status).toBe(204);
    expect((await suite.server.call('GET', `/admin/api/surveys/${survey}`, { token: reader.token })).status).toBe(404);
  });

  it('keeps at least one owner and refuses bad input naming the field', async () => {
    const owner = await signInNewUser(suite.server, suite.admin);
    const survey = (await suite.server.call('POST', '/admin/api/surveys', { token: owner.token, body: { title: 'Mine' } })).body.survey.id;
    const demote = await suite.server.call('PUT', path(owner.id, survey), { token: owner.token, body: { access_level: 'read' } });
    expect(demote.status).toBe(409);
    expect((await suite.server.call('DELETE', path(owner.id, survey), { token: suite.admin })).status).toBe(409);
    const bad = await suite.server.call('PUT', path(owner.id, survey), { token: owner.token, body: { access_level: 'boss' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('access_level');
  });

  it('refuses to share a survey with a user of another organisation unless an admin does it', async () => {
    const owner = await signInNewUser(suite.server, suite.admin);
    const survey = (await suite.server.call('POST', '/admin/api/surveys', { token: owner.token, body: { title: 'In-house' } })).body.survey.id;
    const [elsewhere] = await suite.server.ctx.db.insert(organisations).values({ name: 'Elsewhere Ltd' }).returning();
    const outsider = await suite.server.call('POST', '/access/api/new-user', {
      token: suite.admin, body: { email: `outsider-${Date.now()}@example.test`, first_name: 'Out', org_id: elsewhere!.id },
    });
    const outsiderId = outsider.body.user.id as string;
    const refused = await suite.server.call('PUT', path(outsiderId, survey), { token: owner.token, body: { access_level: 'read' } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toContain('another organisation');
    expect(refused.body.error.message).toContain(outsider.body.user.email);
    expect((await suite.server.call('GET', path(outsiderId, survey), { token: owner.token })).status).toBe(404);
    const byAdmin = await suite.server.call('PUT', path(outsiderId, survey), { token: suite.admin, body: { access_level: 'read' } });
    expect(byAdmin.status).toBe(200);
  });
});
