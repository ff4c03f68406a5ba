import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailTasks } from '../../db/schema';
import { backends, serverSuite } from '../../testing/harness';
import { newSurvey, readerWriterStranger } from '../../testing/users';
import { expectFeatureGate } from './testing';

describe.each(backends)('survey e-mail tasks on %s', (backend) => {
  const suite = serverSuite(backend);

  const url = (id: string) => `/admin/api/surveys/${id}/deployments/email/tasks`;
  const list = (id: string, token = suite.admin) => suite.server.call('GET', url(id), { token });
  const post = (id: string, task: unknown, token = suite.admin) => suite.server.call('POST', url(id), { token, body: { task } });
  const patch = (id: string, taskId: string, task: unknown, token = suite.admin) => suite.server.call('PATCH', `${url(id)}/${taskId}`, { token, body: { task } });
  const remove = (id: string, taskId: string, token = suite.admin) => suite.server.call('DELETE', `${url(id)}/${taskId}`, { token });
  const revisionOf = async (id: string) => (await suite.server.call('GET', `/admin/api/surveys/${id}`, { token: suite.admin })).body.survey.revision as number;
  const complete = { name: 'Wave 1', subject: 'Tell us what you think', body: '<p>Hello {{name}}</p>', sender_name: 'Research team' };

  it('creates a draft with the spec defaults in the survey\'s language, and lists it', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    const before = await revisionOf(id);
    const created = await post(id, { name: 'Wave 1' });
    expect(created.status).toBe(201);
    expect(created.body.task).toMatchObject({
      name: 'Wave 1', subject: '', body: '', sender_name: '', reply_to: null, client_ref: null,
      launch_language: 'en', schedule: { type: 'now' }, status: 'draft', send_status: 'draft',
    });
    expect(created.headers.etag).toBe(`"${before + 1}"`);
    const listed = await list(id);
    expect(listed.body).toEqual({ tasks: [created.body.task] });
    expect(listed.headers.etag).toBe(`"${before + 1}"`);
  });

  it('creates a replayed POST once: the same client_ref answers the stored task (200)', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    const clientRef = randomUUID();
    const first = await post(id, { ...complete, client_ref: clientRef });
    const replay = await post(id, { ...complete, client_ref: clientRef });
    expect(first.status).toBe(201);
    expect(replay.status).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body.task).toEqual(first.body.task);
    expect(replay.headers.etag).toBe(first.headers.etag);
    expect((await list(id)).body.tasks).toHaveLength(1);
    // The ref is unique per survey, not across surveys.
    const other = await newSurvey(suite.server, suite.admin);
    expect((await post(other, { client_ref: clientRef })).status).toBe(201);
  });

  it('creates one task when two copies of a POST race', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    const clientRef = randomUUID();
    const replies = await Promise.all([post(id, { client_ref: clientRef }), post(id, { client_ref: clientRef }), post(id, { client_ref: clientRef })]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(replies.map((reply) => reply.body.task.id)).size).toBe(1);
    expect((await list(id)).body.tasks).toHaveLength(1);
  });

  it('patches only the fields sent, bumping the revision', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    const { body: { task } } = await post(id, complete);
    const before = await revisionOf(id);
    const patched = await patch(id, task.id, { subject: 'New subject', schedule: { type: 'at', send_at: '2030-05-01T12:00:00+02:00' } });
    expect(patched.status).toBe(200);
    expect(patched.body.task).toMatchObject({ ...complete, subject: 'New subject', schedule: { type: 'at', send_at: '2030-05-01T10:00:00.000Z' } });
    expect(patched.headers.etag).toBe(`"${before + 1}"`);
    expect((await list(id)).body.tasks).toEqual([patched.body.task]);
  });

  it('writes nothing for a PATCH that changes nothing', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    const { body: { task } } = await post(id, complete);
    const again = await patch(id, task.id, { subject: complete.subject, schedule: { type: 'now' } });
    expect(again.status).toBe(200);
    expect(again.body.task).toEqual(task);
    expect(again.headers.etag).toBe(`"${await revisionOf(id)}"`);
  });

  it('activates a task: status pending sets send_status pending (spec §4), and deactivates it', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    const { body: { task } } = await post(id, complete);
    const activated = await patch(id, task.id, { status: 'pending' });
    expect(activated.status).toBe(200);
    expect(activated.body.task).toMatchObject({ status: 'pending', send_status: 'pending' });
    expect((await list(id)).body.tasks[0]).toMatchObject({ status: 'pending', send_status: 'pending' });
    const replayed = await patch(id, task.id, { status: 'pending' });
    expect(replayed.body.task).toEqual(activated.body.task);
    const deactivated = await patch(id, task.id, { status: 'draft' });
    expect(deactivated.body.task).toMatchObject({ status: 'draft', send_status: 'draft' });
  });

  it('creates an activated task when the POST already says pending', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    const created = await post(id, { ...complete, status: 'pending' });
    expect(created.status).toBe(201);
    expect(created.body.task).toMatchObject({ status: 'pending', send_status: 'pending' });
  });

  it('refuses to activate an incomplete task, naming the missing fields', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    const { body: { task } } = await post(id, { name: 'Empty' });
    const refused = await patch(id, task.id, { status: 'pending' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toContain('task.subject');
    expect(refused.body.error.message).toContain('task.body');
    expect(refused.body.error.message).toContain('task.sender_name');
    expect((await list(id)).body.tasks[0]).toMatchObject({ status: 'draft', send_status: 'draft' });
    const pending = (await post(id, { ...complete, status: 'pending' })).body.task;
    expect((await patch(id, pending.id, { subject: '' })).body.error.message).toContain('task.subject');
  });

  it('freezes a task once the sender has started on it', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    const { body: { task } } = await post(id, { ...complete, status: 'pending' });
    // The sender (a later issue) is the only writer of send_status past pending.
    await suite.server.ctx.db.update(emailTasks).set({ send_status: 'sending' }).where(eq(emailTasks.id, task.id));
    const edit = await patch(id, task.id, { subject: 'Too late' });
    expect(edit.status).toBe(409);
    expect(edit.body.error.message).toContain('subject');
    expect((await patch(id, task.id, { status: 'draft' })).status).toBe(409);
  });

  it('deletes a task; a second DELETE answers 404 saying it was already deleted', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    const clientRef = randomUUID();
    const { body: { task } } = await post(id, { client_ref: clientRef });
    const before = await revisionOf(id);
    const removed = await remove(id, task.id);
    expect(removed.status).toBe(204);
    expect(removed.headers.etag).toBe(`"${before + 1}"`);
    expect((await list(id)).body.tasks).toEqual([]);
    const again = await remove(id, task.id);
    expect(again.status).toBe(404);
    expect(again.body.error).toEqual({ code: 'already_deleted', message: `Email task ${task.id} was already deleted` });
    expect((await patch(id, task.id, { name: 'x' })).body.error.code).toBe('already_deleted');
    // A POST replayed after the delete cannot bring the task back.
    const replay = await post(id, { client_ref: clientRef });
    expect(replay.status).toBe(410);
    expect((await list(id)).body.tasks).toEqual([]);
    expect(await revisionOf(id)).toBe(before + 1);
  });

  it('answers 404 for a task that never existed, or belongs to another survey', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    const other = await newSurvey(suite.server, suite.admin);
    const { body: { task } } = await post(other, {});
    expect((await patch(id, randomUUID(), { name: 'x' })).status).toBe(404);
    expect((await patch(id, 'not-a-uuid', { name: 'x' })).status).toBe(404);
    const foreign = await remove(id, task.id);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe('not_found');
    expect((await list(other)).body.tasks).toHaveLength(1);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    const { body: { task } } = await post(id, complete);
    const expectRefused = async (response: Promise<{ status: number; body: any }>, field: string) => {
      const { status, body } = await response;
      expect(status).toBe(400);
      expect(body.error.message).toContain(field);
    };
    await expectRefused(post(id, { reply_to: 'nobody' }), 'task.reply_to');
    await expectRefused(post(id, { client_ref: 'abc' }), 'task.client_ref');
    await expectRefused(post(id, { send_status: 'pending' }), 'task.send_status: set by the server');
    await expectRefused(post(id, { recipients: [] }), 'task.recipients');
    await expectRefused(post(id, { subject: 'a\r\nBcc: x@example.test' }), 'task.subject');
    await expectRefused(patch(id, task.id, { schedule: { type: 'at' } }), 'task.schedule.send_at');
    await expectRefused(patch(id, task.id, { status: 'completed' }), 'task.status');
    await expectRefused(patch(id, task.id, { client_ref: randomUUID() }), 'task.client_ref');
    await expectRefused(patch(id, task.id, { launch_language: 'Klingon!' }), 'task.launch_language');
    await expectRefused(suite.server.call('POST', url(id), { token: suite.admin, body: complete }), 'name');
    expect((await list(id)).body.tasks).toEqual([task]);
  });

  it('lets a reader list but not write; hides another organisation\'s survey', async () => {
    const id = await newSurvey(suite.server, suite.admin);
    const { body: { task } } = await post(id, complete);
    const { reader, writer, stranger } = await readerWriterStranger(suite.server, suite.admin, id);
    expect((await list(id, reader.token)).body.tasks).toHaveLength(1);
    expect((await post(id, complete, reader.token)).status).toBe(403);
    expect((await patch(id, task.id, { name: 'R' }, reader.token)).status).toBe(403);
    expect((await remove(id, task.id, reader.token)).status).toBe(403);
    expect((await patch(id, task.id, { name: 'W' }, writer.token)).body.task.name).toBe('W');
    expect((await list(id, stranger.token)).status).toBe(404);
    expect((await post(id, complete, stranger.token)).status).toBe(404);
  });

  it('needs the survey_deployment_email feature, which admins always have', () => expectFeatureGate(suite, 'survey_deployment_email', {
    read: (id, token) => list(id, token),
    write: (id, token) => post(id, complete, token),
    writtenStatus: 201,
  }));
});
