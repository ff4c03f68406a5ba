import { describe, expect, it } from 'vitest';
import { interceptConfigSchema } from '../schema';
import { emailTaskOf } from './document';
import { parseOp } from './operations';
import { applyOne } from './replay';
import { emailTask, readyTask, roundTrip, sampleDoc, taskCid, withDeployments } from './test-docs';

const intercept = (fields: Record<string, unknown> = {}) => interceptConfigSchema.parse(fields);
const t1 = taskCid(1);

describe('intercept mutators', () => {
  it('creates, edits and removes the intercept, and undoes all of it', () => {
    const start = sampleDoc();
    const { after, back } = roundTrip(start, [
      { type: 'putIntercept', intercept: intercept() },
      { type: 'setIntercept', changes: [{ path: ['enabled'], value: true }, { path: ['invitation', 'headline'], value: 'Hi' }] },
    ]);
    expect(after.intercept).toMatchObject({ enabled: true, invitation: { headline: 'Hi', accept_label: 'Take the survey' } });
    expect(back.intercept).toBeNull();
    expect(roundTrip(after, [{ type: 'removeIntercept' }]).back.intercept).toEqual(after.intercept);
  });

  it('skips a field change when the intercept is gone, as a conflict reason', () => {
    const { outcome } = applyOne(sampleDoc(), { type: 'setIntercept', changes: [{ path: ['enabled'], value: true }] });
    expect(outcome).toMatchObject({ applied: false, reason: 'missing_target' });
  });

  it('undoes a field change only while nobody changed the field since', () => {
    const doc = withDeployments(sampleDoc(), { intercept: intercept() });
    const { doc: mine, outcome } = applyOne(doc, { type: 'setIntercept', changes: [{ path: ['sample_rate_percent'], value: 50 }] });
    if (!outcome.applied) throw new Error(outcome.message);
    const theirs = withDeployments(mine, { intercept: { ...mine.intercept!, sample_rate_percent: 10 } });
    expect(applyOne(theirs, outcome.inverse[0]!).outcome).toMatchObject({ applied: false, reason: 'changed_since' });
  });

  it('undoes a creation only while the intercept is as created', () => {
    const { outcome } = applyOne(sampleDoc(), { type: 'putIntercept', intercept: intercept() });
    if (!outcome.applied) throw new Error(outcome.message);
    const edited = withDeployments(sampleDoc(), { intercept: intercept({ enabled: true }) });
    expect(applyOne(edited, outcome.inverse[0]!).outcome).toMatchObject({ applied: false, reason: 'changed_since' });
  });

  it('puts a trigger by id, and undoing its removal puts it back where it was', () => {
    const doc = withDeployments(sampleDoc(), { intercept: intercept({ triggers: [{ id: 'a', type: 'exit_intent' }, { id: 'b', type: 'page_url', value: '/x' }] }) });
    const { after, back } = roundTrip(doc, [
      { type: 'setInterceptTrigger', id: 'a' },
      { type: 'setInterceptTrigger', id: 'c', trigger: { id: 'c', type: 'time_on_page', seconds: 5 }, index: 0 },
      { type: 'setInterceptTrigger', id: 'b', trigger: { id: 'b', type: 'page_url', match: 'contains', value: '/y' } },
    ]);
    expect(after.intercept!.triggers.map((t) => t.id)).toEqual(['c', 'b']);
    expect(back.intercept).toEqual(doc.intercept);
  });

  it('refuses a second trigger of a single-use type, naming it', () => {
    const doc = withDeployments(sampleDoc(), { intercept: intercept({ triggers: [{ id: 'a', type: 'time_on_page' }] }) });
    const { outcome } = applyOne(doc, { type: 'setInterceptTrigger', id: 'b', trigger: { id: 'b', type: 'time_on_page', seconds: 3 } });
    expect(outcome).toMatchObject({ applied: false, reason: 'invalid', message: expect.stringContaining('only one time_on_page') });
  });

  it('refuses the server\'s field and a trigger whose id is not its own', () => {
    expect(() => parseOp({ type: 'setIntercept', changes: [{ path: ['updated_at'], value: 'x' }] })).toThrow(/updated_at/);
    expect(() => parseOp({ type: 'setInterceptTrigger', id: 'a', trigger: { id: 'b', type: 'exit_intent' } })).toThrow(/trigger b/);
  });
});

describe('e-mail task mutators', () => {
  it('adds, edits and removes a task, and undoes all of it', () => {
    const start = sampleDoc();
    const { after, back } = roundTrip(start, [
      { type: 'addEmailTask', task: emailTask(t1) },
      { type: 'setEmailTaskFields', cid: t1, changes: [{ path: ['subject'], value: 'Hello' }] },
    ]);
    expect(emailTaskOf(after, t1)).toMatchObject({ subject: 'Hello', status: 'draft', send_status: 'draft' });
    expect(back.emailTasks).toEqual({});
    expect(emailTaskOf(roundTrip(after, [{ type: 'removeEmailTask', cid: t1 }]).back, t1)).toEqual(emailTaskOf(after, t1));
  });

  it('activates a complete task: send_status becomes pending, and undo makes it a draft again', () => {
    const doc = withDeployments(sampleDoc(), { emailTasks: [readyTask(t1)] });
    const { after, back } = roundTrip(doc, [{ type: 'setEmailTaskFields', cid: t1, changes: [{ path: ['status'], value: 'pending' }] }]);
    expect(emailTaskOf(after, t1)).toMatchObject({ status: 'pending', send_status: 'pending' });
    expect(emailTaskOf(back, t1)).toEqual(readyTask(t1));
  });

  it('refuses to activate a task without a subject, message or sender, naming them', () => {
    const doc = withDeployments(sampleDoc(), { emailTasks: [emailTask(t1, { subject: 'Hi' })] });
    const { outcome } = applyOne(doc, { type: 'setEmailTaskFields', cid: t1, changes: [{ path: ['status'], value: 'pending' }] });
    expect(outcome).toMatchObject({ applied: false, reason: 'invalid', message: expect.stringMatching(/body.*sender_name/) });
  });

  it('keeps an activated task complete, and never edits one the sender started on', () => {
    const pending = withDeployments(sampleDoc(), { emailTasks: [readyTask(t1, { status: 'pending', send_status: 'pending' })] });
    expect(applyOne(pending, { type: 'setEmailTaskFields', cid: t1, changes: [{ path: ['subject'], value: '' }] }).outcome)
      .toMatchObject({ applied: false, reason: 'invalid' });
    const sending = withDeployments(sampleDoc(), { emailTasks: [readyTask(t1, { status: 'pending', send_status: 'sending' })] });
    expect(applyOne(sending, { type: 'setEmailTaskFields', cid: t1, changes: [{ path: ['name'], value: 'x' }] }).outcome)
      .toMatchObject({ applied: false, reason: 'invalid', message: expect.stringContaining('sending') });
  });

  it('brings a removed task the sender had started on back as a draft, so undo never mails twice', () => {
    const doc = withDeployments(sampleDoc(), { emailTasks: [readyTask(t1, { status: 'pending', send_status: 'sent' })] });
    const { back } = roundTrip(doc, [{ type: 'removeEmailTask', cid: t1 }]);
    expect(emailTaskOf(back, t1)).toMatchObject({ status: 'draft', send_status: 'draft', subject: 'Your views' });
  });

  it('treats adding what is there and removing what is gone as benign, editing what is gone as a conflict', () => {
    const doc = withDeployments(sampleDoc(), { emailTasks: [emailTask(t1)] });
    expect(applyOne(doc, { type: 'addEmailTask', task: emailTask(t1) }).outcome).toMatchObject({ applied: false, reason: 'already_present' });
    expect(applyOne(sampleDoc(), { type: 'removeEmailTask', cid: t1 }).outcome).toMatchObject({ applied: false, reason: 'already_present' });
    expect(applyOne(sampleDoc(), { type: 'setEmailTaskFields', cid: t1, changes: [{ path: ['name'], value: 'x' }] }).outcome)
      .toMatchObject({ applied: false, reason: 'missing_target' });
  });

  it('refuses server fields and a cid that cannot be a client_ref', () => {
    expect(() => parseOp({ type: 'setEmailTaskFields', cid: t1, changes: [{ path: ['send_status'], value: 'sent' }] })).toThrow(/send_status/);
    expect(() => parseOp({ type: 'addEmailTask', task: emailTask('not-a-uuid') })).toThrow(/UUID/);
  });

  it('copies the task map once per replay and shares it when nothing changed', () => {
    const doc = withDeployments(sampleDoc(), { emailTasks: [emailTask(t1)] });
    const { doc: same } = applyOne(doc, { type: 'removeEmailTask', cid: taskCid(9) });
    expect(same).toBe(doc);
    const { doc: edited } = applyOne(doc, { type: 'setEmailTaskFields', cid: t1, changes: [{ path: ['name'], value: 'x' }] });
    expect(doc.emailTasks[t1]!.name).toBe('');
    expect(edited.components).toBe(doc.components);
  });
});
