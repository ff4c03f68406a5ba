import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/harness';

/** A built app's shape: the shell, a script and its source map. */
function fakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'fw-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/app.js"></script>');
  writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log(1);\n//# sourceMappingURL=app.js.map\n');
  writeFileSync(path.join(dir, 'assets', 'app.js.map'), '{"version":3,"sources":["src/main.tsx"],"mappings":""}');
  return dir;
}

const directives = (header: unknown) =>
  new Map(String(header).split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...sources]) => [name, sources]));

function expectUnframeable(headers: Record<string, unknown>) {
  expect(directives(headers['content-security-policy']).get('frame-ancestors')).toEqual(["'none'"]);
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
}

describe('security headers', () => {
  let server: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = fakeBuild();
    server = await createTestServer('pglite', { staticDir: dist, sentryDsn: 'https://public@errors.example.test/7' });
    server.app.get('/own-policy', { config: { access: 'public' } }, (_request, reply) =>
      reply.header('Content-Security-Policy', "default-src 'none'; sandbox").send('inert'));
    server.app.get('/named-policy', { config: { access: 'public', securityPolicy: 'api' } }, () => ({ ok: true }));
  });
  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('gives the app shell a strict policy: no inline script, no framing', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/surveys/123/edit' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    // The browser reports errors to the configured service, and nowhere else.
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://errors.example.test']);
    expectUnframeable(response.headers);
  });

  it('puts the same headers on the assets of the shell', async () => {
    const script = await server.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(script.statusCode).toBe(200);
    expectUnframeable(script.headers);
  });

  it('lets the browser keep the hashed assets for good, and ask again for the shell', async () => {
    const script = await server.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const shell = await server.app.inject({ method: 'GET', url: '/surveys/123/edit' });
    expect(shell.headers['cache-control']).toMatch(/max-age=0|no-cache/);
  });

  it('gives API replies a policy that loads nothing, on success and on refusal', async () => {
    const login = await server.call('POST', '/access/api/auth/login', { body: { email: 'nobody@example.test', password: 'wrong password' } });
    expect(login.status).toBe(401);
    expect(directives(login.headers['content-security-policy']).get('default-src')).toEqual(["'none'"]);
    expectUnframeable(login.headers);
    const maintenance = await server.call('GET', '/admin/api/maintenance', { token: await server.signIn() });
    expect(maintenance.status).toBe(200);
    expect(directives(maintenance.headers['content-security-policy']).get('default-src')).toEqual(["'none'"]);
    expectUnframeable(maintenance.headers);
  });

  it('puts them on a 404 too', async () => {
    const missing = await server.call('GET', '/admin/api/no-such-thing');
    expect(missing.status).toBe(404);
    expectUnframeable(missing.headers);
  });

  it('lets a route name its policy, and keeps a policy the route set itself', async () => {
    const named = await server.app.inject({ method: 'GET', url: '/named-policy' });
    expect(directives(named.headers['content-security-policy']).get('default-src')).toEqual(["'none'"]);
    const own = await server.app.inject({ method: 'GET', url: '/own-policy' });
    expect(own.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(own.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends HSTS only over https, which a client cannot claim without a trusted proxy', async () => {
    const plain = await server.app.inject({ method: 'GET', url: '/healthz' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const spoofed = await server.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('security headers behind a trusted proxy', () => {
  let server: TestServer;
  beforeAll(async () => { server = await createTestServer('pglite', { trustedProxies: ['127.0.0.1'] }); });
  afterAll(() => server.close());

  it('sends HSTS when the proxy says the request came over https', async () => {
    const secure = await server.app.inject({ method: 'GET', url: '/healthz', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000');
    const plain = await server.app.inject({ method: 'GET', url: '/healthz', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('front-end source maps', () => {
  const dist = fakeBuild();
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('are not served unless configured', async () => {
    const server = await createTestServer('pglite', { staticDir: dist, serveSourceMaps: false });
    try {
      const map = await server.app.inject({ method: 'GET', url: '/assets/app.js.map' });
      expect(map.statusCode).toBe(404);
      expect(map.body).not.toContain('src/main.tsx');
      expect(JSON.parse(map.body).error.code).toBe('not_found');
      expect((await server.app.inject({ method: 'GET', url: '/assets/app.js' })).statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('are served with FIELDWORK_SOURCE_MAPS=1', async () => {
    const server = await createTestServer('pglite', { staticDir: dist, serveSourceMaps: true });
    try {
      const map = await server.app.inject({ method: 'GET', url: '/assets/app.js.map' });
      expect(map.statusCode).toBe(200);
      expect(map.body).toContain('src/main.tsx');
    } finally {
      await server.close();
    }
  });
});
