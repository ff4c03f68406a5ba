import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/harness';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const base = '/admin/api/local/blob-storage/containers';

describe('image storage', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await createTestServer();
    token = await server.signIn();
  });
  afterAll(() => server.close());

  const upload = (container: string, name: string, body: Buffer, contentType = 'image/png', auth: string | null = token) =>
    server.call('POST', `${base}/${container}/blobs/${name}`, { token: auth ?? undefined, body, headers: { 'content-type': contentType } });
  const fetchFile = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

  it('creates a container with 201, then answers 200 because it exists', async () => {
    expect((await server.call('POST', `${base}/logos`, { token })).status).toBe(201);
    const again = await server.call('POST', `${base}/logos`, { token });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ container: { id: 'logos', created: false } });
  });

  it('stores a raw image under a folder and serves it publicly with its content type', async () => {
    await server.call('POST', `${base}/c-serve`, { token });
    const stored = await upload('c-serve', 'themes/42/1700-logo', PNG);
    expect(stored.status).toBe(201);
    expect(stored.body.blob).toMatchObject({ name: 'themes/42/1700-logo', content_type: 'image/png', size: PNG.length, url: '/files/c-serve/themes/42/1700-logo' });
    const file = await fetchFile('/files/c-serve/themes/42/1700-logo?v=1700');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);
    expect((await fetchFile('/files/c-serve/themes/42/1700-logo', { 'if-none-match': String(file.headers.etag) })).statusCode).toBe(304);
  });

  it('serves SVG under a policy that keeps its scripts from running', async () => {
    await server.call('POST', `${base}/c-svg`, { token });
    expect((await upload('c-svg', 'logo', SVG, 'image/svg+xml; charset=utf-8')).status).toBe(201);
    const file = await fetchFile('/files/c-svg/logo');
    expect(file.headers['content-type']).toBe('image/svg+xml');
    expect(file.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
  });

  it('takes gif, jpeg, png and svg only', async () => {
    await server.call('POST', `${base}/c-types`, { token });
    for (const type of ['image/gif', 'image/jpeg', 'IMAGE/PNG']) expect((await upload('c-types', 'a', PNG, type)).status).toBe(201);
    for (const type of ['image/webp', 'text/html', 'application/octet-stream']) {
      const refused = await upload('c-types', 'a', PNG, type);
      expect(refused.status).toBe(415);
      expect(refused.body.error.message).toContain(`got ${type}`);
    }
  });

  it('takes exactly 5,242,880 bytes and refuses one more with 413 naming both sizes', async () => {
    await server.call('POST', `${base}/c-size`, { token });
    expect((await upload('c-size', 'max', Buffer.alloc(5_242_880))).status).toBe(201);
    const refused = await upload('c-size', 'over', Buffer.alloc(5_242_881));
    expect(refused.status).toBe(413);
    expect(refused.body.error.message).toBe('Image file size is too large (5,242,881 bytes), please select an image smaller than 5,242,880 bytes');
    expect((await fetchFile('/files/c-size/over')).statusCode).toBe(404);
  });

  it('stops reading a body without a length once it passes the maximum', async () => {
    await server.call('POST', `${base}/c-chunked`, { token });
    const chunks = Array.from({ length: 6 }, () => Buffer.alloc(1_000_000));
    const refused = await server.app.inject({
      method: 'POST', url: `${base}/c-chunked/blobs/big`, payload: Readable.from(chunks),
      headers: { authorization: `Token ${token}`, 'content-type': 'image/jpeg' },
    });
    expect(refused.statusCode).toBe(413);
    expect(refused.json().error.message).toContain('(more than 5,242,880 bytes)');
  });

  it('refuses path traversal in blob names and container ids', async () => {
    await server.call('POST', `${base}/c-safe`, { token });
    // Encoded dots and slashes reach the name check and get 400 naming the bad part.
    for (const name of ['..%2F..%2Fescape', 'a/..%2F..%2Fescape', '.meta%2Fx.json']) {
      const refused = await upload('c-safe', name, PNG);
      expect(refused.status, name).toBe(400);
      expect(refused.body.error.message, name).toMatch(/got "\.(\.|meta)"/);
    }
    // Plain dot segments are resolved by URL parsing before routing: they land on another route or none.
    for (const name of ['../../../../../../escape', '%2E%2E/%2E%2E/%2E%2E/%2E%2E/%2E%2E/%2E%2E/escape']) {
      expect((await upload('c-safe', name, PNG)).status, name).toBe(404);
    }
    expect(existsSync(path.join(server.ctx.config.dataDir, 'escape'))).toBe(false);
    expect((await server.call('POST', `${base}/..%2Fup`, { token })).status).toBe(400);
    expect((await fetchFile('/files/c-safe/..%2F..%2Fmain')).statusCode).toBe(404);
  });

  it('answers 404 for an unknown store or a container never created, 409 for a folder clash', async () => {
    expect((await server.call('POST', `${base.replace('local', 'azure')}/x`, { token })).status).toBe(404);
    expect((await upload('never-made', 'logo', PNG)).status).toBe(404);
    await server.call('POST', `${base}/c-clash`, { token });
    expect((await upload('c-clash', 'a', PNG)).status).toBe(201);
    expect((await upload('c-clash', 'a/b', PNG)).status).toBe(409);
  });

  it('deletes a blob (204), then it is gone (404)', async () => {
    await server.call('POST', `${base}/c-del`, { token });
    await upload('c-del', 'f/logo', PNG);
    expect((await server.call('DELETE', `${base}/c-del/blobs/f/logo`, { token })).status).toBe(204);
    expect((await fetchFile('/files/c-del/f/logo')).statusCode).toBe(404);
    expect((await server.call('DELETE', `${base}/c-del/blobs/f/logo`, { token })).status).toBe(404);
    // The emptied folder does not block a blob named like it.
    expect((await upload('c-del', 'f', PNG)).status).toBe(201);
  });

  it('needs a signed-in user to create, upload and delete', async () => {
    expect((await server.call('POST', `${base}/c-anon`)).status).toBe(401);
    await server.call('POST', `${base}/c-anon`, { token });
    expect((await upload('c-anon', 'logo', PNG, 'image/png', null)).status).toBe(401);
    await upload('c-anon', 'logo', PNG);
    expect((await server.call('DELETE', `${base}/c-anon/blobs/logo`)).status).toBe(401);
    expect((await fetchFile('/files/c-anon/logo')).statusCode).toBe(200);
  });
});
