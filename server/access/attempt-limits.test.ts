// Hole 2 of issue 11: the sign-in limit was bypassed by a new X-Forwarded-For on each attempt,
// and one password tried across many accounts was not limited at all.
import { describe, expect, it } from 'vitest';
import type { Config } from '../config';
import { adminEmail, adminPassword, createTestServer, type TestServer } from '../testing/harness';

const generous: Partial<Config> = {
  loginRateLimit: 1000, loginAddressRateLimit: 1000, loginAccountRateLimit: 1000, loginGlobalRateLimit: 1000,
  resetRateLimit: 1000, resetAddressRateLimit: 1000,
};

// Limits count in fixed windows (15 minutes, a minute for the global one): a test that ran across a
// window's end would see its counts start over. The clock stands still at the start of an hour.
const hourStart = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);

async function withServer(overrides: Partial<Config>, run: (server: TestServer) => Promise<void>) {
  const server = await createTestServer('pglite', { ...generous, ...overrides }, { now: () => hourStart });
  try {
    await run(server);
  } finally {
    await server.close();
  }
}

const signIn = (server: TestServer, email: string, password: string, from?: string) =>
  server.call('POST', '/access/api/auth/login', { body: { email, password }, headers: from ? { 'x-forwarded-for': from } : {} });

describe('sign-in limits', () => {
  it('keys on the peer address, not on an X-Forwarded-For the client makes up', async () => {
    await withServer({ loginRateLimit: 3 }, async (server) => {
      const statuses = [];
      for (let i = 1; i <= 5; i++) statuses.push((await signIn(server, 'victim@example.test', 'guess', `198.51.100.${i}`)).status);
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
    });
  });

  it('believes X-Forwarded-For from a trusted proxy', async () => {
    await withServer({ loginRateLimit: 2, trustedProxies: ['127.0.0.1'] }, async (server) => {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await signIn(server, 'victim@example.test', 'guess', '203.0.113.1')).status);
      expect(statuses).toEqual([401, 401, 429]);
      expect((await signIn(server, 'victim@example.test', 'guess', '203.0.113.2')).status).toBe(401);
    });
  });

  it('limits one address trying many accounts, without refusing others', async () => {
    await withServer({ loginAddressRateLimit: 4 }, async (server) => {
      const statuses = [];
      for (let i = 0; i < 6; i++) statuses.push((await signIn(server, `sprayed${i}@example.test`, 'Summer2024!')).status);
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    });
    await withServer({ loginAddressRateLimit: 4, trustedProxies: ['127.0.0.1'] }, async (server) => {
      for (let i = 0; i < 5; i++) await signIn(server, `sprayed${i}@example.test`, 'Summer2024!', '203.0.113.7');
      // Someone else, elsewhere, with their own correct password, is not held up by it.
      expect((await signIn(server, adminEmail, adminPassword, '203.0.113.8')).status).toBe(200);
    });
  });

  it('limits one account tried from many addresses, answering 429 with Retry-After', async () => {
    await withServer({ loginAccountRateLimit: 3, trustedProxies: ['127.0.0.1'] }, async (server) => {
      const answers = [];
      for (let i = 1; i <= 4; i++) answers.push(await signIn(server, adminEmail, 'wrong password', `203.0.113.${i}`));
      expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 429]);
      const refused = answers[3]!;
      expect(refused.body.error.code).toBe('rate_limited');
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      // Even the right password waits: the account is under attack from everywhere.
      expect((await signIn(server, adminEmail, adminPassword, '203.0.113.99')).status).toBe(429);
    });
  });

  it('stops every sign-in past the global limit on failures', async () => {
    await withServer({ loginGlobalRateLimit: 4, trustedProxies: ['127.0.0.1'] }, async (server) => {
      const statuses = [];
      for (let i = 1; i <= 5; i++) statuses.push((await signIn(server, `nobody${i}@example.test`, 'guess', `198.51.100.${i}`)).status);
      expect(statuses).toEqual([401, 401, 401, 401, 429]);
      expect((await signIn(server, adminEmail, adminPassword, '192.0.2.50')).status).toBe(429);
    });
  });

  it('counts failures only: correct passwords never use up a limit', async () => {
    await withServer({ loginRateLimit: 2, loginAddressRateLimit: 2, loginAccountRateLimit: 2, loginGlobalRateLimit: 2 }, async (server) => {
      for (let i = 0; i < 6; i++) expect((await signIn(server, adminEmail, adminPassword)).status).toBe(200);
      expect((await signIn(server, adminEmail, 'wrong password')).status).toBe(401);
      expect((await signIn(server, adminEmail, adminPassword)).status).toBe(200);
    });
  });
});

describe('password reset limits', () => {
  const reset = (server: TestServer, email: string, from?: string) =>
    server.call('POST', '/access/api/reset-password', { body: { email }, headers: from ? { 'x-forwarded-for': from } : {} });

  it('limits requests per e-mail, answering the same whether or not it has an account', async () => {
    await withServer({ resetRateLimit: 2 }, async (server) => {
      const known = [await reset(server, adminEmail), await reset(server, adminEmail), await reset(server, adminEmail)];
      const unknown = [await reset(server, 'ghost@example.test'), await reset(server, 'ghost@example.test'), await reset(server, 'ghost@example.test')];
      expect(known.map((a) => a.status)).toEqual([200, 200, 429]);
      expect(unknown.map((a) => a.status)).toEqual([200, 200, 429]);
      expect(unknown.map((a) => a.body)).toEqual(known.map((a) => a.body));
      expect(Number(known[2]!.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  it('limits requests per peer address, whatever X-Forwarded-For says', async () => {
    await withServer({ resetAddressRateLimit: 3 }, async (server) => {
      const statuses = [];
      for (let i = 1; i <= 4; i++) statuses.push((await reset(server, `someone${i}@example.test`, `198.51.100.${i}`)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    });
  });
});
