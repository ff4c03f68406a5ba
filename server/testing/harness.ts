// Test servers: in-memory PGlite always, and fresh PostgreSQL databases per server (the main one
// and one per region) when DATABASE_URL is set (CI), so every server test runs on both engines.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { loadConfig, regions, type Config } from '../config';
import { startServer, type Server } from '../start';
import type { ServiceName } from '../app';

export type Backend = 'pglite' | 'postgres';
export const backends: readonly Backend[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export const adminEmail = 'admin@example.test';
export const adminPassword = 'correct horse battery';

export interface TestServer extends Server {
  /** Sends a request with `Authorization: Token <token>` when a token is given. */
  call(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, options?: { token?: string | undefined; body?: unknown; headers?: Record<string, string> }): Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
  signIn(email?: string, password?: string): Promise<string>;
}

export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL!;
  const name = `fw_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function createTestServer(
  backend: Backend = 'pglite',
  overrides: Partial<Config> = {},
  options: { now?: () => Date; services?: readonly ServiceName[] } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fieldwork-test-'));
  // On PostgreSQL, the respondent data too: each region its own database, as in production.
  const postgres = backend === 'postgres' ? await createPostgresDatabase() : null;
  const regionDatabases = backend === 'postgres'
    ? Object.fromEntries(await Promise.all(regions.map(async (region) => [region, await createPostgresDatabase()] as const)))
    : null;
  const base = loadConfig({
    FIELDWORK_DATA_DIR: dataDir, FIELDWORK_ADMIN_EMAIL: adminEmail, FIELDWORK_ADMIN_PASSWORD: adminPassword,
    FIELDWORK_VALIDATE_REPLIES: '1',
  }, { memory: true });
  const config: Config = {
    ...base,
    ...(postgres ? { database: { kind: 'postgres', url: postgres.url } } : {}),
    ...(regionDatabases ? { regionDatabases: Object.fromEntries(regions.map((region) => [region, { kind: 'postgres', url: regionDatabases[region]!.url }])) as Config['regionDatabases'] } : {}),
    staticDir: path.join(dataDir, 'no-dist'),
    // The respondent pages' renderer from source (vitest transforms it), not the SSR build.
    respondentRenderer: fileURLToPath(new URL('../../src/respondent/render-document.tsx', import.meta.url)),
    ...overrides,
  };
  const server = await startServer(config, { log: () => {}, ...options });
  const call: TestServer['call'] = async (method, url, { token, body, headers = {} } = {}) => {
    const response = await server.app.inject({
      method, url,
      headers: { ...(token ? { authorization: `Token ${token}` } : {}), ...headers },
      ...(body !== undefined ? { payload: body as object } : {}),
    });
    const text = response.body;
    return { status: response.statusCode, body: text ? JSON.parse(text) : null, headers: response.headers };
  };
  return {
    ...server,
    call,
    async signIn(email = adminEmail, password = adminPassword) {
      const response = await call('POST', '/access/api/auth/login', { body: { email, password } });
      if (response.status !== 200) throw new Error(`Sign-in as ${email} failed with ${response.status}: ${JSON.stringify(response.body)}`);
      return response.body.token.code as string;
    },
    async close() {
      await server.close();
      await postgres?.drop();
      await Promise.all(Object.values(regionDatabases ?? {}).map((database) => database.drop()));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One test server for the enclosing describe block, with its first admin signed in. */
export interface ServerSuite {
  readonly server: TestServer;
  /** The first admin's access token. */
  readonly admin: string;
}

/**
 * Starts a server before the block's tests and closes it after them. The fields are read
 * inside tests and hooks; reading them while the block is being declared is a mistake the
 * getter names, rather than an undefined that fails somewhere later.
 */
export function serverSuite(backend: Backend): ServerSuite {
  let started: { server: TestServer; admin: string } | undefined;
  beforeAll(async () => {
    const server = await createTestServer(backend);
    started = { server, admin: await server.signIn() };
  });
  afterAll(() => started?.server.close());
  const running = (field: string) => {
    if (!started) throw new Error(`serverSuite(${backend}).${field} was read before its beforeAll started the server`);
    return started;
  };
  return {
    get server() { return running('server').server; },
    get admin() { return running('admin').admin; },
  };
}
