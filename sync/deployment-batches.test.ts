import { describe, expect, it } from 'vitest';
import { interceptConfigSchema } from '../schema';
import { compileBatch, summarizeChanges } from './batch-compiler';
import { planBatch } from './batch-plan';
import type { EmailItem } from './deployment-batches';
import { taskRefOf } from './deployments';
import type { Op, PendingOp } from './operations';
import { replay } from './replay';
import { component, emailTask, readyTask, sampleDoc, taskCid, withDeployments } from './test-docs';

const serverId = (cid: string) => `srv-${cid}`;
const [t1, t2, t3] = [taskCid(1), taskCid(2), taskCid(3)];
const base = withDeployments(sampleDoc(), {
  intercept: interceptConfigSchema.parse({}),
  emailTasks: [readyTask(t1, { created_at: '2030-01-01T00:00:00.000Z' }), emailTask(t2, { created_at: '2030-01-02T00:00:00.000Z' })],
});
const viewOf = (...ops: Op[]) => replay(base, ops.map((op, i) => ({ opId: `o${i}`, op }))).doc;
const log = (...ops: Op[]): PendingOp[] => ops.map((op, i) => ({ seq: i + 1, surveyId: 's', opId: `o${i + 1}`, tabId: 't', gestureId: `g${i}`, op, at: 0 }));

describe('intercept batches', () => {
  it('puts the whole configuration when anything in it changed', () => {
    const view = viewOf({ type: 'setIntercept', changes: [{ path: ['invitation', 'headline'], value: 'Quick question' }] });
    const batch = compileBatch(base, view, serverId);
    expect(batch).toMatchObject({ channel: 'intercept', body: { action: 'put', intercept: { enabled: false, invitation: { headline: 'Quick question' } } } });
    expect(batch!.effects).toEqual([{ action: 'intercept', intercept: view.intercept }]);
  });

  it('deletes a removed intercept, and sends nothing for an edit taken back', () => {
    expect(compileBatch(base, viewOf({ type: 'removeIntercept' }), serverId)?.body).toEqual({ action: 'delete' });
    const undone = viewOf(
      { type: 'setIntercept', changes: [{ path: ['enabled'], value: true }] },
      { type: 'setIntercept', changes: [{ path: ['enabled'], value: false }] },
    );
    expect(compileBatch(base, undone, serverId)).toBeNull();
  });
});

describe('e-mail task batches', () => {
  it('posts a new task under its ref, patches only changed author fields, deletes by server id', () => {
    const view = viewOf(
      { type: 'addEmailTask', task: emailTask(t3, { name: 'Reminder' }) },
      { type: 'setEmailTaskFields', cid: t1, changes: [{ path: ['status'], value: 'pending' }, { path: ['subject'], value: 'New' }] },
      { type: 'removeEmailTask', cid: t2 },
    );
    const batch = compileBatch(base, view, serverId, 500, (cid) => taskRefOf(cid, cid === t3 ? 2 : 0))!;
    const items = batch.body as EmailItem[];
    expect(batch.channel).toBe('email');
    expect(items[0]).toEqual({
      action: 'post',
      task: { client_ref: taskRefOf(t3, 2), name: 'Reminder', subject: '', body: '', sender_name: '', reply_to: null, launch_language: 'en', schedule: { type: 'now' }, status: 'draft' },
    });
    // send_status changed too (activation), but it is the server's: never sent.
    expect(items.slice(1)).toEqual([{ action: 'patch', id: `srv-${t1}`, task: { subject: 'New', status: 'pending' } }, { action: 'delete', id: `srv-${t2}` }]);
    expect(batch.effects.map((e) => e.action)).toEqual(['postTask', 'patchTask', 'deleteTask']);
  });

  it('derives the same ref for a life in every browser, and the cid itself for the first', () => {
    expect(taskRefOf(t1, 0)).toBe(t1);
    expect(taskRefOf(t1, 1)).toBe(taskRefOf(t1, 1));
    expect(new Set([taskRefOf(t1, 1), taskRefOf(t1, 2), taskRefOf(t2, 1)]).size).toBe(3);
    expect(taskRefOf(t1, 1)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('comes after the survey, components and routes, and the intercept', () => {
    const page = component('routing_page', 'p1', null, 0);
    const ops: Op[] = [
      { type: 'removeEmailTask', cid: t2 },
      { type: 'setIntercept', changes: [{ path: ['enabled'], value: true }] },
      { type: 'addComponent', component: page },
    ];
    expect(compileBatch(base, viewOf(...ops), serverId)?.channel).toBe('routes');
    expect(compileBatch(base, viewOf(...ops.slice(0, 2)), serverId)?.channel).toBe('intercept');
    // The plan follows the oldest pending operation, so no channel starves.
    expect(planBatch(base, log(...ops), serverId)!.channel).toBe('email');
  });
});

describe('change flags', () => {
  it('raises intercept and email, and counts each task that differs', () => {
    const view = viewOf(
      { type: 'setIntercept', changes: [{ path: ['enabled'], value: true }] },
      { type: 'addEmailTask', task: emailTask(t3) },
      { type: 'setEmailTaskFields', cid: t2, changes: [{ path: ['name'], value: 'x' }] },
    );
    const { flags, count } = summarizeChanges(base, view);
    expect(flags).toMatchObject({ intercept: true, email: true, survey: false, components: false });
    expect(count).toBe(3);
    expect(summarizeChanges(base, viewOf({ type: 'addEmailTask', task: emailTask(t3) }, { type: 'removeEmailTask', cid: t3 })).count).toBe(0);
  });
});
