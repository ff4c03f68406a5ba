import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEmail, adminPassword, createTestServer, type TestServer } from '../testing/harness';
import { authenticate } from '../http/principal';
import { createErrorReporter } from './error-reporting';

/** A Sentry-protocol service on 127.0.0.1 that keeps every envelope it receives. */
async function startCollector() {
  const envelopes: { path: string; text: string }[] = [];
  const waiting: (() => void)[] = [];
  const service = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      const text = (request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
      envelopes.push({ path: request.url ?? '', text });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      waiting.splice(0).forEach((resolve) => resolve());
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  const { port } = service.address() as AddressInfo;
  return {
    dsn: `http://publickey@127.0.0.1:${port}/1`,
    envelopes,
    /** The event items of the envelopes received so far (an envelope is JSON lines: header, item header, item). */
    events(): Record<string, unknown>[] {
      return envelopes.flatMap(({ text }) => {
        const lines = text.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>);
        return lines.flatMap((line, index) => (line.type === 'event' ? [lines[index + 1] as Record<string, unknown>] : []));
      });
    },
    next: () => new Promise<void>((resolve) => waiting.push(resolve)),
    close: () => new Promise<void>((resolve) => service.close(() => resolve())),
  };
}

describe('server error reporting', () => {
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let server: TestServer;
  beforeAll(async () => {
    collector = await startCollector();
    server = await createTestServer('pglite', { sentryDsn: collector.dsn });
    // A failing route that knows who is asking, as every contract route does.
    server.app.post('/reporting-test/failure', { config: { access: 'public' } }, async (request) => {
      await authenticate(server.ctx, request);
      throw new Error('Failed query: insert into answers values ($1)\nparams: my secret answer');
    });
  });
  afterAll(async () => {
    await server.close();
    await collector.close();
  });

  it('sends a 500 to the service, tagged with the user id, without token, Authorization or body', async () => {
    const login = await server.call('POST', '/access/api/auth/login', { body: { email: adminEmail, password: adminPassword } });
    const token = String(login.body.token.code);
    const userId = String(login.body.user.id);

    const arrived = collector.next();
    const response = await server.app.inject({
      method: 'POST', url: '/reporting-test/failure?token=query-secret',
      headers: { authorization: `Token ${token}`, 'content-type': 'application/json', 'x-request-id': 'trace-report-1' },
      payload: { answer: 'body secret' },
    });
    expect(response.statusCode).toBe(500);
    expect(JSON.parse(response.body)).toEqual({ error: { code: 'internal', message: 'Unknown' } });
    await arrived;

    const [event] = collector.events();
    expect(collector.envelopes[0]?.path.split('?')[0]).toBe('/api/1/envelope/');
    expect(event).toBeDefined();
    expect(event?.user).toEqual({ id: userId });
    expect(event?.tags).toMatchObject({ user_id: userId, request_id: 'trace-report-1', route: 'POST /reporting-test/failure' });
    const everything = collector.envelopes.map((envelope) => envelope.text).join('\n');
    expect(everything).toContain('Failed query: insert into answers');
    for (const secret of [token, 'query-secret', 'body secret', 'my secret answer', 'authorization', 'Authorization']) {
      expect(everything).not.toContain(secret);
    }
  });

  it('does not report expected refusals', async () => {
    const before = collector.envelopes.length;
    expect((await server.call('GET', '/admin/api/maintenance')).status).toBe(401);
    expect((await server.call('GET', '/admin/api/no-such-route')).status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(collector.envelopes.length).toBe(before);
  });

  it('tells the browser where to report, and lets it connect there', async () => {
    const config = await server.call('GET', '/status/client-config.json');
    expect(config.status).toBe(200);
    expect(config.body).toEqual({ errorReporting: { dsn: collector.dsn, release: expect.stringMatching(/^fieldwork@\d+\.\d+\.\d+/) } });
  });
});

describe('without a DSN', () => {
  it('creates no reporter and tells the browser nothing', async () => {
    expect(await createErrorReporter(null)).toBeNull();
    const server = await createTestServer('pglite');
    try {
      expect((await server.call('GET', '/status/client-config.json')).body).toEqual({ errorReporting: null });
    } finally {
      await server.close();
    }
  });
});
