// Holes 1 and 5 of issue 11: reset links built from request headers (a victim got a live token on
// the attacker's host), and raw set-password tokens kept in the outbox, printed on the console,
// and still valid after a newer link was sent.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, users } from '../db/schema';
import { startMailCatcher, type MailCatcher } from '../mail/mail-catcher';
import { createMailer } from '../mail/mailer';
import { adminEmail, backends, createTestServer, type TestServer } from '../testing/harness';
import { sendSetPasswordLink } from './set-password-link';

const evilHeaders = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', host: 'evil.example' };
const tokenOf = (text: string) => /\/set-password\?token=([\w-]{16,})/.exec(text)?.[1] ?? null;

describe.each(backends)('set-password links on %s', (backend) => {
  let mail: MailCatcher;
  let server: TestServer;
  beforeAll(async () => {
    mail = await startMailCatcher();
    // The proxy in front is trusted, so its forwarded headers are believed for everything else.
    server = await createTestServer(backend, { smtpUrl: mail.url, publicUrl: 'https://fieldwork.example/', trustedProxies: ['127.0.0.1'] });
  });
  afterAll(async () => {
    await server.close();
    await mail.close();
  });

  it('delivers a working link built from FIELDWORK_PUBLIC_URL, whatever the request\'s host', async () => {
    const answer = await server.call('POST', '/access/api/reset-password', { body: { email: adminEmail }, headers: evilHeaders });
    expect(answer.status).toBe(200);
    const delivered = mail.last();
    expect(delivered.to).toEqual([adminEmail]);
    expect(delivered.text).not.toContain('evil.example');
    expect(delivered.text).toContain('https://fieldwork.example/set-password?token=');
    const token = tokenOf(delivered.text);
    expect(token).not.toBeNull();
    const set = await server.call('PATCH', '/access/api/users/me', { token: token!, body: { password: 'correct horse battery' } });
    expect(set.status).toBe(200);
  });

  it('keeps the message in the outbox without its token', async () => {
    await server.call('POST', '/access/api/reset-password', { body: { email: adminEmail } });
    const token = tokenOf(mail.last().text)!;
    const rows = await server.ctx.db.select().from(outbox).where(eq(outbox.to_address, adminEmail));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.text_body).not.toContain(token);
      expect(tokenOf(row.text_body)).toBeNull();
    }
    expect(rows.map((r) => r.status)).toContain('sent');
  });

  it('refuses the first link once a second has been sent', async () => {
    await server.call('POST', '/access/api/reset-password', { body: { email: adminEmail } });
    const first = tokenOf(mail.last().text)!;
    await server.call('POST', '/access/api/reset-password', { body: { email: adminEmail } });
    const second = tokenOf(mail.last().text)!;
    expect(second).not.toBe(first);
    expect((await server.call('PATCH', '/access/api/users/me', { token: first, body: { password: 'correct horse battery' } })).status).toBe(401);
    expect((await server.call('PATCH', '/access/api/users/me', { token: second, body: { password: 'correct horse battery' } })).status).toBe(200);
  });

  it('gives the admin a set-password address from FIELDWORK_PUBLIC_URL too', async () => {
    const admin = await server.signIn();
    const created = await server.call('POST', '/access/api/new-user', { token: admin, headers: evilHeaders, body: { email: 'fay@example.test', first_name: 'Fay' } });
    expect(created.body.set_password_url).toMatch(/^https:\/\/fieldwork\.example\/set-password\?token=/);
  });
});

describe.each(backends)('set-password links without SMTP on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(backend, { port: 4567, trustedProxies: ['127.0.0.1'] });
  });
  afterAll(() => server.close());

  it('builds links from the server\'s own address, never from forwarded headers', async () => {
    const answer = await server.call('POST', '/access/api/reset-password', { body: { email: adminEmail }, headers: evilHeaders });
    expect(answer.status).toBe(200);
    const [row] = await server.ctx.db.select().from(outbox).where(eq(outbox.to_address, adminEmail));
    expect(row?.text_body).not.toContain('evil.example');
    expect(row?.text_body).toContain('http://localhost:4567/set-password?token=');
    expect(tokenOf(row?.text_body ?? '')).toBeNull();
  });

  it('prints the message on the console without its token', async () => {
    const lines: string[] = [];
    const ctx = { ...server.ctx, mailer: createMailer(server.ctx.db, { smtpUrl: null, from: 'test@example.test', log: (line) => lines.push(line) }) };
    const [admin] = await server.ctx.db.select().from(users).where(eq(users.email, adminEmail));
    const invite = await sendSetPasswordLink(ctx, admin!, 'invite');
    const reset = await sendSetPasswordLink(ctx, admin!, 'reset');
    expect(lines).toHaveLength(2);
    expect(lines.join('\n')).not.toContain(invite.token.code);
    expect(lines.join('\n')).not.toContain(reset.token.code);
    for (const line of lines) {
      expect(tokenOf(line)).toBeNull();
      expect(line).toContain('http://localhost:4567/set-password?token=[not delivered: no SMTP is configured]');
    }
  });
});
