// Test helpers for the survey suites: a second signed-in user, and a permission on a survey.
// (Not a test file itself; vitest collects only *.test.ts.)
import { permissions } from '../db/schema';
import type { TestServer } from './harness';
import type { AccessLevel } from '../../schema/api';

let counter = 0;

/** A new, non-admin user with a password, signed in. */
export async function signInNewUser(server: TestServer, adminToken: string): Promise<{ id: string; token: string }> {
  const email = `user${Date.now()}-${counter++}@example.test`;
  const created = await server.call('POST', '/access/api/new-user', { token: adminToken, body: { email, first_name: 'Test' } });
  if (created.status >= 300) throw new Error(`new-user failed with ${created.status}: ${JSON.stringify(created.body)}`);
  const id = created.body.user.id as string;
  const link = await server.call('POST', '/access/api/access-tokens', {
    token: adminToken,
    body: { impersonate_user_id: id, scopes: [{ type: 'user_management', subtype: 'update', limits: { target: id, properties: ['password'] } }] },
  });
  await server.call('PATCH', '/access/api/users/me', { token: link.body.token.code, body: { password: 'password 123' } });
  return { id, token: await server.signIn(email, 'password 123') };
}

export async function grant(server: TestServer, userId: string, surveyId: string, level: AccessLevel): Promise<void> {
  await server.ctx.db.insert(permissions).values({ user_id: userId, scope_type: 'survey', scope_id: surveyId, access_level: level });
}

/** A fresh survey owned by the holder of `token`; returns its id. */
export async function newSurvey(server: TestServer, token: string, title = 'Test survey'): Promise<string> {
  const created = await server.call('POST', '/admin/api/surveys', { token, body: { title } });
  if (created.status !== 201) throw new Error(`Survey create failed with ${created.status}: ${JSON.stringify(created.body)}`);
  return created.body.survey.id as string;
}

/**
 * Three new users around a survey, as the permission tests need them: one granted read, one
 * granted write, and a stranger in no way tied to it.
 */
export async function readerWriterStranger(server: TestServer, adminToken: string, surveyId: string) {
  const reader = await signInNewUser(server, adminToken);
  const writer = await signInNewUser(server, adminToken);
  const stranger = await signInNewUser(server, adminToken);
  await grant(server, reader.id, surveyId, 'read');
  await grant(server, writer.id, surveyId, 'write');
  return { reader, writer, stranger };
}
