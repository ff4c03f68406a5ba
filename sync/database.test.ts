import { Dexie } from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { baseChunkTexts, chunkTextsOf, DraftDatabase, serverIdTexts } from './database';
import { allComponents, componentOf } from './document';
import { CHUNK_COUNT } from './bucket-map';
import { TabView } from './tab-view';
import { component, sampleDoc } from './test-docs';

const open = (factory: IDBFactory) => new DraftDatabase('drafts', { indexedDB: factory, IDBKeyRange });

/** A sample survey stored as the base of survey 's' (revision 3) in a fresh IndexedDB. */
async function storedSample() {
  const factory = new IDBFactory();
  const db = open(factory);
  const doc = sampleDoc();
  await db.transaction('rw', db.all, async () => {
    await db.bases.put({ surveyId: 's', revision: 3, survey: doc.survey, version: 1 });
    await db.replaceBaseComponents('s', allComponents(doc));
  });
  return { factory, db, doc };
}

describe('the base in IndexedDB', () => {
  it('stores the base in chunks and reads it back whole', async () => {
    const { factory, doc } = await storedSample();
    // Another tab (a new database object) has nothing remembered: it parses the chunks.
    const { doc: read } = await open(factory).loadBase('s');
    expect(allComponents(read).map((c) => c.id).sort()).toEqual(allComponents(doc).map((c) => c.id).sort());
  });

  it('keeps the chunk texts of a base it read, and makes them for a document it did not', async () => {
    const { factory, db, doc } = await storedSample();
    const { doc: read } = await open(factory).loadBase('s');
    const stored = new Map((await db.chunks.toArray()).map((row) => [row.chunk, row.json]));
    expect(await chunkTextsOf(read)).toEqual(stored);
    const made = await chunkTextsOf(doc);
    expect(made).not.toBe(await chunkTextsOf(read));
    expect([...made.values()].flatMap((json) => JSON.parse(json) as { id: string }[]).map((c) => c.id).sort())
      .toEqual(allComponents(doc).map((c) => c.id).sort());
    expect(await chunkTextsOf(doc)).toBe(made);
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

  it('reads a base ahead once: a view read while the preload is in flight waits for it and reads no chunk again', async () => {
    const { factory, doc } = await storedSample();
    const db = open(factory);
    let chunkReads = 0;
    db.chunks.hook('reading', (row) => {
      chunkReads++;
      return row;
    });
    const preload = db.preloadBase('s');
    // The store's view, opened meanwhile, waits for the preload rather than starting its own read.
    const view = new TabView(db, 's');
    const shown = view.refresh();
    expect(await preload).toBe(true);
    await shown;
    expect(view.ready).toBe(true);
    expect(allComponents(view.view).map((c) => c.id).sort()).toEqual(allComponents(doc).map((c) => c.id).sort());
    // Each chunk asked for once (a read asks for every chunk, stored or not).
    const read = chunkReads;
    expect(read).toBe(CHUNK_COUNT);
    expect((await db.loadBase('s')).doc).toBe(view.base);
    expect(chunkReads).toBe(read);
  });

  it('says when no base is stored, without reading chunks', async () => {
    const db = open(new IDBFactory());
    let chunkReads = 0;
    db.chunks.hook('reading', (row) => {
      chunkReads++;
      return row;
    });
    expect(await db.preloadBase('s')).toBe(false);
    expect(chunkReads).toBe(0);
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

  it('keeps the server ids it read while the header is the same, and reads them again after another tab wrote', async () => {
    const factory = new IDBFactory();
    const mine = open(factory);
    const theirs = open(factory);
    const doc = sampleDoc();
    const header = { surveyId: 's', revision: 3, survey: doc.survey, version: 1 };
    await mine.transaction('rw', mine.all, async () => {
      await mine.bases.put(header);
      await mine.replaceBaseComponents('s', allComponents(doc));
      await mine.replaceServerIds('s', new Map([['q1', 'S1']]));
    });
    await mine.loadBase('s');
    const first = await mine.loadServerIds('s', header);
    expect([...first]).toEqual([['q1', 'S1']]);
    expect(await mine.loadServerIds('s', header)).toBe(first);

    // Another tab acknowledges a post: a new id and, with it, a new base version.
    const after = { ...header, revision: 4, version: 2 };
    await theirs.transaction('rw', theirs.all, async () => {
      await theirs.writeServerIds('s', [['q9', 'S9']]);
      await theirs.bases.put(after);
    });
    await mine.loadBase('s');
    expect(new Map(await mine.loadServerIds('s', after))).toEqual(new Map([['q1', 'S1'], ['q9', 'S9']]));
  });

  it('hands the ids a writer remembered with its new header to the next save', async () => {
    const db = open(new IDBFactory());
    const doc = sampleDoc();
    const header = { surveyId: 's', revision: 1, survey: doc.survey, version: 1 };
    const ids = new Map([['q1', 'S1']]);
    db.rememberBase(header, doc, ids);
    expect(db.rememberedIds(header)).toBe(ids);
    expect(db.rememberedIds({ ...header, version: 2 })).toBeNull();
    // The table is empty here: the remembered map is what answers.
    await db.transaction('rw', db.all, async () => {
      await db.bases.put(header);
      expect(await db.loadServerIds('s', header)).toBe(ids);
    });
  });

  it('sets and removes server ids in the order written, and replaces them all on a pull', async () => {
    const db = open(new IDBFactory());
    await db.replaceServerIds('s', new Map([['q1', 'S1'], ['q2', 'S2'], ['q3', 'S3']]));
    await db.replaceServerIds('other', new Map([['q1', 'O1']]));
    await db.writeServerIds('s', [['q4', 'S4'], ['q2', null], ['q4', null], ['q4', 'S4b'], ['q1', 'S1b']]);
    expect(new Map(await db.readServerIds('s'))).toEqual(new Map([['q1', 'S1b'], ['q3', 'S3'], ['q4', 'S4b']]));
    await db.replaceServerIds('s', new Map([['q9', 'S9']]));
    expect([...await db.readServerIds('s')]).toEqual([['q9', 'S9']]);
    expect([...await db.readServerIds('other')]).toEqual([['q1', 'O1']]);
  });

  it('stores server ids from row texts made before the transaction as it stores them itself', async () => {
    // Past the size from which the texts are made a few chunks per task.
    const ids = new Map(Array.from({ length: 6000 }, (_, i) => [`cid-${i}`, `S${i}`] as [string, string]));
    const [made, itself] = [open(new IDBFactory()), open(new IDBFactory())];
    const texts = await serverIdTexts(ids);
    await made.transaction('rw', made.all, () => made.replaceServerIds('s', ids, texts));
    await itself.transaction('rw', itself.all, () => itself.replaceServerIds('s', ids));
    expect(await made.idChunks.toArray()).toEqual(await itself.idChunks.toArray());
    expect(await made.readServerIds('s')).toEqual(ids);
  });

  it('moves the server ids of a version 3 database into chunks', async () => {
    const factory = new IDBFactory();
    // The schema as it stood at version 3: one row per server id.
    const old = new Dexie('drafts', { indexedDB: factory, IDBKeyRange });
    old.version(3).stores({
      bases: 'surveyId', chunks: '[surveyId+chunk], surveyId', ids: '[surveyId+cid], surveyId',
      pending: '++seq, surveyId, [surveyId+seq], opId', batches: 'surveyId', conflicts: 'id, surveyId', meta: '[surveyId+key], surveyId',
    });
    await old.table('ids').bulkPut([{ surveyId: 's', cid: 'q1', serverId: 'S1' }, { surveyId: 's', cid: 'q2', serverId: 'S2' }, { surveyId: 't', cid: 'q1', serverId: 'T1' }]);
    old.close();
    const db = open(factory);
    expect(new Map(await db.readServerIds('s'))).toEqual(new Map([['q1', 'S1'], ['q2', 'S2']]));
    expect([...await db.readServerIds('t')]).toEqual([['q1', 'T1']]);
  });

  it('stores a large base from chunk texts made before the transaction, and reads it back whole', async () => {
    const factory = new IDBFactory();
    const db = open(factory);
    const doc = sampleDoc();
    const answers = Array.from({ length: 6000 }, (_, i) => component('answer', `a${i}`, null, i));
    const texts = await baseChunkTexts(answers);
    expect(texts.size).toBe(64);
    await db.transaction('rw', db.all, async () => {
      await db.bases.put({ surveyId: 's', revision: 1, survey: doc.survey, version: 1 });
      await db.replaceBaseComponents('s', answers, texts);
    });
    const { doc: read } = await open(factory).loadBase('s');
    expect(allComponents(read).map((c) => c.id).sort()).toEqual(answers.map((c) => c.id).sort());
  });
});
