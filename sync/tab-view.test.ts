import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { DraftDatabase } from './database';
import { allComponents, componentOf } from './document';
import type { FieldChange, NewPendingOp, Op } from './operations';
import { TabView } from './tab-view';
import { sampleDoc } from './test-docs';

const surveyId = 's';

async function setup() {
  const db = new DraftDatabase('drafts', { indexedDB: new IDBFactory(), IDBKeyRange });
  const doc = sampleDoc();
  await db.transaction('rw', db.all, async () => {
    await db.bases.put({ surveyId, revision: 1, survey: doc.survey, version: 1 });
    await db.replaceBaseComponents(surveyId, allComponents(doc));
  });
  const view = new TabView(db, surveyId);
  await view.refresh();
  let ids = 0;
  /** What the draft store does for one edit: show it, store it, say it is stored (no read yet). */
  const record = async (op: Op) => {
    const prepared = view.prepare([op], false);
    if (!prepared.ok) throw new Error(prepared.message);
    const entries: NewPendingOp[] = [{ surveyId, opId: `op-${++ids}`, tabId: 't', gestureId: `g-${ids}`, op, at: 0 }];
    view.addOptimistic(entries, prepared.doc);
    await db.pending.bulkAdd(entries);
    view.markStored(entries.map((e) => e.opId));
  };
  /** The leader takes every pending operation out of the log (undone before saving) and bumps the base. */
  const dropAll = () => db.transaction('rw', db.all, async () => {
    await db.pending.where('surveyId').equals(surveyId).delete();
    await db.bumpVersion(surveyId);
  });
  const hidden = () => (componentOf(view.view, 'q1') as { hidden?: boolean } | undefined)?.hidden;
  return { db, view, record, dropAll, hidden };
}

const setHidden = (value: boolean, expect?: boolean): Op => ({
  type: 'setFields', cid: 'q1', kind: 'question',
  changes: [{ path: ['hidden'], value, ...(expect === undefined ? {} : { expect: { value: expect } }) } as FieldChange],
});

describe('TabView', () => {
  it('forgets its shown copy of an edit the leader took out of the log before this tab read it back', async () => {
    const { view, record, dropAll, hidden } = await setup();
    await record(setHidden(true));
    await view.refresh();
    // An undo (a compare-and-set) stored, then dropped with the edit it undoes before any read.
    await record(setHidden(false, true));
    await dropAll();
    await view.refresh();
    expect(hidden()).toBe(false);
    // Kept on top of the base, the undo would apply again once the field is true once more.
    await record(setHidden(true));
    await view.refresh();
    expect(hidden()).toBe(true);
  });

  it('keeps showing an edit until a read that began after it was stored', async () => {
    const { view, hidden } = await setup();
    const op = setHidden(true);
    const prepared = view.prepare([op], false);
    if (!prepared.ok) throw new Error(prepared.message);
    view.addOptimistic([{ opId: 'slow', op }], prepared.doc);
    // Not stored yet: a read must not take it away.
    await view.refresh();
    expect(hidden()).toBe(true);
  });
});
