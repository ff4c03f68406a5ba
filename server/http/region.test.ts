// A survey is locked to its region (spec §4, §6): a server that does not serve the survey's region
// answers 401 invalid_region for it, naming the region, and the session stays valid.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { surveys } from '../db/schema';
import { createTestServer } from '../testing/harness';
import { newSurvey } from '../testing/users';

describe('surveys of another region', () => {
  it('answers invalid_region for them and keeps the session', async () => {
    const server = await createTestServer('pglite', { servedRegions: ['uk'] });
    try {
      const admin = await server.signIn();
      const here = await newSurvey(server, admin, 'Here');
      const elsewhere = await newSurvey(server, admin, 'Elsewhere');
      await server.ctx.db.update(surveys).set({ region: 'eu' }).where(eq(surveys.id, elsewhere));
      const refused = await server.call('GET', `/admin/api/surveys/${elsewhere}`, { token: admin });
      expect(refused.status).toBe(401);
      expect(refused.body.error).toMatchObject({ code: 'invalid_region', details: { region: 'eu' } });
      expect(refused.body.error.message).toContain('region eu');
      const patch = await server.call('PATCH', `/admin/api/surveys/${elsewhere}`, { token: admin, body: { title: 'Moved?' } });
      expect(patch.status).toBe(401);
      expect((await server.call('GET', `/admin/api/surveys/${here}`, { token: admin })).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('refuses a configuration that serves no known region', async () => {
    const { loadConfig } = await import('../config');
    expect(() => loadConfig({ FIELDWORK_REGIONS: 'mars' })).toThrow(/FIELDWORK_REGIONS/);
    expect(loadConfig({ FIELDWORK_REGIONS: 'uk, eu' }).servedRegions).toEqual(['uk', 'eu']);
  });
});
