import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestServer, type TestServer } from '../testing/harness';
import { checkReadiness, readJournal } from './health';

describe('readiness', () => {
  const journal = [{ tag: '0000_first', when: 100 }, { tag: '0001_second', when: 200 }];

  it('is ready when every journal migration is applied', async () => {
    expect(await checkReadiness({ applied: async () => new Set([100, 200]), journal, timeoutMs: 1000 }))
      .toEqual({ ready: true, migrations: 2 });
  });

  it('names the migrations not applied', async () => {
    expect(await checkReadiness({ applied: async () => new Set([100]), journal, timeoutMs: 1000 }))
      .toEqual({ ready: false, reason: 'Migrations not applied: 0001_second' });
  });

  it('is not ready when the database throws or does not answer in time', async () => {
    const refused = await checkReadiness({ applied: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')), journal, timeoutMs: 1000 });
    expect(refused).toEqual({ ready: false, reason: 'The main database is not reachable: connect ECONNREFUSED 127.0.0.1:5432' });
    const silent = await checkReadiness({ applied: () => new Promise(() => {}), journal, timeoutMs: 20 });
    expect(silent).toEqual({ ready: false, reason: 'The main database is not reachable: no answer within 20 ms' });
  });

  it('reads the committed journal', () => {
    const entries = readJournal();
    expect(entries.length).toBeGreaterThan(0);
    expect(entries[0]?.tag).toMatch(/^0000_/);
  });
});

describe.each(backends)('health probes on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => { server = await createTestServer(backend); });
  afterAll(() => server.close());

  it('answers /healthz without signing in, even under maintenance', async () => {
    server.ctx.maintenance.set('*', { available: false, scheduled_for: null });
    try {
      const health = await server.call('GET', '/healthz');
      expect(health.status).toBe(200);
      expect(health.body).toEqual({ status: 'up' });
      const ready = await server.call('GET', '/readyz');
      expect(ready.status).toBe(200);
      expect(ready.body).toEqual({ status: 'ready', migrations: readJournal().length });
    } finally {
      server.ctx.maintenance.set('*', { available: true, scheduled_for: null });
    }
  });

  it('answers /readyz 503 naming a migration the database lacks', async () => {
    const last = readJournal().at(-1)!;
    await server.ctx.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${last.when}`);
    const ready = await server.call('GET', '/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ error: { code: 'not_ready', message: `Migrations not applied: ${last.tag}` } });
  });
});

describe('readiness without a database', () => {
  it('answers /readyz 503 once the main database is gone', async () => {
    const server = await createTestServer('pglite');
    try {
      await server.app.ready();
      // Closing the database under the running app is what a lost connection looks like to it.
      const client = (server.ctx.db as unknown as { $client: { close(): Promise<void> } }).$client;
      await client.close();
      const ready = await server.call('GET', '/readyz');
      expect(ready.status).toBe(503);
      expect(ready.body.error.code).toBe('not_ready');
      expect(ready.body.error.message).toMatch(/^The main database is not reachable: /);
      expect((await server.call('GET', '/healthz')).status).toBe(200);
    } finally {
      await server.app.close();
      await server.ctx.regions.close();
      rmSync(server.ctx.config.dataDir, { recursive: true, force: true });
    }
  });
});
