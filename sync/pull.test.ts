import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { DraftDatabase } from './database';
import { taskRefOf } from './deployments';
import { componentOf, type DraftDoc } from './document';
import { InMemoryTransport } from './in-memory-transport';
import type { NewPendingOp } from './operations';
import { pullOnce } from './pull';
import type { EngineDeps } from './push';
import type { ServerRow } from './rows';
import { TabView } from './tab-view';
import { taskCid } from './test-docs';

const surveyId = 'survey-1';
const group: ServerRow = { id: 'srv-g', kind: 'group', name: 'GP1', order: 0, parent: null, client_ref: null };
const question: ServerRow = { id: 'srv-q', kind: 'question', name: 'Q1', order: 0, parent: { id: 'srv-g', kind: 'group' }, client_ref: 'cid-q' };

function setup() {
  const db = new DraftDatabase('drafts', { indexedDB: new IDBFactory(), IDBKeyRange });
  const server = new InMemoryTransport(surveyId);
  server.rows.set(group.id, group);
  server.rows.set(question.id, question);
  const view = new TabView(db, surveyId);
  const shown: { doc: DraftDoc; stored: boolean }[] = [];
  const deps: EngineDeps = {
    db, transport: server, surveyId, newId: () => 'id', now: () => 0,
    onFirstBase: async (doc) => {
      // What the database holds when the tab is handed the base: nothing yet.
      shown.push({ doc, stored: (await db.bases.get(surveyId)) !== undefined });
      await view.showFirstBase(doc);
    },
  };
  return { db, server, view, deps, shown };
}

/** An edit recorded before the first pull (rescued from a page that went away, say). */
const renamed: NewPendingOp = {
  surveyId, opId: 'op-1', tabId: 't', gestureId: 'g-1', at: 0,
  op: { type: 'setFields', cid: 'cid-q', kind: 'question', changes: [{ path: ['name'], value: 'Q9' }] },
};

describe('pullOnce on a browser without the survey', () => {
  it('hands the tab the base before storing it, and the tab shows it with the log replayed on it', async () => {
    const { db, view, deps, shown } = setup();
    await view.refresh();
    await db.pending.add(renamed);
    expect(view.ready).toBe(false);

    expect(await pullOnce(deps)).toBe('applied');
    expect(shown).toHaveLength(1);
    expect(shown[0]!.stored).toBe(false);
    expect(componentOf(shown[0]!.doc, 'cid-q')).toMatchObject({ name: 'Q1' });
    // The tab showed the pulled survey with the pending rename on top, before the store landed.
    expect(view.ready).toBe(true);
    expect(componentOf(view.view, 'cid-q')).toMatchObject({ name: 'Q9' });

    // Stored: the base the tab reads next is the very document it was shown.
    expect(await db.bases.get(surveyId)).toMatchObject({ revision: 1, version: 1 });
    const loaded = await db.loadBase(surveyId);
    expect(loaded.doc).toBe(shown[0]!.doc);
    await view.refresh();
    expect(view.base).toBe(shown[0]!.doc);
    expect(componentOf(view.view, 'cid-q')).toMatchObject({ name: 'Q9' });
  });

  it('does not hand over a later pull: a stored base is shown from the database', async () => {
    const { server, deps, shown } = setup();
    await pullOnce(deps);
    server.revision++;
    server.rows.set(question.id, { ...question, name: 'Q2' });
    expect(await pullOnce(deps)).toBe('applied');
    expect(shown).toHaveLength(1);
  });

  it('leaves a tab that read a stored base as it is', async () => {
    const { db, view, deps } = setup();
    await pullOnce({ ...deps, onFirstBase: undefined });
    await view.refresh();
    const base = view.base;
    // A first base arriving late (another tab's pull, say) does not replace the stored one.
    await view.showFirstBase({ ...base });
    expect(view.base).toBe(base);
    expect(await db.bases.count()).toBe(1);
  });
});

describe('pullOnce storing the server ids', () => {
  it('stores the ids made before its transaction, or makes them again when a task life moved meanwhile', async () => {
    const cid = taskCid(1);
    for (const moved of [false, true]) {
      const { db, server, deps } = setup();
      const { onFirstBase: _shown, ...engine } = deps;
      // A task this browser brought back to life: the server holds it under the cid's second ref.
      const posted = server.deployments.sendEmail(JSON.stringify([{ action: 'post', task: {
        client_ref: taskRefOf(cid, 1), name: 'Reminder', subject: '', body: '', sender_name: '', reply_to: null,
        launch_language: 'en', schedule: { type: 'now' }, status: 'draft',
      } }]), server.revision);
      const taskId = posted.items[0]!.id!;
      await db.setMeta(surveyId, 'taskLives', { [cid]: 1 });
      // Moved: the ids are made early for lives read before the life moved on (another tab's ack).
      let reads = 0;
      const read = db.loadTaskLives.bind(db);
      db.loadTaskLives = async (id) => (moved && ++reads === 1 ? {} : read(id));

      expect(await pullOnce(engine)).toBe('applied');
      const stored = await db.readServerIds(surveyId);
      expect(stored.get(cid), `moved: ${moved}`).toBe(taskId);
      expect(stored.has(taskRefOf(cid, 1)), `moved: ${moved}`).toBe(false);
      expect(stored.get('cid-q')).toBe('srv-q');
      expect(stored.get('srv-g')).toBe('srv-g');
      // What the tab remembers for its next save is what it stored.
      const header = (await db.bases.get(surveyId))!;
      expect(new Map(await db.loadServerIds(surveyId, header))).toEqual(stored);
    }
  });
});
