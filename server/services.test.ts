// Each service is a plugin that can be started on its own (architecture §4): a server with only
// storage answers storage calls and knows no access or admin routes, and the reverse.
import { describe, expect, it } from 'vitest';
import { adminEmail, adminPassword, createTestServer } from './testing/harness';

describe('services started on their own', () => {
  it('serves only the services it was started with', async () => {
    const accessOnly = await createTestServer('pglite', {}, { services: ['access'] });
    try {
      const login = await accessOnly.call('POST', '/access/api/auth/login', { body: { email: adminEmail, password: adminPassword } });
      expect(login.status).toBe(200);
      const token = login.body.token.code as string;
      const surveys = await accessOnly.call('GET', '/admin/api/surveys', { token });
      expect(surveys.status).toBe(404);
      expect(surveys.body.error.code).toBe('not_found');
      expect(accessOnly.app.endpoints.every((e) => e.id.startsWith('access.'))).toBe(true);
    } finally {
      await accessOnly.close();
    }
    const storageOnly = await createTestServer('pglite', {}, { services: ['storage'] });
    try {
      expect(storageOnly.app.endpoints.map((e) => e.id).every((id) => id.startsWith('storage.'))).toBe(true);
      expect((await storageOnly.call('POST', '/access/api/auth/login', { body: { email: adminEmail, password: adminPassword } })).status).toBe(404);
    } finally {
      await storageOnly.close();
    }
  });
});
