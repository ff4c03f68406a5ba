// The server's component endpoints on the largest survey (51,369 components: 100 questions × 10
// answer groups × 50 answers and a routing flow) and on an empty one: a one-item batch of each
// common kind (add an answer, set a text, move a question, delete an answer) and the full GET of
// the components. Server time, measured round the in-process request (no network). Targets
// (issue 12): a one-item batch < 20 ms on the largest survey, the full read < 300 ms, on PGlite
// and on PostgreSQL (when DATABASE_URL is set); the full read first (nothing kept, nothing
// stored), first after a restart (nothing kept, the pieces stored), cold (just after a change) and
// warm (again at the same revision). Replies are not validated against their
// record here, as in production (FIELDWORK_VALIDATE_REPLIES is a test aid).
import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Component } from '../../schema';
import { maxSurvey } from '../../workers/checks/testing/max-survey';
import { nodeFromComponent, toDbValues } from '../../server/admin/surveys/component-row';
import { listComponents } from '../../server/admin/surveys/components-list';
import { batchScopes } from '../../server/admin/surveys/components-service';
import { components as componentsTable } from '../../server/db/schema';
import { backends, createTestServer, type Backend, type TestServer } from '../../server/testing/harness';
import { summarise } from './stats';

const RUNS = 30;
const WARMUP = 5;

/** The largest survey with every id (and every reference to one) turned into a UUID, as stored. */
function storedMaxSurvey(): { rows: Component[]; question: string; answerGroup: string; groups: string[] } {
  const { components, question, answerGroup } = maxSurvey();
  const ids = new Map(components.map((c) => [c.id, randomUUID()]));
  const rows = components.map((c) => JSON.parse(JSON.stringify(c, (_key, value: unknown) =>
    (typeof value === 'string' && ids.has(value) ? ids.get(value) : value))) as Component);
  const groups = components.filter((c) => c.kind === 'group').map((c) => ids.get(c.id)!);
  // Its answer groups are full (50 answers): the last answer of the target one is marked deleted,
  // which frees its place (spec §4), so answers can be added there.
  const group = ids.get(answerGroup.id)!;
  const last = rows.findLast((c) => c.kind === 'answer' && c.parent?.id === group)!;
  Object.assign(last, { deleted: true });
  return { rows, question: ids.get(question.id)!, answerGroup: ids.get(answerGroup.id)!, groups };
}

async function seed(server: TestServer, surveyId: string, rows: readonly Component[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) {
    await server.ctx.db.insert(componentsTable).values(rows.slice(i, i + 1000).map((c) => toDbValues(nodeFromComponent(c, null), surveyId)));
  }
}

interface Target { readonly survey: string; readonly question: string; readonly answerGroup: string; readonly groups: readonly string[] }

async function oneItemBatches(server: TestServer, token: string, target: Target) {
  const url = `/admin/api/surveys/${target.survey}/components`;
  const send = async (items: unknown[]) => {
    const start = performance.now();
    const reply = await server.call('POST', url, { token, body: items, headers: { 'idempotency-key': randomUUID() } });
    const ms = performance.now() - start;
    if (reply.status !== 200) throw new Error(`Batch failed with ${reply.status}: ${JSON.stringify(reply.body).slice(0, 300)}`);
    return { ms, body: reply.body as { items: { id: string }[] } };
  };
  const samples: Record<'add_answer' | 'set_text' | 'move_question' | 'delete_answer', number[]> = { add_answer: [], set_text: [], move_question: [], delete_answer: [] };
  for (let run = 0; run < WARMUP + RUNS; run++) {
    const keep = run >= WARMUP;
    // Added without name or code, so the server generates both (the costlier path).
    const added = await send([{ action: 'post', kind: 'answer', client_ref: randomUUID(), parent: { id: target.answerGroup }, fields: { default_language_data: { label: `New ${run}` } } }]);
    const text = await send([{ action: 'patch', id: target.question, fields: { default_language_data: { question_text: `<p>Typed ${run}</p>` } } }]);
    const group = target.groups[run % target.groups.length] ?? null;
    const moved = await send([{ action: 'patch', id: target.question, parent: group === null ? null : { id: group }, fields: { order: run % 3 } }]);
    // The answer added above goes again, so the survey stays at its size.
    const deleted = await send([{ action: 'delete', id: added.body.items[0]!.id }]);
    if (!keep) continue;
    samples.add_answer.push(added.ms);
    samples.set_text.push(text.ms);
    samples.move_question.push(moved.ms);
    samples.delete_answer.push(deleted.ms);
  }
  return Object.fromEntries(Object.entries(samples).map(([name, list]) => [name, summarise(list)]));
}

/**
 * The full GET of the components: `first` by a server that kept nothing of the survey (built
 * whole), `cold` right after a one-item change of each common kind (the revision moved: the kept
 * list is patched with the changed rows, components-list.ts), `warm` again at the same revision
 * (the kept reply is served as it is). The designer's first open after an edit pays the cold
 * figure, every other open at that revision the warm one. Asked with Accept-Encoding as a browser
 * asks (the list goes out gzip, as it is kept), and timed until the reply's last byte is in, read
 * as a stream: the test's HTTP stand-in otherwise turns every reply into a string, which costs it
 * ~40 ms on a 2.6 MB compressed body that a real socket never spends.
 */
async function fullRead(server: TestServer, token: string, target: Target) {
  const { survey } = target;
  const url = `/admin/api/surveys/${survey}/components`;
  const get = async () => {
    const start = performance.now();
    const reply = await server.app.inject({ method: 'GET', url, headers: { authorization: `Token ${token}`, 'accept-encoding': 'gzip, deflate, br' }, payloadAsStream: true });
    const parts: Buffer[] = [];
    for await (const part of reply.stream()) parts.push(part as Buffer);
    const ms = performance.now() - start;
    const payload = Buffer.concat(parts);
    if (reply.statusCode !== 200) throw new Error(`GET failed with ${reply.statusCode}: ${payload.toString().slice(0, 300)}`);
    const body = reply.headers['content-encoding'] === 'gzip' ? gunzipSync(payload).toString() : payload.toString();
    return { ms, body, wireBytes: payload.length };
  };
  const send = async (items: unknown[]) => {
    const reply = await server.call('POST', url, { token, body: items });
    if (reply.status !== 200) throw new Error(`Batch failed with ${reply.status}: ${JSON.stringify(reply.body).slice(0, 300)}`);
    return reply.body as { items: { id: string }[] };
  };
  let added: string | null = null;
  const changes = {
    set_text: async (run: number) => { await send([{ action: 'patch', id: target.question, fields: { default_language_data: { question_text: `<p>Read ${run}</p>` } } }]); },
    add_answer: async (run: number) => { added = (await send([{ action: 'post', kind: 'answer', client_ref: randomUUID(), parent: { id: target.answerGroup }, fields: { default_language_data: { label: `Read ${run}` } } }])).items[0]!.id; },
    delete_answer: async () => { await send([{ action: 'delete', id: added! }]); },
    move_question: async (run: number) => {
      const group = target.groups[run % target.groups.length]!;
      await send([{ action: 'patch', id: target.question, parent: { id: group }, fields: { order: run % 3 } }]);
    },
  };
  const firstRead = await get();
  const cold: Record<keyof typeof changes, number[]> = { set_text: [], add_answer: [], delete_answer: [], move_question: [] };
  const warm: number[] = [];
  for (let run = 0; run < 1 + 6; run++) {
    for (const [name, change] of Object.entries(changes) as [keyof typeof changes, (run: number) => Promise<void>][]) {
      await change(run);
      const first = await get();
      const again = await get();
      if (again.body !== first.body) throw new Error(`The warm read differs from the cold read after ${name}`);
      if (run < 1) continue;
      cold[name].push(first.ms);
      warm.push(again.ms);
    }
  }
  // The last list as read must be the rows as stored, in list order (what a full read builds).
  const last = await get();
  const listed = (JSON.parse(last.body) as { components: { id: string }[] }).components.map((row) => row.id);
  const stored = await server.ctx.db.select({ id: componentsTable.id }).from(componentsTable)
    .where(and(eq(componentsTable.survey_id, survey), inArray(componentsTable.kind, [...batchScopes.components.kinds])))
    .orderBy(componentsTable.order, componentsTable.created_at, componentsTable.id);
  if (listed.join() !== stored.map((row) => row.id).join()) throw new Error('The patched list is not the stored rows in list order');
  // The same cold list without the HTTP layer: the database, the patch and the compression.
  const built: number[] = [];
  for (let run = 0; run < 1 + 6; run++) {
    await changes.set_text(100 + run);
    const start = performance.now();
    await listComponents(server.ctx, survey, batchScopes.components.kinds, () => false);
    if (run >= 1) built.push(performance.now() - start);
  }
  // A server that kept nothing (after a restart, or another process on the same database): its
  // first read builds the list from the pieces stored in the database (list-pieces.ts).
  const restarted: number[] = [];
  for (let run = 0; run < 1 + 6; run++) {
    const elsewhere = { ...server.ctx, db: new Proxy(server.ctx.db, {}) };
    const start = performance.now();
    await listComponents(elsewhere, survey, batchScopes.components.kinds, () => false);
    if (run >= 1) restarted.push(performance.now() - start);
  }
  return {
    components: listed.length, bytes: last.body.length, wire_bytes: last.wireBytes,
    first_ms: Math.round(firstRead.ms * 10) / 10,
    first_after_restart_without_http_ms: summarise(restarted),
    cold_ms: summarise(Object.values(cold).flat()),
    cold_by_change_ms: Object.fromEntries(Object.entries(cold).map(([name, list]) => [name, summarise(list).median])),
    warm_ms: summarise(warm),
    cold_without_http_ms: summarise(built),
  };
}

async function onBackend(backend: Backend, largest: ReturnType<typeof storedMaxSurvey>) {
  const server = await createTestServer(backend, { validateReplies: false });
  try {
    const token = await server.signIn();
    const create = async (title: string) => (await server.call('POST', '/admin/api/surveys', { token, body: { title } })).body.survey.id as string;

    const big = await create('Largest');
    await seed(server, big, largest.rows);
    // Analysed, as a server's database is within a minute of such a load (PostgreSQL's
    // autovacuum; PGlite's upkeep, server/db/pglite-upkeep.ts): plans for a table of this size.
    await server.ctx.db.execute(sql`analyze`);

    // The empty survey gets just what the batches touch: two groups, a question, an answer group.
    const empty = await create('Empty');
    const posted = await server.call('POST', `/admin/api/surveys/${empty}/components`, {
      token,
      body: [
        { action: 'post', kind: 'group', client_ref: 'g1' },
        { action: 'post', kind: 'group', client_ref: 'g2' },
        { action: 'post', kind: 'question', client_ref: 'q', parent: { index: 0 }, fields: { question_type: 'single' } },
        { action: 'post', kind: 'answer_group', client_ref: 'ag', parent: { index: 2 }, fields: { answer_group_type: 'single' } },
      ],
    });
    const ids = (posted.body as { items: { id: string }[] }).items.map((item) => item.id);

    return {
      largest_one_item_batch_ms: await oneItemBatches(server, token, { survey: big, question: largest.question, answerGroup: largest.answerGroup, groups: largest.groups }),
      empty_one_item_batch_ms: await oneItemBatches(server, token, { survey: empty, question: ids[2]!, answerGroup: ids[3]!, groups: [ids[0]!, ids[1]!] }),
      largest_full_read_ms: await fullRead(server, token, { survey: big, question: largest.question, answerGroup: largest.answerGroup, groups: largest.groups }),
    };
  } finally {
    await server.close();
  }
}

export async function bench() {
  const largest = storedMaxSurvey();
  const results: Record<string, unknown> = {};
  // BENCH_BACKEND=postgres measures one engine only (each takes minutes on a busy machine).
  const only = process.env.BENCH_BACKEND;
  for (const backend of backends.filter((b) => only === undefined || b === only)) results[backend] = await onBackend(backend, largest);
  return { components: largest.rows.length, ...results, targets: { largest_one_item_batch_ms: 20, largest_full_read_ms: 300 } };
}
