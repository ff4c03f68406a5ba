import { describe, expect, it } from 'vitest';
import { emailTaskSchema, newEmailTaskSchema, type EmailTask } from './email-task';
import { activationIssues, changeEmailTaskStatus, emailTaskActionFor } from './email-task-status';

const now = '2030-01-01T09:00:00.000Z';
const draft = (fields: Partial<EmailTask> = {}): EmailTask =>
  emailTaskSchema.parse({ id: 'task-1', launch_language: 'en', created_at: now, updated_at: now, ...fields });
const ready = (fields: Partial<EmailTask> = {}) => draft({ subject: 'Your views', body: '<p>Hello</p>', sender_name: 'Research team', ...fields });
const pathsOf = (value: unknown) => newEmailTaskSchema.safeParse(value).error?.issues.map((issue) => issue.path.join('.'));

describe('e-mail task schema', () => {
  it('starts a task as an empty draft sent now', () => {
    expect(draft()).toEqual({
      id: 'task-1', client_ref: null, name: '', subject: '', body: '', sender_name: '', reply_to: null,
      launch_language: 'en', schedule: { type: 'now' }, status: 'draft', send_status: 'draft', created_at: now, updated_at: now,
    });
  });

  it('returns a parsed task unchanged when parsed again', () => {
    const task = ready({ schedule: { type: 'at', send_at: '2030-02-01T10:00:00.000Z' } });
    expect(emailTaskSchema.parse(task)).toEqual(task);
  });

  it('names the field of a bad value', () => {
    expect(pathsOf({ reply_to: 'not an address' })).toEqual(['reply_to']);
    expect(pathsOf({ client_ref: 'abc' })).toEqual(['client_ref']);
    expect(pathsOf({ schedule: { type: 'at', send_at: 'tomorrow' } })).toEqual(['schedule.send_at']);
    expect(pathsOf({ status: 'sent' })).toEqual(['status']);
    expect(pathsOf({ launch_language: 'English' })).toEqual(['launch_language']);
  });

  it('refuses line breaks in the subject and sender name, which would forge mail headers', () => {
    expect(pathsOf({ subject: 'Hi\r\nBcc: everyone@example.test' })).toEqual(['subject']);
    expect(pathsOf({ sender_name: 'A\nB' })).toEqual(['sender_name']);
  });
});

describe('e-mail task status', () => {
  it('names the move between two statuses', () => {
    expect(emailTaskActionFor('draft', 'pending')).toBe('activate');
    expect(emailTaskActionFor('pending', 'draft')).toBe('deactivate');
    expect(emailTaskActionFor('draft', 'completed')).toBeNull();
  });

  it('activates a complete draft: status and send_status become pending (spec §4)', () => {
    const result = changeEmailTaskStatus(ready(), 'pending');
    expect(result).toMatchObject({ ok: true, action: 'activate', task: { status: 'pending', send_status: 'pending' } });
  });

  it('refuses to activate an incomplete draft, naming what is missing', () => {
    const result = changeEmailTaskStatus(draft({ subject: 'Hi', body: '<p> &nbsp;</p>' }), 'pending');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.code).toBe('incomplete');
    expect(activationIssues(draft({ subject: 'Hi', body: '<p></p>' })).map((issue) => issue.path[0])).toEqual(['body', 'sender_name']);
  });

  it('counts an image as a message', () => {
    expect(activationIssues(ready({ body: '<img src="banner.png">' }))).toEqual([]);
  });

  it('deactivates a pending task until the sender starts, not after', () => {
    const pending = ready({ status: 'pending', send_status: 'pending' });
    expect(changeEmailTaskStatus(pending, 'draft')).toMatchObject({ ok: true, action: 'deactivate', task: { status: 'draft', send_status: 'draft' } });
    expect(changeEmailTaskStatus({ ...pending, send_status: 'sending' }, 'draft')).toMatchObject({ ok: false, code: 'already_sending' });
  });

  it('leaves a task already in the wanted status unchanged, and refuses moves no action makes', () => {
    const pending = ready({ status: 'pending', send_status: 'pending' });
    expect(changeEmailTaskStatus(pending, 'pending')).toEqual({ ok: true, task: pending, action: null });
    expect(changeEmailTaskStatus(ready(), 'completed')).toMatchObject({ ok: false, code: 'no_such_move' });
  });

  it('keeps a pending task complete when it is edited', () => {
    const edited = ready({ status: 'pending', send_status: 'pending', subject: '' });
    expect(changeEmailTaskStatus(edited, 'pending')).toMatchObject({ ok: false, code: 'incomplete' });
  });
});
