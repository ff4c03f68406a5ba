import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startServer, type Server } from '../start';
import { adminEmail, adminPassword } from '../testing/harness';
import { requestIdOf, scrubText, serializeError } from './logging';

describe('request ids', () => {
  const headers = (value?: string) => ({ headers: value === undefined ? {} : { 'x-request-id': value } }) as never;

  it('keeps an incoming id that looks like one', () => {
    expect(requestIdOf(headers('trace-0a1b2c:7'))).toBe('trace-0a1b2c:7');
  });

  it('replaces a missing, long or line-forging id with a random uuid', () => {
    for (const bad of [undefined, '', 'x'.repeat(129), 'abc\n{"level":60}', 'a b', '"quoted"']) {
      expect(requestIdOf(headers(bad))).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });
});

describe('scrubbing', () => {
  it('drops the parameters a failed query quotes, token codes and secret query values', () => {
    const text = 'Failed query: insert into answers values ($1, $2)\nparams: my secret answer,42\n    at run (db.ts:1:1)';
    expect(scrubText(text)).toBe('Failed query: insert into answers values ($1, $2)\nparams: [redacted]\n    at run (db.ts:1:1)');
    expect(scrubText('sent Token AbCdEf0123456789xyz')).toBe('sent Token [redacted]');
    expect(scrubText('/set-password?token=abc123&lang=en')).toBe('/set-password?token=[redacted]&lang=en');
  });

  it('keeps only type, code, message, stack and cause of an error', () => {
    const error = Object.assign(new Error('Failed query: update users\nparams: hunter2'), {
      code: '23505', detail: 'Key (email)=(someone@example.test) already exists', params: ['hunter2'],
    });
    const serialized = serializeError(error);
    expect(Object.keys(serialized).sort()).toEqual(['code', 'message', 'stack', 'type']);
    expect(JSON.stringify(serialized)).not.toContain('hunter2');
    expect(JSON.stringify(serialized)).not.toContain('someone@example.test');
  });
});

describe('structured request logs', () => {
  const lines: string[] = [];
  let server: Server;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'fw-logs-'));
    const config = {
      ...loadConfig({ FIELDWORK_DATA_DIR: dataDir, FIELDWORK_ADMIN_EMAIL: adminEmail, FIELDWORK_ADMIN_PASSWORD: adminPassword }, { memory: true }),
      staticDir: path.join(dataDir, 'no-dist'),
    };
    server = await startServer(config, { log: () => {}, logger: { destination: { write: (line) => lines.push(line) } } });
    server.app.get('/logging-test/failure', { config: { access: 'public' } }, async () => {
      throw new Error('Failed query: insert into answers\nparams: the respondent said yes');
    });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  const linesOf = (id: string) => lines.filter((line) => (JSON.parse(line) as { reqId?: string }).reqId === id);

  it('writes JSON lines carrying the request id, echoed in X-Request-Id, and no credentials', async () => {
    const login = await server.app.inject({ method: 'POST', url: '/access/api/auth/login', payload: { email: adminEmail, password: adminPassword } });
    expect(login.statusCode).toBe(200);
    const code = (JSON.parse(login.body) as { token: { code: string } }).token.code;

    const response = await server.app.inject({
      method: 'GET', url: '/admin/api/maintenance',
      headers: { authorization: `Token ${code}`, cookie: 'session=cookie-secret', 'x-request-id': 'trace-logs-1' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBe('trace-logs-1');

    // One line per request, written when the reply has gone: the request, its status and time.
    const mine = linesOf('trace-logs-1').map((line) => JSON.parse(line) as { req?: { method?: string; url?: string; headers?: Record<string, string> }; res?: { statusCode?: number }; responseTime?: number });
    expect(mine).toHaveLength(1);
    const [line] = mine;
    expect(line?.req).toMatchObject({ method: 'GET', url: '/admin/api/maintenance' });
    expect(line?.res?.statusCode).toBe(200);
    expect(line?.responseTime).toBeGreaterThanOrEqual(0);
    expect(line?.req?.headers?.authorization).toBe('[redacted]');
    expect(line?.req?.headers?.['x-request-id']).toBe('trace-logs-1');
    const all = lines.join('\n');
    expect(all).not.toContain(code);
    expect(all).not.toContain('cookie-secret');
    expect(all).not.toContain(adminPassword);
  });

  it('gives a request without an id a fresh one, on every line of it', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/healthz' });
    const id = String(response.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(linesOf(id).length).toBeGreaterThanOrEqual(1);
  });

  it('logs a failure without the values its message quotes', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/logging-test/failure', headers: { 'x-request-id': 'trace-logs-2' } });
    expect(response.statusCode).toBe(500);
    const failure = entries().find((entry) => entry.reqId === 'trace-logs-2' && entry.err);
    expect(failure).toBeDefined();
    expect(JSON.stringify(failure)).toContain('params: [redacted]');
    expect(lines.join('\n')).not.toContain('the respondent said yes');
  });
});
