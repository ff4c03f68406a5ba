import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { addComponent, setFields } from './commands';
import { DraftDatabase } from './database';
import { componentOf } from './document';
import { clearDrafts, openDraftStore, type DraftStore } from './draft-store';
import { InMemoryBroadcast, InMemoryLocks } from './in-memory';
import { InMemoryTransport } from './in-memory-transport';
import type { NewPendingOp } from './operations';
import { clearRescues, Rescue, type RescueStorage } from './rescue';

const surveyId = 'survey-1';

/** localStorage's shape over a Map. */
class MapStorage implements RescueStorage {
  readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

async function settle(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise((resolve) => setImmediate(resolve));
}

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (check()) return;
    await settle(5);
  }
  throw new Error('condition never held');
}

const open: DraftStore[] = [];
afterEach(() => {
  for (const store of open.splice(0)) store.close();
});

/** One browser (its IndexedDB, locks, channels and localStorage) against an in-memory server. */
function browser(storage = new MapStorage(), transport = new InMemoryTransport(surveyId)) {
  transport.rows.set('srv-g', { id: 'srv-g', kind: 'group', name: 'GP1', order: 0, parent: null, client_ref: null });
  const factory = new IDBFactory();
  const locks = new InMemoryLocks();
  const hub = new InMemoryBroadcast();
  let ids = 0;
  let tabs = 0;
  const openTab = async () => {
    let setLeaving: (leaving: boolean) => void = () => {};
    const tab = ++tabs;
    const store = await openDraftStore({
      db: new DraftDatabase('drafts', { indexedDB: factory, IDBKeyRange }),
      surveyId, transport, locks, openChannel: hub.open, clock: new SimulatedClock(), random: () => 0.5,
      newId: () => `0190000${tab}${String(++ids).padStart(4, '0')}-0000-7000-8000-000000000000`,
      rescue: storage,
      pageLeaving: (onChange) => {
        setLeaving = onChange;
        return () => {};
      },
    });
    open.push(store);
    await until(() => store.getSnapshot().ready);
    return { store, leaving: (value: boolean) => setLeaving(value) };
  };
  return { storage, factory, hub, openTab, pending: () => new DraftDatabase('drafts', { indexedDB: factory, IDBKeyRange }).pending.toArray() };
}

const hidden = (store: DraftStore) => {
  const question = componentOf(store.getSnapshot().doc, 'q-1');
  return question?.kind === 'question' ? question.hidden : undefined;
};

describe('rescued operations', () => {
  it('keeps what is recorded while the page is left until IndexedDB holds it, and nothing otherwise', async () => {
    const { storage, openTab } = browser();
    const { store, leaving } = await openTab();
    const added = store.run(addComponent({ kind: 'question', cid: 'q-1', parent: 'srv-g' }));
    expect(storage.length).toBe(0);
    if (!added.ok) throw new Error(added.message);
    await added.durable;

    leaving(true);
    const edit = store.run(setFields('q-1', { hidden: true }));
    if (!edit.ok) throw new Error(edit.message);
    expect(new Rescue(storage, surveyId).read().map((entry) => entry.op)).toMatchObject([{ type: 'setFields', cid: 'q-1' }]);
    await edit.durable;
    expect(storage.length).toBe(0);
  });

  it('keeps what was recorded a moment before the page was left, while its IndexedDB write is under way', async () => {
    const { storage, openTab } = browser();
    const { store, leaving } = await openTab();
    const added = store.run(addComponent({ kind: 'question', cid: 'q-1', parent: 'srv-g' }));
    if (!added.ok) throw new Error(added.message);
    await added.durable;

    // A pause hands the text over; the page is left before the write lands.
    const edit = store.run(setFields('q-1', { hidden: true }));
    if (!edit.ok) throw new Error(edit.message);
    expect(storage.length).toBe(0);
    leaving(true);
    expect(new Rescue(storage, surveyId).read().map((entry) => entry.op)).toMatchObject([{ type: 'setFields', cid: 'q-1' }]);
    // Leaving again (pagehide after visibilitychange) keeps nothing twice.
    leaving(true);
    expect(new Rescue(storage, surveyId).read()).toHaveLength(1);
    await edit.durable;
    expect(storage.length).toBe(0);
  });

  it('moves a torn-down page\'s operations into the log of the next store, once', async () => {
    const server = new InMemoryTransport(surveyId);
    server.rows.set('srv-q', { id: 'srv-q', kind: 'question', name: 'Q1', order: 0, parent: { id: 'srv-g', kind: 'group' }, client_ref: 'q-1' });
    server.send = () => new Promise(() => {}); // offline: whatever reaches the log stays there
    const { storage, openTab, pending } = browser(new MapStorage(), server);
    // What a page left in storage when it was torn down before its IndexedDB write landed.
    const rescued: NewPendingOp = { surveyId, opId: 'op-rescued', tabId: 'gone', gestureId: 'g', at: 1, op: { type: 'setFields', cid: 'q-1', kind: 'question', changes: [{ path: ['hidden'], value: true }] } };
    new Rescue(storage, surveyId).keep([rescued]);

    const { store } = await openTab();
    expect(hidden(store)).toBe(true);
    const copies = async () => (await pending()).filter((entry) => entry.opId === rescued.opId).length;
    expect(await copies()).toBe(1);
    expect(storage.length).toBe(0);

    // Kept although its write landed (the page died before hearing so): nothing is added twice.
    new Rescue(storage, surveyId).keep([rescued]);
    const { store: second } = await openTab();
    expect(hidden(second)).toBe(true);
    expect(await copies()).toBe(1);
    expect(storage.length).toBe(0);
  });

  it('is forgotten at sign-out, with nothing else in storage touched', async () => {
    const { storage, factory, hub } = browser();
    new Rescue(storage, surveyId).keep([{ surveyId, opId: 'op-1', tabId: 't', gestureId: 'g', at: 1, op: { type: 'setFields', cid: 'q-1', kind: 'question', changes: [{ path: ['hidden'], value: true }] } }]);
    storage.setItem('theme', 'dark');
    await clearDrafts(new DraftDatabase('drafts', { indexedDB: factory, IDBKeyRange }), hub.open, storage);
    expect([...storage.items.keys()]).toEqual(['theme']);
    clearRescues(storage);
    expect(storage.getItem('theme')).toBe('dark');
  });

  it('drops what it cannot read', () => {
    const storage = new MapStorage();
    storage.setItem(`fieldwork-rescue:${surveyId}`, '[{"opId":1},{"surveyId":"s","opId":"o","tabId":"t","gestureId":"g","at":1,"op":{"type":"nonsense"}}]');
    expect(new Rescue(storage, surveyId).read()).toEqual([]);
    storage.setItem(`fieldwork-rescue:${surveyId}`, '{not json');
    expect(new Rescue(storage, surveyId).read()).toEqual([]);
  });
});
