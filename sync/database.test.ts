import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { DraftDatabase } from './database';
import { allComponents, componentOf } from './document';
import { component, sampleDoc } from './test-docs';

const open = (factory: IDBFactory) => new DraftDatabase('drafts', { indexedDB: factory, IDBKeyRange });

describe('the base in IndexedDB', () => {
  it('stores the base in chunks and reads it back whole', async () => {
    const factory = new IDBFactory();
    const db = open(factory);
    const doc = sampleDoc();
    await db.transaction('rw', db.all, async () => {
      await db.bases.put({ surveyId: 's', revision: 3, survey: doc.survey, version: 1 });
      await db.replaceBaseComponents('s', allComponents(doc));
    });
    // Another tab (a new database object) has nothing remembered: it parses the chunks.
    const { doc: read } = await open(factory).loadBase('s');
    expect(allComponents(read).map((c) => c.id).sort()).toEqual(allComponents(doc).map((c) => c.id).sort());
  });

  it('keeps the base it parsed while the header is the same, and reads again when another tab changed it', async () => {
    const factory = new IDBFactory();
    const mine = open(factory);
    const theirs = open(factory);
    const doc = sampleDoc();
    await mine.transaction('rw', mine.all, async () => {
      await mine.bases.put({ surveyId: 's', revision: 3, survey: doc.survey, version: 1 });
      await mine.replaceBaseComponents('s', allComponents(doc));
    });
    const first = (await mine.loadBase('s')).doc;
    expect((await mine.loadBase('s')).doc).toBe(first);

    // Another tab acknowledges a batch: a new record and a new version.
    const q9 = component('question', 'q9', componentOf(doc, 'g2')!, 0, { name: 'Q9' });
    await theirs.transaction('rw', theirs.all, async () => {
      await theirs.updateBaseComponents('s', [q9], ['a1']);
      await theirs.bases.put({ surveyId: 's', revision: 4, survey: doc.survey, version: 2 });
    });
    const second = (await mine.loadBase('s')).doc;
    expect(second).not.toBe(first);
    expect(componentOf(second, 'q9')?.name).toBe('Q9');
    expect(componentOf(second, 'a1')).toBeUndefined();
  });

  it('forgets what it remembered when the drafts are cleared', async () => {
    const db = open(new IDBFactory());
    const doc = sampleDoc();
    const header = { surveyId: 's', revision: 1, survey: doc.survey, version: 1 };
    db.rememberBase(header, doc);
    expect(db.rememberedBase(header)).toBe(doc);
    expect(db.rememberedBase({ ...header, version: 2 })).toBeNull();
    await db.clearAll();
    expect(db.rememberedBase(header)).toBeNull();
  });
});
