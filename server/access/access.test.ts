import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema';
import { startMailCatcher, type MailCatcher } from '../mail/mail-catcher';
import { adminEmail, adminPassword, backends, createTestServer, type TestServer } from '../testing/harness';
import { wrongCredentials } from './service';

describe.each(backends)('access service on %s', (backend) => {
  let server: TestServer;
  let mail: MailCatcher;
  let clock = new Date();
  beforeAll(async () => {
    mail = await startMailCatcher();
    server = await createTestServer(backend, {
      loginRateLimit: 1000, loginAddressRateLimit: 1000, loginAccountRateLimit: 1000, loginGlobalRateLimit: 1000,
      resetRateLimit: 1000, resetAddressRateLimit: 1000, smtpUrl: mail.url, publicUrl: 'https://fieldwork.example',
    }, { now: () => clock });
  });
  afterAll(async () => {
    await server.close();
    await mail.close();
  });

  // The link as the recipient gets it: the outbox keeps no token (reset-links.test.ts).
  const lastMailLink = async () => {
    const last = mail.last();
    const match = /\/set-password\?token=([\w-]+)/.exec(last.text);
    if (!match?.[1]) throw new Error(`No set-password link in the last e-mail: ${last.text}`);
    return { to: last.to[0], code: match[1] };
  };

  const invite = async (email: string) => {
    const admin = await server.signIn();
    const created = await server.call('POST', '/access/api/new-user', { token: admin, body: { email, first_name: 'Nia', last_name: 'Ray' } });
    expect(created.status).toBe(201);
    const { code } = await lastMailLink();
    const set = await server.call('PATCH', '/access/api/users/me', { token: code, body: { password: 'a new password 1' } });
    expect(set.status).toBe(200);
    return { id: created.body.user.id as string, token: await server.signIn(email, 'a new password 1') };
  };

  it('signs in with the right password and returns the user and an expiring token', async () => {
    const response = await server.call('POST', '/access/api/auth/login', { body: { email: adminEmail.toUpperCase(), password: adminPassword } });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ email: adminEmail, is_admin: true });
    expect(response.body.user).not.toHaveProperty('password_hash');
    expect(Date.parse(response.body.token.expires_at)).toBeGreaterThan(Date.now());
  });

  it('answers a wrong password and an unknown e-mail with the same message', async () => {
    const wrong = await server.call('POST', '/access/api/auth/login', { body: { email: adminEmail, password: 'nope nope' } });
    const unknown = await server.call('POST', '/access/api/auth/login', { body: { email: 'who@example.test', password: 'nope nope' } });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.body.error.message).toBe(wrongCredentials);
    expect(unknown.body.error.message).toBe(wrongCredentials);
  });

  it('names the bad field of a malformed request and rejects malformed JSON', async () => {
    const bad = await server.call('POST', '/access/api/auth/login', { body: { email: 'not-an-email', password: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('email');
    const extra = await server.call('POST', '/access/api/auth/login', { body: { email: adminEmail, password: 'x', role: 'admin' } });
    expect(extra.status).toBe(400);
    expect(extra.body.error.message).toContain('role');
    const json = await server.app.inject({ method: 'POST', url: '/access/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(json.statusCode).toBe(400);
    expect(JSON.parse(json.body).error.message).toBe('Malformed JSON body');
  });

  it('refuses protected calls without a token, with an unknown one, and after revoke', async () => {
    expect((await server.call('GET', '/access/api/users/me')).status).toBe(401);
    expect((await server.call('GET', '/access/api/users/me', { token: 'x'.repeat(43) })).status).toBe(401);
    expect((await server.call('GET', '/admin/api/surveys', { headers: { authorization: 'Bearer abc' } })).status).toBe(401);
    const token = await server.signIn();
    expect((await server.call('GET', '/access/api/users/me', { token })).status).toBe(200);
    expect((await server.call('POST', '/access/api/auth/revoke', { token, body: { token_code: token } })).status).toBe(204);
    expect((await server.call('GET', '/access/api/users/me', { token })).status).toBe(401);
  });

  it('refuses a token once it has expired', async () => {
    const token = await server.signIn();
    clock = new Date(Date.now() + (server.ctx.config.tokenTtlMinutes + 1) * 60_000);
    try {
      expect((await server.call('GET', '/admin/api/surveys', { token })).status).toBe(401);
    } finally {
      clock = new Date();
    }
  });

  it('refreshes a session into a new token and ends the old one', async () => {
    const token = await server.signIn();
    const refreshed = await server.call('POST', '/access/api/auth/refresh', { token, body: { token_code: token } });
    expect(refreshed.status).toBe(200);
    const next = refreshed.body.token.code as string;
    expect(next).not.toBe(token);
    expect((await server.call('GET', '/access/api/users/me', { token })).status).toBe(401);
    expect((await server.call('GET', '/access/api/users/me', { token: next })).status).toBe(200);
  });

  it('invites a new user who sets a password once through the single-use link', async () => {
    const admin = await server.signIn();
    const created = await server.call('POST', '/access/api/new-user', { token: admin, body: { email: 'Ada@Example.test', first_name: 'Ada' } });
    expect(created.status).toBe(201);
    expect(created.body.user.email).toBe('ada@example.test');
    const { to, code } = await lastMailLink();
    expect(to).toBe('ada@example.test');
    // The link cannot be used as a session.
    expect((await server.call('GET', '/admin/api/surveys', { token: code })).status).toBe(401);
    expect((await server.call('PATCH', '/access/api/users/me', { token: code, body: { first_name: 'Eve' } })).status).toBe(403);
    expect((await server.call('PATCH', '/access/api/users/me', { token: code, body: { password: 'short' } })).status).toBe(400);
    expect((await server.call('PATCH', '/access/api/users/me', { token: code, body: { password: 'lovelace 1815' } })).status).toBe(200);
    expect((await server.call('PATCH', '/access/api/users/me', { token: code, body: { password: 'lovelace 1816' } })).status).toBe(401);
    const session = await server.signIn('ada@example.test', 'lovelace 1815');
    const surveys = await server.call('GET', '/admin/api/surveys', { token: session });
    expect(surveys.body.surveys.map((s: { title: string }) => s.title)).toEqual(['Customer satisfaction (demo)']);
    const again = await server.call('POST', '/access/api/new-user', { token: admin, body: { email: 'ada@example.test', first_name: 'Ada' } });
    expect(again.status).toBe(409);
  });

  it('lets only admins create users and access tokens', async () => {
    const { id, token } = await invite('bo@example.test');
    expect((await server.call('POST', '/access/api/new-user', { token, body: { email: 'x@example.test', first_name: 'X' } })).status).toBe(403);
    const scopes = [{ type: 'user_management', subtype: 'update', limits: { target: id, properties: ['password'] } }];
    expect((await server.call('POST', '/access/api/access-tokens', { token, body: { impersonate_user_id: id, scopes, single_use: true } })).status).toBe(403);
    const admin = await server.signIn();
    const issued = await server.call('POST', '/access/api/access-tokens', { token: admin, body: { impersonate_user_id: id, scopes, single_use: true } });
    expect(issued.status).toBe(201);
    expect(issued.body.set_password_url).toContain('/set-password?token=');
    const set = await server.call('PATCH', '/access/api/users/me', { token: issued.body.token.code, body: { password: 'second password' } });
    expect(set.status).toBe(200);
    // Setting a password ends the user's other sessions.
    expect((await server.call('GET', '/access/api/users/me', { token })).status).toBe(401);
  });

  it('e-mails a reset link only for a known account but answers the same either way', async () => {
    const before = await server.ctx.db.select().from(outbox);
    const caught = mail.mails.length;
    const unknown = await server.call('POST', '/access/api/reset-password', { body: { email: 'ghost@example.test' } });
    expect((await server.ctx.db.select().from(outbox)).length).toBe(before.length);
    expect(mail.mails.length).toBe(caught);
    const known = await server.call('POST', '/access/api/reset-password', { body: { email: adminEmail } });
    expect([unknown.status, known.status]).toEqual([200, 200]);
    expect(unknown.body).toEqual(known.body);
    expect((await lastMailLink()).to).toBe(adminEmail);
  });

  it('answers every reply that carries a token with Cache-Control: no-store', async () => {
    const signIn = await server.call('POST', '/access/api/auth/login', { body: { email: adminEmail, password: adminPassword } });
    const admin = signIn.body.token.code as string;
    const refreshed = await server.call('POST', '/access/api/auth/refresh', { token: admin, body: { token_code: admin } });
    const session = refreshed.body.token.code as string;
    const created = await server.call('POST', '/access/api/new-user', { token: session, body: { email: 'ezra@example.test', first_name: 'Ezra' } });
    const id = created.body.user.id as string;
    const scopes = [{ type: 'user_management', subtype: 'update', limits: { target: id, properties: ['password'] } }];
    const issued = await server.call('POST', '/access/api/access-tokens', { token: session, body: { impersonate_user_id: id, scopes } });
    const answers = { signIn, refreshed, created, issued };
    expect(Object.values(answers).map((a) => a.status)).toEqual([200, 200, 201, 201]);
    for (const [name, answer] of Object.entries(answers)) {
      expect(answer.headers['cache-control'], name).toBe('no-store');
    }
  });

  it('stores the accepted agreement and profile changes, but not a password from a session', async () => {
    const { token } = await invite('cy@example.test');
    const me = await server.call('GET', '/access/api/users/me', { token });
    expect(me.body.user.development_fields.user_agreement_accepted).toBeUndefined();
    const accepted = await server.call('PATCH', '/access/api/users/me', { token, body: { first_name: 'Cyd', development_fields: { user_agreement_accepted: true } } });
    expect(accepted.body.user).toMatchObject({ first_name: 'Cyd', development_fields: { user_agreement_accepted: true } });
    expect((await server.call('PATCH', '/access/api/users/me', { token, body: { password: 'another one' } })).status).toBe(403);
  });

  it('shows a user their own organisation and permissions, not anyone else\'s', async () => {
    const { id, token } = await invite('di@example.test');
    const me = await server.call('GET', '/access/api/users/me', { token });
    const org = await server.call('GET', `/access/api/orgs/${me.body.user.org_id}`, { token });
    expect(org.status).toBe(200);
    expect(org.body.org).toHaveProperty('subscription');
    expect((await server.call('GET', `/access/api/orgs/${crypto.randomUUID()}`, { token })).status).toBe(404);
    const own = await server.call('GET', `/access/api/users/id/${id}/permissions/survey/`, { token });
    expect(own.body.permissions).toEqual([expect.objectContaining({ access_level: 'owner', scope: expect.objectContaining({ scope_type: 'survey' }) })]);
    const aliases = await server.call('GET', `/access/api/users/id/${id}/permissions/survey_alias/`, { token });
    expect(aliases.body.permissions).toEqual([]);
    const adminId = (await server.call('GET', '/access/api/users/me', { token: await server.signIn() })).body.user.id;
    expect((await server.call('GET', `/access/api/users/id/${adminId}/permissions/survey/`, { token })).status).toBe(403);
  });
});

describe('sign-in rate limit per address and e-mail', () => {
  it('refuses repeated sign-in attempts for one address and e-mail', async () => {
    const server = await createTestServer('pglite', { loginRateLimit: 5 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const r = await server.call('POST', '/access/api/auth/login', { body: { email: 'limited@example.test', password: 'x' } });
        statuses.push(r.status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
      // Another e-mail from the same address is not locked out by it.
      expect((await server.call('POST', '/access/api/auth/login', { body: { email: adminEmail, password: adminPassword } })).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
