import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { componentOf } from './document';
import { afterEach, describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { addComponent, removeComponent, setFields } from './commands';
import { DraftDatabase } from './database';
import { clearDrafts, openDraftStore, type DraftStore } from './draft-store';
import { InMemoryBroadcast, InMemoryLocks } from './in-memory';
import { InMemoryTransport } from './in-memory-transport';
import type { ServerRow } from './rows';

const surveyId = 'survey-1';
const group: ServerRow = { id: 'srv-g', kind: 'group', name: 'GP1', order: 0, parent: null, client_ref: null };

/** One browser: its database, locks and channel hub, shared by its tabs. */
function browser(transport: InMemoryTransport, extra: { refreshToken?: () => Promise<void> } = {}) {
  const factory = new IDBFactory();
  const locks = new InMemoryLocks();
  const hub = new InMemoryBroadcast();
  const clock = new SimulatedClock();
  let ids = 0;
  const stores: DraftStore[] = [];
  const openTab = async (options: { view?: 'first' | 'later' } = {}) => {
    const store = await openDraftStore({
      db: new DraftDatabase('drafts', { indexedDB: factory, IDBKeyRange }),
      surveyId, transport, locks, openChannel: hub.open, clock, random: () => 0.5,
      newId: () => `0190000${String(++ids).padStart(5, '0')}-0000-7000-8000-000000000000`,
      ...extra,
    }, options);
    stores.push(store);
    return store;
  };
  return { factory, hub, clock, openTab, stores };
}

async function settle(rounds = 50): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise((resolve) => setImmediate(resolve));
}

async function until(check: () => boolean, clock?: SimulatedClock, stepMs = 1000): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (check()) return;
    await settle(5);
    clock?.increment(stepMs);
  }
  throw new Error('condition never held');
}

const open: DraftStore[] = [];
afterEach(() => {
  for (const store of open.splice(0)) store.close();
});

async function setup(extra?: { refreshToken?: () => Promise<void> }) {
  const server = new InMemoryTransport(surveyId);
  server.rows.set(group.id, group);
  const b = browser(server, extra);
  const tab = await b.openTab();
  open.push(tab);
  await until(() => tab.getSnapshot().ready);
  return { server, ...b, tab };
}

const addQuestion = (tab: DraftStore, cid: string) => tab.run(addComponent({ kind: 'question', cid, parent: 'srv-g' }));

describe('DraftStore', () => {
  it('opened with the view later, reads the stored survey after it resolves and tells its listeners', async () => {
    const { openTab } = await setup();
    const tab = await openTab({ view: 'later' });
    open.push(tab);
    await until(() => tab.getSnapshot().ready);
    expect(componentOf(tab.getSnapshot().doc, 'srv-g')).toMatchObject({ name: 'GP1' });
  });

  it('opened with the view later, never says saved while edits wait in the log', async () => {
    const { server, openTab, tab } = await setup();
    server.failNext({ kind: 'network' });
    const result = addQuestion(tab, 'q-1');
    if (!result.ok) throw new Error(result.message);
    await result.durable;
    tab.close();
    const later = await openTab({ view: 'later' });
    open.push(later);
    // Before and after its view is read.
    expect(later.getSnapshot().status.kind).not.toBe('saved');
    expect(later.getSnapshot().hasUnsavedChanges).toBe(true);
  });

  it('shows an edit at once, stores it, and saves it exactly once', async () => {
    const { server, clock, tab } = await setup();
    const result = addQuestion(tab, 'q-1');
    expect(componentOf(tab.getSnapshot().doc, 'q-1')).toMatchObject({ name: 'Q1' });
    expect(tab.getSnapshot().status).toEqual({ kind: 'saving', waiting: 1 });
    if (!result.ok) throw new Error(result.message);
    await result.durable;
    await until(() => tab.getSnapshot().status.kind === 'saved', clock, 100);
    expect([...server.rows.values()].filter((r) => r.client_ref === 'q-1')).toHaveLength(1);
    expect(tab.getSnapshot().hasUnsavedChanges).toBe(false);
  });

  it('lets another tab see the change without waiting for the server', async () => {
    const { openTab, tab } = await setup();
    const other = await openTab();
    open.push(other);
    await until(() => other.getSnapshot().ready);
    addQuestion(tab, 'q-1');
    await until(() => componentOf(other.getSnapshot().doc, 'q-1') !== undefined);
    expect(other.getSnapshot().isLeader).toBe(false);
  });

  it('resends the same bytes after a reply lost after commit, and the server keeps one row', async () => {
    const { server, clock, tab } = await setup();
    server.failNext({ kind: 'network' }, true);
    addQuestion(tab, 'q-1');
    await until(() => tab.getSnapshot().status.kind === 'offline', clock, 100);
    await until(() => tab.getSnapshot().status.kind === 'saved', clock, 1000);
    const posts = server.sent.filter((b) => b.body.includes('q-1'));
    expect(posts).toHaveLength(2);
    expect(posts[1]).toEqual(posts[0]);
    expect([...server.rows.values()].filter((r) => r.client_ref === 'q-1')).toHaveLength(1);
  });

  it('turns a refused item into a conflict and keeps saving the rest', async () => {
    const { server, clock, tab } = await setup();
    addQuestion(tab, 'q-1');
    await until(() => tab.getSnapshot().status.kind === 'saved', clock, 100);
    const serverId = [...server.rows.values()].find((r) => r.client_ref === 'q-1')!.id;
    server.rows.delete(serverId); // someone deleted it; we have not pulled yet
    tab.run(setFields('q-1', { hidden: true }));
    await until(() => tab.getSnapshot().conflicts.length === 1, clock, 100);
    addQuestion(tab, 'q-2');
    await until(() => tab.getSnapshot().status.kind === 'saved', clock, 100);
    expect(tab.getSnapshot().conflicts[0]).toMatchObject({ cid: 'q-1', reason: 'refused' });
    expect([...server.rows.values()].some((r) => r.client_ref === 'q-2')).toBe(true);
    expect(componentOf(tab.getSnapshot().doc, 'q-1')).toBeUndefined();
  });

  it('drops what it knows below a record the server deleted in cascade, even what the server had deleted already', async () => {
    const { server, clock, tab, factory } = await setup();
    tab.run(addComponent({ kind: 'group', cid: 'g-2', parent: null }));
    addQuestion(tab, 'q-1');
    tab.run(addComponent({ kind: 'answer_group', cid: 'ag-1', parent: 'q-1', fields: { answer_group_type: 'single' } }));
    await until(() => tab.getSnapshot().status.kind === 'saved', clock, 100);
    // Someone else moves the question under g-2 and deletes its answer group. This tab has not
    // pulled (and will not: pulls hang), and now deletes g-2: the server takes the question with
    // it, and names only the question, its answer group being gone already.
    const rowOf = (cid: string) => [...server.rows.values()].find((r) => r.client_ref === cid)!;
    const g2 = rowOf('g-2');
    server.rows.set(rowOf('q-1').id, { ...rowOf('q-1'), parent: { id: g2.id, kind: 'group' } });
    server.rows.delete(rowOf('ag-1').id);
    server.revision += 1;
    server.pull = () => new Promise(() => {});
    tab.run(removeComponent('g-2'));
    await until(() => !server.rows.has(g2.id), clock, 100);
    await until(() => tab.getSnapshot().status.kind !== 'saving', clock, 100);
    // Kept, the answer group would hang under a missing question until the next pull.
    const db = new DraftDatabase('drafts', { indexedDB: factory, IDBKeyRange });
    const { doc } = await db.loadBase(surveyId);
    db.close();
    expect(['g-2', 'q-1', 'ag-1'].map((cid) => componentOf(doc, cid))).toEqual([undefined, undefined, undefined]);
    expect(componentOf(doc, 'srv-g')).toBeDefined();
  });

  it('rebases a pending edit onto someone else\'s change without bouncing it back', async () => {
    const { server, clock, tab } = await setup();
    tab.run(setFields('srv-g', { fix_position: true }));
    server.rows.set(group.id, { ...group, name: 'Theirs' });
    server.revision += 1;
    tab.syncNow(); // pulls before the debounced save goes out
    await until(() => componentOf(tab.getSnapshot().doc, 'srv-g')?.name === 'Theirs');
    expect(componentOf(tab.getSnapshot().doc, 'srv-g')).toMatchObject({ fix_position: true });
    await until(() => tab.getSnapshot().status.kind === 'saved', clock, 100);
    expect(server.rows.get('srv-g')).toMatchObject({ fix_position: true, name: 'Theirs' });
    expect(componentOf(tab.getSnapshot().doc, 'srv-g')).toMatchObject({ fix_position: true, name: 'Theirs' });
  });

  it('undoes and redoes through the server', async () => {
    const { server, clock, tab } = await setup();
    tab.run(setFields('srv-g', { name: 'Mine' }));
    await until(() => tab.getSnapshot().status.kind === 'saved', clock, 100);
    expect(tab.undo()).toMatchObject({ ok: true, applied: 1 });
    await until(() => tab.getSnapshot().status.kind === 'saved', clock, 100);
    expect(server.rows.get('srv-g')!.name).toBe('GP1');
    tab.redo();
    await until(() => tab.getSnapshot().status.kind === 'saved', clock, 100);
    expect(server.rows.get('srv-g')!.name).toBe('Mine');
    expect(tab.getSnapshot().canRedo).toBe(false);
  });

  it('refreshes the session after a 401 and resends', async () => {
    let refreshed = 0;
    const { server, clock, tab } = await setup({ refreshToken: async () => void refreshed++ });
    server.failNext({ kind: 'unauthorized' });
    addQuestion(tab, 'q-1');
    await until(() => tab.getSnapshot().status.kind === 'saved', clock, 100);
    expect(refreshed).toBe(1);
  });

  it('waits as long as Retry-After says', async () => {
    const { server, clock, tab } = await setup();
    server.failNext({ kind: 'rate_limited', retryAfterMs: 5000 });
    addQuestion(tab, 'q-1');
    await until(() => server.sent.length === 1, clock, 100);
    clock.increment(4000);
    await settle();
    expect(server.sent).toHaveLength(1);
    expect(tab.getSnapshot().status).toMatchObject({ kind: 'error', code: 'rate_limited', retrying: true, waiting: 1 });
    clock.increment(1000);
    await until(() => tab.getSnapshot().status.kind === 'saved', clock, 100);
  });

  it('halves the batch after a 413 and still saves everything', async () => {
    const { server, clock, tab } = await setup();
    server.failNext({ kind: 'too_large' });
    for (const cid of ['q-1', 'q-2', 'q-3']) addQuestion(tab, cid);
    await until(() => tab.getSnapshot().status.kind === 'saved', clock, 100);
    const [refused, ...rest] = server.sent;
    expect(JSON.parse(refused!.body)).toHaveLength(3);
    expect(rest.map((b) => JSON.parse(b.body).length)).toEqual([3]);
    expect([...server.rows.values()].filter((r) => r.client_ref?.startsWith('q-'))).toHaveLength(3);
  });

  it('after a reused key, pulls before compiling a new batch, and saves once', async () => {
    const { server, clock, tab } = await setup();
    server.failNext({ kind: 'key_reused' });
    addQuestion(tab, 'q-1');
    await until(() => tab.getSnapshot().status.kind === 'saved', clock, 100);
    expect(server.sent.map((b) => b.batchId)).toHaveLength(2);
    expect(server.sent[1]!.batchId).not.toBe(server.sent[0]!.batchId);
    expect([...server.rows.values()].filter((r) => r.client_ref === 'q-1')).toHaveLength(1);
  });

  it('hands the loop to another tab when the leader closes, which resends the frozen batch', async () => {
    const { server, clock, openTab, tab } = await setup();
    const other = await openTab();
    open.push(other);
    await until(() => other.getSnapshot().ready);
    server.failNext({ kind: 'network' }, true);
    addQuestion(tab, 'q-1');
    await until(() => server.sent.length === 1, clock, 100);
    tab.close();
    await until(() => other.getSnapshot().isLeader);
    await until(() => other.getSnapshot().status.kind === 'saved', clock, 1000);
    expect(server.sent.at(-1)).toEqual(server.sent[0]);
    expect([...server.rows.values()].filter((r) => r.client_ref === 'q-1')).toHaveLength(1);
  });

  it('clears the local database on sign-out', async () => {
    const { factory, hub, tab } = await setup();
    addQuestion(tab, 'q-1');
    const db = new DraftDatabase('drafts', { indexedDB: factory, IDBKeyRange });
    await clearDrafts(db, hub.open);
    await until(() => !tab.getSnapshot().ready);
    expect(await db.pending.count()).toBe(0);
    expect(await db.bases.count()).toBe(0);
  });
});
