import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestServer, type TestServer } from '../testing/harness';
import { MaintenanceStore } from './status-file';

describe('maintenance status file', () => {
  const dir = () => mkdtempSync(path.join(tmpdir(), 'fw-maint-'));

  it('is available when there is no file, and falls back to the "*" entry', () => {
    const store = MaintenanceStore.inDataDir(dir());
    expect(store.isDown('example.test/')).toBe(false);
    store.set('*', { available: false, scheduled_for: null });
    expect(store.isDown('example.test/')).toBe(true);
    store.set('example.test/', { available: true, scheduled_for: null });
    expect(store.isDown('example.test/')).toBe(false);
    expect(store.isDown('other.test/')).toBe(true);
  });

  it('keeps the last good state when the file is broken by hand', () => {
    const store = MaintenanceStore.inDataDir(dir());
    store.set('*', { available: false, scheduled_for: '2026-12-01T22:00:00Z' });
    expect(store.isDown('a/')).toBe(true);
    writeFileSync(store.filePath, '{ not json');
    expect(store.isDown('a/')).toBe(true);
  });
});

describe('maintenance over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => { server = await createTestServer(); });
  afterAll(() => server.close());

  it('answers 503 on every API while on, keeps the status file and the switch reachable, and recovers', async () => {
    const admin = await server.signIn();
    const on = await server.call('PUT', '/admin/api/maintenance', { token: admin, body: { available: false } });
    expect(on.status).toBe(200);
    const status = await server.call('GET', '/status/maintenance.json');
    expect(status.status).toBe(200);
    expect(status.body['*']).toEqual({ available: false, scheduled_for: null });
    const blocked = await server.call('GET', '/admin/api/surveys', { token: admin });
    expect(blocked.status).toBe(503);
    expect((await server.call('POST', '/access/api/auth/login', { body: {} })).status).toBe(503);
    const off = await server.call('PUT', '/admin/api/maintenance', { token: admin, body: { available: true } });
    expect(off.status).toBe(200);
    expect((await server.call('GET', '/admin/api/surveys', { token: admin })).status).toBe(200);
  });

  it('lets only admins switch maintenance and validates the time', async () => {
    expect((await server.call('PUT', '/admin/api/maintenance', { body: { available: false } })).status).toBe(401);
    const admin = await server.signIn();
    const bad = await server.call('PUT', '/admin/api/maintenance', { token: admin, body: { available: true, scheduled_for: 'tomorrow' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('scheduled_for');
  });
});

describe('maintenance for one host', () => {
  // inject() sends Host: localhost:80; a switch keyed on that host must hold however the client
  // names another host in X-Forwarded-Host, unless the request comes through a trusted proxy.
  const key = 'localhost:80/';
  const blockedFor = async (server: TestServer, admin: string) => {
    const spoofed = await server.call('GET', '/admin/api/surveys', { token: admin, headers: { 'x-forwarded-host': 'elsewhere.example' } });
    return spoofed.status;
  };

  it('cannot be dodged with a spoofed X-Forwarded-Host', async () => {
    const server = await createTestServer();
    try {
      const admin = await server.signIn();
      expect((await server.call('PUT', '/admin/api/maintenance', { token: admin, body: { key, available: false } })).status).toBe(200);
      expect((await server.call('GET', '/admin/api/surveys', { token: admin })).status).toBe(503);
      expect(await blockedFor(server, admin)).toBe(503);
    } finally {
      await server.close();
    }
  });

  it('follows X-Forwarded-Host from a trusted proxy', async () => {
    const server = await createTestServer('pglite', { trustedProxies: ['127.0.0.1'] });
    try {
      const admin = await server.signIn();
      expect((await server.call('PUT', '/admin/api/maintenance', { token: admin, body: { key, available: false } })).status).toBe(200);
      expect(await blockedFor(server, admin)).toBe(200);
    } finally {
      await server.close();
    }
  });
});
