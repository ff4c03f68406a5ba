// The draft engine on the largest survey (100 questions × 10 answer groups × 50 answers, 100
// routing pages with conditions): building the view from the local store (fake-indexeddb in
// Node: the same Dexie code a browser runs), applying one operation, compiling a batch from
// 1,000 pending operations, and the server applying a 5,000-item batch on PGlite (and on
// PostgreSQL when DATABASE_URL is set). Targets (issue 4): view < 300 ms, one op < 1 ms,
// server apply of 5,000 items < 1 s.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { v7 as uuidv7 } from 'uuid';
import type { Component } from '../../schema';
import { compileBatch } from '../../sync/batch-compiler';
import { DraftDatabase } from '../../sync/database';
import type { DraftDoc } from '../../sync/document';
import type { Op } from '../../sync/operations';
import { applyOne, replay } from '../../sync/replay';
import { maxSurvey } from '../../workers/checks/testing/max-survey';
import { backends, createTestServer } from '../../server/testing/harness';
import { summarise, time } from './stats';

const surveyId = 'bench-survey';

async function viewFromStore(components: readonly Component[]) {
  const db = new DraftDatabase(`bench-${uuidv7()}`, { indexedDB: new IDBFactory(), IDBKeyRange });
  await db.bases.put({ surveyId, revision: 1, survey: { title: 'Max' }, version: 1 });
  await db.components.bulkPut(components.map((record) => ({ surveyId, cid: record.id, record })));
  const samples: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    const { doc } = await db.loadBase(surveyId);
    replay(doc, []);
    samples.push(performance.now() - start);
  }
  db.close();
  return summarise(samples);
}

function textOps(doc: DraftDoc, count: number): Op[] {
  const questions = Object.values(doc.components).filter((c) => c.kind === 'question');
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

export async function bench() {
  const { components } = maxSurvey();
  const base: DraftDoc = { survey: { title: 'Max' }, components: Object.fromEntries(components.map((c) => [c.id, c])) };
  const ops = textOps(base, 1000);
  // As in the store: the view is the result of earlier produces, so immer has frozen it once.
  const view = applyOne(base, ops[0]!).doc;
  const oneOp = time((i) => applyOne(view, ops[i % ops.length]!), { runs: 500, warmup: 50 });
  const edited = replay(base, ops.map((op, i) => ({ opId: String(i), op }))).doc;
  const serverIdOf = (cid: string) => cid;
  const compile = time(() => compileBatch(base, edited, serverIdOf, 5000), { runs: 10, warmup: 2 });
  const server: Record<string, unknown> = {};
  for (const backend of backends) server[backend] = await serverApply(backend);
  return {
    components: components.length,
    view_from_local_store_ms: await viewFromStore(components),
    apply_one_operation_ms: oneOp,
    compile_batch_from_1000_ops_ms: compile,
    server_apply_5000_items_ms: server,
    targets: { view_from_local_store_ms: 300, apply_one_operation_ms: 1, server_apply_5000_items_ms: 1000 },
  };
}
