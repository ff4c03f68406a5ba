import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { interceptConfigSchema } from '../schema';
import { addComponent } from './commands';
import { DraftDatabase } from './database';
import {
  activateEmailTask, addEmailTask, addInterceptTrigger, createIntercept, removeEmailTask, setEmailTaskFields, setInterceptFields,
} from './deployment-commands';
import { taskRefOf } from './deployments';
import { emailTaskOf } from './document';
import { openDraftStore, type DispatchResult, type DraftStore } from './draft-store';
import { InMemoryBroadcast, InMemoryLocks } from './in-memory';
import { InMemoryTransport } from './in-memory-transport';
import { taskCid } from './test-docs';
import { TransportError, type SyncTransport } from './transport';

const surveyId = 'survey-1';
const [t1, t2] = [taskCid(1), taskCid(2)];

/** The in-memory server behind a switch: offline, every call fails as a network failure would. */
class Switch implements SyncTransport {
  online = true;
  /** Pulls that read the whole state (not a 304). */
  reads = 0;
  /** Fails the next send before it reaches the server (the in-memory server's failNext hits pulls too). */
  dropNextSend = false;
  /** Sends that never reached the server. */
  readonly dropped: string[] = [];
  constructor(readonly server: InMemoryTransport) {}
  pull: SyncTransport['pull'] = async (...args) => {
    if (!this.online) this.down();
    const state = await this.server.pull(...args);
    if (state) this.reads += 1;
    return state;
  };
  send: SyncTransport['send'] = (surveyId, batch) => {
    if (this.online && !this.dropNextSend) return this.server.send(surveyId, batch);
    this.dropNextSend = false;
    this.dropped.push(batch.body);
    return this.down();
  };
  private down(): never {
    throw new TransportError({ kind: 'network' }, 'offline');
  }
}

const open: DraftStore[] = [];
afterEach(() => {
  for (const store of open.splice(0)) store.close();
});

async function setup() {
  const server = new InMemoryTransport(surveyId, { title: 'Survey', name: 'Survey', default_language: 'de' });
  const transport = new Switch(server);
  const factory = new IDBFactory();
  const locks = new InMemoryLocks();
  const hub = new InMemoryBroadcast();
  const clock = new SimulatedClock();
  let ids = 0;
  const openTab = async () => {
    const store = await openDraftStore({
      db: new DraftDatabase('drafts', { indexedDB: factory, IDBKeyRange }), surveyId, transport, locks, openChannel: hub.open, clock,
      random: () => 0.5, newId: () => `0190000${String(++ids).padStart(5, '0')}-0000-7000-8000-000000000000`,
    });
    open.push(store);
    return store;
  };
  const tab = await openTab();
  const until = async (check: () => boolean, stepMs = 500) => {
    for (let i = 0; i < 300; i++) {
      if (check()) return;
      for (let j = 0; j < 5; j++) await new Promise((resolve) => setImmediate(resolve));
      clock.increment(stepMs);
    }
    throw new Error(`condition never held; status ${JSON.stringify(tab.getSnapshot().status)}`);
  };
  await until(() => tab.getSnapshot().ready);
  const saved = () => until(() => tab.getSnapshot().status.kind === 'saved');
  return { server, transport, tab, until, saved, openTab };
}

function ok(result: DispatchResult): DispatchResult {
  if (!result.ok) throw new Error(`${result.code}: ${result.message}`);
  return result;
}

const liveTasks = (server: InMemoryTransport) => server.deployments.liveTasks();

describe('DraftStore: intercept and e-mail tasks', () => {
  it('keeps offline edits of the intercept and two tasks, and saves each once when back online', async () => {
    const { server, transport, tab, until, saved } = await setup();
    transport.online = false;
    ok(tab.run(createIntercept()));
    ok(tab.run(setInterceptFields({ enabled: true, sample_rate_percent: 25 })));
    ok(tab.run(addInterceptTrigger('page_url', { id: 'trig-1', value: '/checkout' })));
    ok(tab.run(addEmailTask({ cid: t1, fields: { name: 'Wave 1' } })));
    ok(tab.run(addEmailTask({ cid: t2 })));
    ok(tab.run(setEmailTaskFields(t1, { subject: 'Your views', body: '<p>Hi</p>', sender_name: 'Research' })));
    await until(() => tab.getSnapshot().status.kind === 'offline');
    expect(tab.getSnapshot().changes.flags).toMatchObject({ intercept: true, email: true, components: false, survey: false });
    expect(tab.getSnapshot().changes.count).toBe(3);

    transport.online = true;
    tab.retry();
    await saved();
    expect(server.deployments.intercept).toMatchObject({ enabled: true, sample_rate_percent: 25, triggers: [{ id: 'trig-1', value: '/checkout' }] });
    expect(liveTasks(server).map((t) => [t.client_ref, t.name, t.subject, t.launch_language])).toEqual([
      [t1, 'Wave 1', 'Your views', 'de'], [t2, '', '', 'de'],
    ]);
    expect(tab.getSnapshot().changes.flags).toMatchObject({ intercept: false, email: false });
    // The base now holds the server's records: created_at and all.
    expect(emailTaskOf(tab.getSnapshot().doc, t1)?.created_at).not.toBeNull();
  });

  it('resends an e-mail batch whose answer was lost, and the server makes each task once', async () => {
    const { server, tab, saved } = await setup();
    server.failNext({ kind: 'network' }, true);
    ok(tab.run(addEmailTask({ cid: t1 })));
    ok(tab.run(addEmailTask({ cid: t2 })));
    await saved();
    const emailSends = server.sent.filter((b) => b.channel === 'email');
    expect(emailSends).toHaveLength(2);
    expect(emailSends[1]).toEqual(emailSends[0]);
    expect(liveTasks(server).map((t) => t.client_ref)).toEqual([t1, t2]);
  });

  it('reads the server before each intercept save, so a change made elsewhere is kept', async () => {
    const { server, tab, saved } = await setup();
    ok(tab.run(createIntercept()));
    await saved();
    // Someone else changes the sample rate; this tab has not pulled yet.
    server.deployments.intercept = { ...server.deployments.intercept!, sample_rate_percent: 10 };
    server.revision += 1;
    ok(tab.run(setInterceptFields({ enabled: true })));
    await saved();
    expect(server.deployments.intercept).toMatchObject({ enabled: true, sample_rate_percent: 10 });
  });

  it('after a failed intercept save, reads the server again instead of resending a body grown stale', async () => {
    const { server, transport, tab, saved, until } = await setup();
    ok(tab.run(createIntercept()));
    await saved();
    transport.dropNextSend = true;
    ok(tab.run(setInterceptFields({ enabled: true })));
    await until(() => transport.dropped.length === 1);
    // While this tab waits to retry, someone else changes the sample rate.
    server.deployments.intercept = { ...server.deployments.intercept!, sample_rate_percent: 10 };
    server.revision += 1;
    await saved();
    expect(server.deployments.intercept).toMatchObject({ enabled: true, sample_rate_percent: 10 });
  });

  it('does not send an intercept save again when its answer was lost: the read shows it landed', async () => {
    const { server, tab, saved, until } = await setup();
    ok(tab.run(createIntercept()));
    await saved();
    server.failNext({ kind: 'network' }, true);
    ok(tab.run(setInterceptFields({ enabled: true })));
    await until(() => !tab.getSnapshot().hasUnsavedChanges);
    expect(server.sent.filter((b) => b.channel === 'intercept')).toHaveLength(2);
    expect(server.deployments.intercept).toMatchObject({ enabled: true });
    expect(tab.getSnapshot().doc.intercept).toMatchObject({ enabled: true });
  });

  it('undoes and redoes an activation through the server', async () => {
    const { server, tab, saved } = await setup();
    ok(tab.run(addEmailTask({ cid: t1, fields: { subject: 'S', body: '<p>B</p>', sender_name: 'N' } })));
    await saved();
    ok(tab.run(activateEmailTask(t1)));
    await saved();
    expect(liveTasks(server)[0]).toMatchObject({ status: 'pending', send_status: 'pending' });
    ok(tab.undo());
    await saved();
    expect(liveTasks(server)[0]).toMatchObject({ status: 'draft', send_status: 'draft' });
    ok(tab.redo());
    await saved();
    expect(liveTasks(server)[0]).toMatchObject({ status: 'pending', send_status: 'pending' });
    expect(emailTaskOf(tab.getSnapshot().doc, t1)).toMatchObject({ status: 'pending', send_status: 'pending' });
  });

  it('brings back a deleted task by undo as a new server task under the same cid', async () => {
    const { server, transport, tab, saved, until } = await setup();
    ok(tab.run(addEmailTask({ cid: t1, fields: { name: 'Keep me' } })));
    await saved();
    ok(tab.run(removeEmailTask(t1)));
    await saved();
    expect(liveTasks(server)).toEqual([]);
    ok(tab.undo());
    await saved();
    // The first ref was the deleted task's for good: the task lives on under the next one.
    expect(liveTasks(server).map((t) => [t.client_ref, t.name])).toEqual([[taskRefOf(t1, 1), 'Keep me']]);
    // A full read maps the new ref back to the cid: one task, nothing unsaved.
    const reads = transport.reads;
    server.revision += 1;
    tab.syncNow();
    await until(() => transport.reads > reads);
    await saved();
    expect(Object.keys(tab.getSnapshot().doc.emailTasks)).toEqual([t1]);
    expect(tab.getSnapshot().hasUnsavedChanges).toBe(false);
    ok(tab.redo());
    await saved();
    expect(liveTasks(server)).toEqual([]);
  });

  it('posts a task whose ref the server retired under its next life, once', async () => {
    const { server, tab, saved, until } = await setup();
    ok(tab.run(addEmailTask({ cid: t1 })));
    await saved();
    const first = liveTasks(server)[0]!;
    // Deleted elsewhere and pulled here: this browser never saw a delete of its own.
    server.deployments.tasks.get(first.id)!.deleted = true;
    server.revision += 1;
    tab.syncNow();
    await until(() => emailTaskOf(tab.getSnapshot().doc, t1) === undefined);
    ok(tab.run(addEmailTask({ cid: t1, fields: { name: 'Again' } })));
    await saved();
    expect(liveTasks(server).map((t) => [t.client_ref, t.name])).toEqual([[taskRefOf(t1, 1), 'Again']]);
    expect(tab.getSnapshot().conflicts).toEqual([]);
  });

  it('does not bring back a task deleted elsewhere while its creation was being resent', async () => {
    const { server, tab, saved, until } = await setup();
    server.failNext({ kind: 'network' }, true);
    ok(tab.run(addEmailTask({ cid: t1, fields: { name: 'Theirs to delete' } })));
    await until(() => liveTasks(server).length === 1);
    // The reply was lost; before the resend someone else deletes the task.
    server.deployments.tasks.get(liveTasks(server)[0]!.id)!.deleted = true;
    server.revision += 1;
    await until(() => tab.getSnapshot().conflicts.length === 1);
    await saved();
    expect(liveTasks(server)).toEqual([]);
    expect(tab.getSnapshot().conflicts[0]).toMatchObject({ cid: t1, reason: 'refused' });
  });

  it('records an activation the server refuses as a conflict and keeps saving', async () => {
    const { server, tab, saved, until } = await setup();
    ok(tab.run(addEmailTask({ cid: t1, fields: { subject: 'S', body: '<p>B</p>', sender_name: 'N' } })));
    await saved();
    // Someone cleared the subject; this tab still shows it.
    const stored = server.deployments.tasks.get(liveTasks(server)[0]!.id)!;
    stored.task = { ...stored.task, subject: '' };
    server.revision += 1;
    ok(tab.run(activateEmailTask(t1)));
    await until(() => emailTaskOf(tab.getSnapshot().doc, t1)?.subject === '');
    expect(tab.getSnapshot().conflicts).toMatchObject([{ cid: t1, reason: 'refused' }]);
    expect(emailTaskOf(tab.getSnapshot().doc, t1)).toMatchObject({ status: 'draft', send_status: 'draft' });
    ok(tab.run(addComponent({ kind: 'group', cid: 'g-1', parent: null })));
    await saved();
    expect([...server.rows.values()].map((r) => r.client_ref)).toEqual(['g-1']);
  });

  it('shows no intercept or tasks without the features, and a change to them becomes a conflict, not an error', async () => {
    const { server, tab, saved, until } = await setup();
    server.deployments.features.intercept = false;
    server.deployments.features.email = false;
    ok(tab.run(createIntercept()));
    ok(tab.run(addEmailTask({ cid: t1 })));
    await until(() => tab.getSnapshot().conflicts.length === 2);
    await saved();
    expect(tab.getSnapshot().status).toEqual({ kind: 'saved' });
    expect(tab.getSnapshot().doc).toMatchObject({ intercept: null, emailTasks: {} });
  });

  it('shows another tab\'s task edit without waiting for the server', async () => {
    const { tab, openTab, until } = await setup();
    const other = await openTab();
    await until(() => other.getSnapshot().ready);
    ok(tab.run(addEmailTask({ cid: t1, fields: { name: 'Shared' } })));
    await until(() => emailTaskOf(other.getSnapshot().doc, t1)?.name === 'Shared');
  });
});

describe('a base stored before deployments were synced', () => {
  it('is read whole by the first pull, not confirmed by a 304', async () => {
    const server = new InMemoryTransport(surveyId);
    server.deployments.intercept = { ...interceptConfigSchema.parse({ enabled: true }), updated_at: '2030-01-01T00:00:00.000Z' };
    const factory = new IDBFactory();
    const db = new DraftDatabase('drafts', { indexedDB: factory, IDBKeyRange });
    // As an older version left it: the header at the server's revision, no intercept or tasks.
    await db.bases.put({ surveyId, revision: server.revision, survey: { id: surveyId, title: 'Survey' }, version: 1 });
    const store = await openDraftStore({
      db, surveyId, transport: server, locks: new InMemoryLocks(), openChannel: new InMemoryBroadcast().open, clock: new SimulatedClock(), random: () => 0.5,
    });
    open.push(store);
    store.syncNow();
    for (let i = 0; i < 100 && !store.getSnapshot().doc.intercept; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(store.getSnapshot().doc.intercept).toMatchObject({ enabled: true });
  });
});
