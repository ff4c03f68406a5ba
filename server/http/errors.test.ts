import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../schema/api';
import { createTestServer, type TestServer } from '../testing/harness';

/** Framework refusals answer in the one error shape, with the code the table maps to the status. */
function expectRefusal(response: { statusCode: number; body: string }, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  const body = errorBodySchema.strict().parse(JSON.parse(response.body));
  expect(body.error.code).toBe(code);
  expect(Object.keys(body.error).sort()).toEqual(body.error.details === undefined ? ['code', 'message'] : ['code', 'details', 'message']);
}

describe('framework-level refusals', () => {
  let server: TestServer;
  beforeAll(async () => { server = await createTestServer('pglite'); });
  afterAll(() => server.close());

  const login = '/access/api/auth/login';

  it('answers an unknown route 404', async () => {
    expectRefusal(await server.app.inject({ method: 'GET', url: '/admin/api/no-such-route' }), 404, 'not_found');
  });

  it('answers a body of the wrong content type 415', async () => {
    const response = await server.app.inject({ method: 'POST', url: login, headers: { 'content-type': 'text/plain' }, payload: 'email=a' });
    expectRefusal(response, 415, 'unsupported_media_type');
  });

  it('answers a body over the size limit 413', async () => {
    const payload = JSON.stringify({ email: 'a@example.test', password: 'x'.repeat(21 * 1024 * 1024) });
    const response = await server.app.inject({ method: 'POST', url: login, headers: { 'content-type': 'application/json' }, payload });
    expectRefusal(response, 413, 'limit');
  });

  it('answers malformed JSON 400', async () => {
    const response = await server.app.inject({ method: 'POST', url: login, headers: { 'content-type': 'application/json' }, payload: '{"email": ' });
    expectRefusal(response, 400, 'bad_json');
    expect(JSON.parse(response.body).error.message).toBe('Malformed JSON body');
  });

  it('answers request headers over the size limit 431 (refused by Node before Fastify)', async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    const response = await new Promise<{ statusCode: number; body: string; type: string | undefined }>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, path: '/healthz', headers: { 'x-padding': 'x'.repeat(64 * 1024) } }, (reply) => {
        let body = '';
        reply.setEncoding('utf8');
        reply.on('data', (chunk: string) => { body += chunk; });
        reply.on('end', () => resolve({ statusCode: reply.statusCode ?? 0, body, type: reply.headers['content-type'] }));
      });
      request.on('error', reject);
      request.end();
    });
    expect(response.type).toMatch(/^application\/json/);
    expectRefusal(response, 431, 'headers_too_large');
  });
});
