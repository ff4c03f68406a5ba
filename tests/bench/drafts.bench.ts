// The draft engine on the largest survey (100 questions × 10 answer groups × 50 answers, 100
// routing pages with conditions): building the view from the local store (fake-indexeddb in
// Node: the same Dexie code a browser runs), applying one operation, compiling a batch from
// 1,000 pending operations, and the server applying a 5,000-item batch on PGlite (and on
// PostgreSQL when DATABASE_URL is set). Targets (issue 4): view < 300 ms, one op < 1 ms,
// server apply of 5,000 items < 1 s.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { v7 as uuidv7 } from 'uuid';
import { createComponent, type Component } from '../../schema';
import { compileBatch, summarizeChanges } from '../../sync/batch-compiler';
import { DraftDatabase } from '../../sync/database';
import { allComponents, makeDoc, type DraftDoc } from '../../sync/document';
import type { Op } from '../../sync/operations';
import { applyOne, reconcile, replay } from '../../sync/replay';
import { maxSurvey } from '../../workers/checks/testing/max-survey';
import { backends, createTestServer } from '../../server/testing/harness';
import { summarise, time } from './stats';

const surveyId = 'bench-survey';

async function viewFromStore(components: readonly Component[]) {
  const name = `bench-${uuidv7()}`;
  const factory = new IDBFactory();
  const open = () => new DraftDatabase(name, { indexedDB: factory, IDBKeyRange });
  const setup = open();
  await setup.bases.put({ surveyId, revision: 1, survey: { title: 'Max' }, version: 1 });
  await setup.transaction('rw', setup.chunks, () => setup.replaceBaseComponents(surveyId, components));
  setup.close();
  // Cold: a fresh connection each run, as when a page opens the survey (no in-memory memo), so
  // the figure is the chunk read, JSON parse and document build.
  const cold: number[] = [];
  for (let i = 0; i < 5; i++) {
    const db = open();
    const start = performance.now();
    const { doc } = await db.loadBase(surveyId);
    replay(doc, []);
    cold.push(performance.now() - start);
    db.close();
  }
  return summarise(cold);
}

function textOps(doc: DraftDoc, count: number): Op[] {
  const questions = allComponents(doc).filter((c) => c.kind === 'question');
  return Array.from({ length: count }, (_, i) => {
    const q = questions[i % questions.length]!;
    return { type: 'setFields', cid: q.id, kind: 'question', changes: [{ path: ['default_language_data', 'question_text'], value: `<p>Edit ${i}</p>` }] };
  });
}

async function serverApply(backend: 'pglite' | 'postgres') {
  const server = await createTestServer(backend);
  try {
    const token = await server.signIn();
    const samples: number[] = [];
    for (let run = 0; run < 3; run++) {
      const survey = (await server.call('POST', '/admin/api/surveys', { token, body: { title: `Bench ${run}` } })).body.survey.id;
      // 100 questions × 1 answer group × 48 answers + their groups = 5,000 items.
      const items: unknown[] = [];
      for (let q = 0; q < 100; q++) {
        const qIndex = items.length;
        items.push({ action: 'post', kind: 'question', client_ref: uuidv7(), fields: { question_type: 'single' } });
        const agIndex = items.length;
        items.push({ action: 'post', kind: 'answer_group', client_ref: uuidv7(), parent: { index: qIndex }, fields: { answer_group_type: 'single' } });
        for (let a = 0; a < 48; a++) items.push({ action: 'post', kind: 'answer', client_ref: uuidv7(), parent: { index: agIndex }, fields: { default_language_data: { label: `A${a}` } } });
      }
      const start = performance.now();
      const reply = await server.call('POST', `/admin/api/surveys/${survey}/components`, { token, body: items, headers: { 'idempotency-key': uuidv7() } });
      samples.push(performance.now() - start);
      if (reply.status !== 200) throw new Error(`Batch failed with ${reply.status}: ${JSON.stringify(reply.body).slice(0, 300)}`);
    }
    return { items: 5000, ...summarise(samples) };
  } finally {
    await server.close();
  }
}

/** One operation of each common kind, fresh per run so none is a no-op on the shared view. */
function oneOperationOfEachKind(doc: DraftDoc): Record<string, (run: number) => Op> {
  const all = allComponents(doc);
  const questions = all.filter((c) => c.kind === 'question');
  const answerGroups = all.filter((c) => c.kind === 'answer_group');
  const pages = all.filter((c) => c.kind === 'routing_page');
  return {
    type_question_text: (i) => ({ type: 'setFields', cid: questions[i % questions.length]!.id, kind: 'question', changes: [{ path: ['default_language_data', 'question_text'], value: `<p>Typed ${i}</p>` }] }),
    add_answer: (i) => {
      const group = answerGroups[i % answerGroups.length]!;
      return { type: 'addComponent', component: createComponent('answer', { id: uuidv7(), name: `A${i}`, code: `9${i}`, order: 0, parent: { id: group.id, kind: 'answer_group' }, default_language_data: { label: 'New' } } as never), index: 3 };
    },
    move_question: (i) => ({ type: 'move', cid: questions[i % questions.length]!.id, kind: 'question', parent: null, index: 0 }),
    add_routing_page: () => ({ type: 'addComponent', component: createComponent('routing_page', { id: uuidv7(), name: 'P', order: 0, parent: null } as never), index: pages.length }),
  };
}

export async function bench() {
  const { components } = maxSurvey();
  const base = makeDoc({ title: 'Max' }, components);
  const ops = textOps(base, 1000);
  // As in the store: the view is the result of earlier produces, so immer has frozen it once.
  const view = applyOne(base, ops[0]!).doc;
  const kinds = oneOperationOfEachKind(view);
  const oneOp = Object.fromEntries(Object.entries(kinds).map(([name, make]) => [name, time((i) => applyOne(view, make(i)), { runs: 500, warmup: 50 })]));
  // What a tab does per edit besides applying it: keep identities (reconcile) and the change flags.
  const gesture = time((i) => {
    const next = applyOne(view, ops[i % ops.length]!).doc;
    reconcile(view, next);
    summarizeChanges(base, next);
  }, { runs: 500, warmup: 50 });
  const edited = replay(base, ops.map((op, i) => ({ opId: String(i), op }))).doc;
  const serverIdOf = (cid: string) => cid;
  const compile = time(() => compileBatch(base, edited, serverIdOf, 5000), { runs: 10, warmup: 2 });
  const server: Record<string, unknown> = {};
  for (const backend of backends) server[backend] = await serverApply(backend);
  return {
    components: components.length,
    view_from_local_store_ms: await viewFromStore(components),
    apply_one_operation_ms: oneOp,
    apply_reconcile_and_flags_per_edit_ms: gesture,
    compile_batch_from_1000_ops_ms: compile,
    server_apply_5000_items_ms: server,
    targets: { view_from_local_store_ms: 300, apply_one_operation_ms: 1, apply_reconcile_and_flags_per_edit_ms: 1, server_apply_5000_items_ms: 1000 },
  };
}
