// The kept components list (components-list.ts) after writes: whatever wrote, and however the
// writes and reads interleave, a read shows the rows as stored at the revision it names — never
// a kept chunk of an older version. The survey is large enough to be cut into many chunks.
import { gunzipSync } from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentListPieces, components as componentsTable, surveys } from '../../db/schema';
import { backends, createTestServer, serverSuite, type TestServer } from '../../testing/harness';
import { newSurvey } from '../../testing/users';
import { nodeFromDb, toComponentRow } from './component-row';
import { listComponents, listKey } from './components-list';
import { batchScopes } from './components-service';
import { listCacheOf } from './list-cache';
import { pieceSignature } from './list-pieces';
import { MAX_CHUNK_ROWS } from './list-chunks';

const kinds = batchScopes.components.kinds;
// 3 + 60 × (1 + 1 + 40) = 2,523 rows: more than two chunks can hold (MAX_CHUNK_ROWS each), so the
// list is cut into at least three whatever ids the server draws; where chunks end between the caps
// depends on those random ids, and a smaller survey was sometimes cut into only two.
const GROUPS = 3;
const QUESTIONS = 20;
const ANSWERS = 40;

interface Built { readonly survey: string; readonly groups: string[]; readonly questions: string[]; readonly answerGroups: string[]; readonly answers: string[] }

/** 3 groups × 20 questions × one answer group × 40 answers: 2,523 rows, at least three chunks. */
async function largeSurvey(server: TestServer, token: string): Promise<Built> {
  const survey = await newSurvey(server, token);
  const items: unknown[] = [];
  const at = { groups: [] as number[], questions: [] as number[], answerGroups: [] as number[], answers: [] as number[] };
  const push = (into: number[], item: object) => into.push(items.push(item) - 1);
  for (let g = 0; g < GROUPS; g++) {
    push(at.groups, { action: 'post', kind: 'group', client_ref: `g${g}` });
    const group = at.groups.at(-1)!;
    for (let q = 0; q < QUESTIONS; q++) {
      push(at.questions, { action: 'post', kind: 'question', client_ref: `q${g}-${q}`, parent: { index: group }, fields: { question_type: 'single', order: q, default_language_data: { question_text: `Question ${g}.${q}` } } });
      push(at.answerGroups, { action: 'post', kind: 'answer_group', client_ref: `ag${g}-${q}`, parent: { index: at.questions.at(-1)! }, fields: { answer_group_type: 'single' } });
      const answerGroup = at.answerGroups.at(-1)!;
      for (let a = 0; a < ANSWERS; a++) {
        push(at.answers, { action: 'post', kind: 'answer', client_ref: `a${g}-${q}-${a}`, parent: { index: answerGroup }, fields: { default_language_data: { label: `Answer ${a} of ${g}.${q} "é" 🙂` } } });
      }
    }
  }
  const posted = await server.call('POST', `/admin/api/surveys/${survey}/components`, { token, body: items });
  expect(posted.status, JSON.stringify(posted.body).slice(0, 500)).toBe(200);
  const ids = (posted.body as { items: { id: string }[] }).items.map((item) => item.id);
  const idsOf = (indexes: number[]) => indexes.map((index) => ids[index]!);
  return { survey, groups: idsOf(at.groups), questions: idsOf(at.questions), answerGroups: idsOf(at.answerGroups), answers: idsOf(at.answers) };
}

/** The list as stored now, in list order, as toComponentRow makes each row. */
async function storedList(server: TestServer, survey: string) {
  const rows = await server.ctx.db.select().from(componentsTable).where(eq(componentsTable.survey_id, survey));
  return rows.filter((row) => (kinds as readonly string[]).includes(row.kind))
    .sort((a, b) => a.order - b.order || a.created_at.getTime() - b.created_at.getTime() || (a.id < b.id ? -1 : 1))
    .map((row) => toComponentRow(nodeFromDb(row)));
}

type List = { components: unknown[]; revision: number };

/** GETs the list as a browser does (gzip) and, unless `plainToo` is false, plain: the same text. */
async function readList(server: TestServer, token: string, survey: string, plainToo = true): Promise<List> {
  const url = `/admin/api/surveys/${survey}/components`;
  const compressed = await server.app.inject({ method: 'GET', url, headers: { authorization: `Token ${token}`, 'accept-encoding': 'gzip' } });
  expect(compressed.statusCode).toBe(200);
  expect(compressed.headers['content-encoding']).toBe('gzip');
  const text = gunzipSync(compressed.rawPayload).toString();
  if (plainToo) {
    const plain = await server.app.inject({ method: 'GET', url, headers: { authorization: `Token ${token}` } });
    expect(plain.body === text, 'the plain list is the gzip one inflated').toBe(true);
  }
  const list = JSON.parse(text) as List;
  expect(compressed.headers.etag).toBe(`"${list.revision}"`);
  return list;
}

/** The two lists are equal; else fails on their first difference (not 2,523 rows of diff). */
function expectSameRows(actual: readonly unknown[], expected: readonly unknown[], what: string) {
  const at = actual.findIndex((row, i) => JSON.stringify(row) !== JSON.stringify(expected[i]));
  if (at !== -1 || actual.length !== expected.length) {
    expect({ what, at, length: actual.length, row: actual[at] }).toEqual({ what, at, length: expected.length, row: expected[at] });
  }
  expect(actual).toEqual(expected);
}

async function expectFresh(server: TestServer, token: string, survey: string, what = 'the list') {
  const list = await readList(server, token, survey);
  const [stored] = await server.ctx.db.select({ revision: surveys.revision }).from(surveys).where(eq(surveys.id, survey));
  expect(list.revision).toBe(stored!.revision);
  expectSameRows(list.components, await storedList(server, survey), what);
  return list;
}

const kept = (server: TestServer, survey: string) => listCacheOf(server.ctx.db).get(listKey(survey, kinds));

describe.each(backends)('the kept components list after writes on %s', (backend) => {
  const suite = serverSuite(backend);
  const batch = async (survey: string, items: unknown[], path = 'components', token = suite.admin, server = suite.server) => {
    const reply = await server.call('POST', `/admin/api/surveys/${survey}/${path}`, { token, body: items });
    expect(reply.status, JSON.stringify(reply.body).slice(0, 500)).toBe(200);
    return reply.body as { items: { id: string }[]; revision: number };
  };

  it('shows each change of a batch, rereading only the chunks it touched', async () => {
    const built = await largeSurvey(suite.server, suite.admin);
    const { survey } = built;
    await expectFresh(suite.server, suite.admin, survey);
    const first = kept(suite.server, survey)!;
    expect(first.rows.length).toBeGreaterThan(2 * MAX_CHUNK_ROWS);
    expect(first.chunks.length).toBeGreaterThan(2);

    // One text changed: every chunk but the one holding it is kept as it was compressed.
    await batch(survey, [{ action: 'patch', id: built.answers[500]!, fields: { default_language_data: { label: 'Changed <b>"label"</b>' } } }]);
    await expectFresh(suite.server, suite.admin, survey);
    const patched = kept(suite.server, survey)!;
    expect(patched.revision).toBe(first.revision + 1);
    expect(patched.chunks.filter((chunk) => !first.chunks.some((before) => before.made === chunk.made))).toHaveLength(1);

    const changes: [string, unknown[]][] = [
      ['a translation', [{ action: 'patch', id: built.questions[3]!, fields: { additional_language_data: { fr: { question_text: 'Question en français' } } } }]],
      ['an added answer', [{ action: 'post', kind: 'answer', client_ref: 'new', parent: { id: built.answerGroups[7]! }, fields: { default_language_data: { label: 'New' } } }]],
      ['a deleted answer', [{ action: 'delete', id: built.answers[41]! }]],
      ['a deleted question and its answers', [{ action: 'delete', id: built.questions[12]! }]],
      ['a moved question', [{ action: 'patch', id: built.questions[25]!, parent: { id: built.groups[0]! }, fields: { order: 0 } }]],
      ['a moved group', [{ action: 'patch', id: built.groups[2]!, fields: { order: 0 } }]],
      ['many changes at once', [
        ...built.answers.slice(800, 900).map((id, i) => ({ action: 'patch', id, fields: { default_language_data: { label: `Batch ${i}` } } })),
        ...built.answers.slice(1000, 1010).map((id) => ({ action: 'delete', id })),
        { action: 'post', kind: 'group', client_ref: 'late group', fields: { order: 1 } },
      ]],
    ];
    for (const [what, items] of changes) {
      await batch(survey, items);
      const list = await expectFresh(suite.server, suite.admin, survey, what);
      expect(list.components.length, what).toBeGreaterThan(1000);
    }
  });

  it('shows a new revision after a write to another list, with the same components', async () => {
    const built = await largeSurvey(suite.server, suite.admin);
    const before = await expectFresh(suite.server, suite.admin, built.survey);
    await batch(built.survey, [
      { action: 'post', kind: 'routing_page', client_ref: 'p' },
      { action: 'post', kind: 'routing_item', client_ref: 'i', parent: { index: 0 }, fields: { item_id: built.questions[0]!, item_kind: 'question' } },
    ], 'routes');
    const after = await expectFresh(suite.server, suite.admin, built.survey);
    expect(after.revision).toBe(before.revision + 1);
    expectSameRows(after.components, before.components, 'after a routes batch');
  });

  it('shows rows written by a writer that shares no memory with this server', async () => {
    const built = await largeSurvey(suite.server, suite.admin);
    await expectFresh(suite.server, suite.admin, built.survey);
    // Written straight to the table, as another server's batch would be, with the revision moved.
    await suite.server.ctx.db.transaction(async (tx) => {
      await tx.update(componentsTable).set({ name: 'Elsewhere', order: 7 }).where(eq(componentsTable.id, built.answers[100]!));
      await tx.delete(componentsTable).where(eq(componentsTable.id, built.answers[900]!));
      await tx.insert(componentsTable).values({ survey_id: built.survey, kind: 'exit_block', name: 'Added elsewhere', order: 2, fields: {} });
      await tx.update(surveys).set({ revision: sql`${surveys.revision} + 1` }).where(eq(surveys.id, built.survey));
    });
    await expectFresh(suite.server, suite.admin, built.survey);
  });

  it('is built by a server that kept nothing from the pieces stored, reading again only the chunks that changed', async () => {
    const built = await largeSurvey(suite.server, suite.admin);
    const { survey } = built;
    await expectFresh(suite.server, suite.admin, survey);
    const first = kept(suite.server, survey)!;
    const piecesOf = async () => suite.server.ctx.db.select({ signature: componentListPieces.signature, level: componentListPieces.level })
      .from(componentListPieces).where(eq(componentListPieces.survey_id, survey));
    const stored = await piecesOf();
    expect(stored).toHaveLength(first.chunks.length);
    // Another server process, or this one after a restart: the same database, nothing kept.
    const elsewhere = () => ({ ...suite.server.ctx, db: new Proxy(suite.server.ctx.db, {}) });
    const readElsewhere = async () => {
      const { reply } = await listComponents(elsewhere(), survey, kinds, () => false);
      return JSON.parse(gunzipSync(reply!.gzip).toString()) as List;
    };

    // The stored pieces are what it sends: with two of them swapped, their rows come out swapped.
    const swap = async () => {
      const [a, b] = [pieceSignature(first.chunks[0]!.rows), pieceSignature(first.chunks[1]!.rows)];
      const rename = (from: string, to: string) => suite.server.ctx.db.update(componentListPieces).set({ signature: to })
        .where(and(eq(componentListPieces.survey_id, survey), eq(componentListPieces.signature, from)));
      await rename(a, 'swapping');
      await rename(b, a);
      await rename('swapping', b);
    };
    const rows = await storedList(suite.server, survey);
    const [one, two] = [first.chunks[0]!.rows.length, first.chunks[1]!.rows.length];
    await swap();
    expectSameRows((await readElsewhere()).components, [...rows.slice(one, one + two), ...rows.slice(0, one), ...rows.slice(one + two)], 'two pieces swapped');
    await swap();
    expectSameRows((await readElsewhere()).components, rows, 'every piece stored');

    // A row written: its chunk's piece is not the rows' any more, and is made again (and stored,
    // the old one dropped); every other chunk still comes from its stored piece.
    await batch(survey, [{ action: 'patch', id: built.answers[500]!, fields: { default_language_data: { label: 'Changed <b>"label"</b>' } } }]);
    expectSameRows((await readElsewhere()).components, await storedList(suite.server, survey), 'one row changed');
    const after = await piecesOf();
    expect(after).toHaveLength(stored.length);
    expect(after.filter((piece) => !stored.some((before) => before.signature === piece.signature))).toHaveLength(1);
  });

  it('never serves a revision with a list it does not show, batches and reads racing', async () => {
    const built = await largeSurvey(suite.server, suite.admin);
    const { survey } = built;
    const start = await expectFresh(suite.server, suite.admin, survey);
    // The list each revision stands for, taken after each batch (batches here run one at a time).
    const expected = new Map<number, unknown[]>([[start.revision, start.components]]);
    const reads: List[] = [];
    for (let round = 0; round < 8; round++) {
      const items = round % 2 === 0
        ? [{ action: 'patch', id: built.answers[round * 97]!, fields: { default_language_data: { label: `Round ${round}` } } }]
        : [{ action: 'patch', id: built.questions[round]!, parent: { id: built.groups[round % GROUPS]! }, fields: { order: round } }];
      const [written, ...read] = await Promise.all([
        batch(survey, items), readList(suite.server, suite.admin, survey, false), readList(suite.server, suite.admin, survey, false),
      ]);
      expected.set(written.revision, await storedList(suite.server, survey));
      reads.push(...read);
    }
    for (const read of reads) {
      expect(expected.has(read.revision), `revision ${read.revision} is one a batch left`).toBe(true);
      expectSameRows(read.components, expected.get(read.revision)!, `revision ${read.revision}`);
    }
    await expectFresh(suite.server, suite.admin, survey);
  });
});

describe.runIf(backends.includes('postgres'))('the kept components list with two servers on one PostgreSQL', () => {
  let one: TestServer;
  let two: TestServer;
  beforeAll(async () => {
    one = await createTestServer('postgres');
    two = await createTestServer('postgres', { database: one.ctx.config.database });
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  it('shows on each server what the other wrote', async () => {
    const [tokenOne, tokenTwo] = [await one.signIn(), await two.signIn()];
    const built = await largeSurvey(one, tokenOne);
    const { survey } = built;
    // Both keep the list, then each writes in turn and both read.
    await expectFresh(one, tokenOne, survey);
    await expectFresh(two, tokenTwo, survey);
    const writes: [TestServer, string, unknown[]][] = [
      [two, tokenTwo, [{ action: 'patch', id: built.answers[10]!, fields: { default_language_data: { label: 'From two' } } }]],
      [one, tokenOne, [{ action: 'delete', id: built.answers[11]! }, { action: 'post', kind: 'answer', client_ref: 'one', parent: { id: built.answerGroups[0]! } }]],
      [two, tokenTwo, [{ action: 'patch', id: built.questions[5]!, parent: { id: built.groups[1]! }, fields: { order: 0 } }]],
    ];
    for (const [server, token, items] of writes) {
      const reply = await server.call('POST', `/admin/api/surveys/${survey}/components`, { token, body: items });
      expect(reply.status).toBe(200);
      const [seenByOne, seenByTwo] = [await expectFresh(one, tokenOne, survey), await expectFresh(two, tokenTwo, survey)];
      expect(seenByOne.revision).toBe(seenByTwo.revision);
      expectSameRows(seenByOne.components, seenByTwo.components, 'both servers');
    }
  });
});
