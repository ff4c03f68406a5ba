// The audit trail: every successful write through the contract is recorded with who made it and
// what it was about; reads and refused calls are not.
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, users } from '../db/schema';
import { backends, serverSuite } from '../testing/harness';
import { newSurvey } from '../testing/users';

for (const backend of backends) {
  describe(`audit trail (${backend})`, () => {
    const suite = serverSuite(backend);
    const latest = async () => (await suite.server.ctx.db.select().from(auditEvents).orderBy(desc(auditEvents.created_at), desc(auditEvents.id)).limit(1))[0];
    const count = async () => (await suite.server.ctx.db.select().from(auditEvents)).length;
    const adminId = async () => (await suite.server.ctx.db.select().from(users).where(eq(users.email, suite.server.ctx.config.adminEmail)))[0]!.id;

    it('records who changed which survey, with the endpoint and status', async () => {
      const surveyId = await newSurvey(suite.server, suite.admin);
      const patched = await suite.server.call('PATCH', `/admin/api/surveys/${surveyId}`, { token: suite.admin, body: { title: 'Audited' } });
      expect(patched.status).toBe(200);
      const event = await latest();
      expect(event).toMatchObject({ endpoint: expect.stringMatching(/surveys/), actor_id: await adminId(), survey_id: surveyId, status: 200 });
      expect(event?.request_id).toBeTruthy();
    });

    it('records nothing for reads and for refused calls', async () => {
      const surveyId = await newSurvey(suite.server, suite.admin);
      const before = await count();
      expect((await suite.server.call('GET', `/admin/api/surveys/${surveyId}`, { token: suite.admin })).status).toBe(200);
      expect((await suite.server.call('PATCH', `/admin/api/surveys/${surveyId}`, { body: { title: 'Anonymous' } })).status).toBe(401);
      expect((await suite.server.call('PATCH', `/admin/api/surveys/${surveyId}`, { token: suite.admin, body: { title: 42 } })).status).toBe(400);
      expect(await count()).toBe(before);
    });

    it('records admin switches that name no survey', async () => {
      const put = await suite.server.call('PUT', '/admin/api/maintenance', { token: suite.admin, body: { key: 'audit.example/', available: true } });
      expect(put.status).toBe(200);
      expect(await latest()).toMatchObject({ endpoint: 'admin.maintenance.set', actor_id: await adminId(), survey_id: null });
    });
  });
}
