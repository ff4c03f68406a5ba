// The respondent data service at scale (issue 15): a region filled with 100,000 respondents who
// answered the largest survey (100 questions × 10 answer groups × 50 answers, published through the
// real API), then server time round the in-process GraphQL request (app.inject, no network) for
// what the Data tab and an export ask: a page of 50 with answers and its total, the next page by
// cursor, counts, progress, a filter on an answer, and an export page of 1,000. Targets: a page
// < 100 ms, counts and progress < 200 ms, a filter on an answer < 300 ms. PGlite, and PostgreSQL
// when DATABASE_URL is set (BENCH_BACKEND picks one). BENCH_RESPONDENTS changes the row count.
// The fill: tests/bench/respondent-data-fill.ts.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { backends, createTestServer, type Backend, type TestServer } from '../../server/testing/harness';
import { generate, publishLargest } from './respondent-data-fill';
import { summarise } from './stats';

const RESPONDENTS = Number(process.env.BENCH_RESPONDENTS ?? 100_000);
const RUNS = 10;
const MB = 1024 * 1024;

// A full collection before each retained-heap sample, so it is what the server keeps, not garbage.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const WARMUP = 2;

const pageQuery = `query($s: ID!, $first: Int, $after: String, $filter: RespondentFilter) {
  respondents(surveyId: $s, first: $first, after: $after, filter: $filter) {
    totalCount
    edges { cursor node { id status screenedReason isTest version languageId createdAt statusSetAt
      answers { questionId answerGroupId designQuestionId designAnswerGroupId codes otherText date numeric text } } }
    pageInfo { hasNextPage endCursor } } }`;
/** The Data tab's later pages: no total (it was counted with the first). */
const nextPageQuery = pageQuery.replace('totalCount\n', '');
const exportQuery = `query($s: ID!, $first: Int, $after: String) {
  respondentExport(surveyId: $s, first: $first, after: $after) {
    edges { node { id status isTest version languageId createdAt statusSetAt
      answers { questionId answerGroupId codes otherText date numeric text } } }
    pageInfo { hasNextPage endCursor } } }`;
const countsQuery = `query($s: ID!) { counts(surveyIds: [$s], kind: live) { total notStarted incomplete complete screened quotaFull closed test } }`;
const progressQuery = `query($s: ID!, $g: ProgressGrouping) { progress(surveyId: $s, grouping: $g, timeZone: "Europe/London") { periods { start complete incomplete screened quotaFull } } }`;

async function timed(server: TestServer, token: string, query: string, variables: Record<string, unknown>, check: (data: any) => void) {
  const samples: number[] = [];
  let bytes = 0;
  for (let run = 0; run < WARMUP + RUNS; run++) {
    const start = performance.now();
    const reply = await server.app.inject({
      method: 'POST', url: '/uk/respondent-graphql/graphql', headers: { authorization: `Token ${token}` }, payload: { query, variables },
    });
    const ms = performance.now() - start;
    const body = JSON.parse(reply.body) as { data?: unknown; errors?: unknown };
    if (reply.statusCode !== 200 || body.errors) throw new Error(`GraphQL failed with ${reply.statusCode}: ${reply.body.slice(0, 500)}`);
    check(body.data);
    bytes = reply.body.length;
    if (run >= WARMUP) samples.push(ms);
  }
  return { ...summarise(samples), bytes };
}

/**
 * Every row through respondentExport, a page of 1,000 after another as the export worker asks
 * (spec §9): rows per second of the server, and its heap: the peak sampled after each page, and
 * what is left after a full collection at each tenth of the rows, which must stay flat as rows grow
 * (the service holds one page, never the export).
 */
interface ExportPage {
  readonly edges: unknown[];
  readonly pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

async function exportAll(server: TestServer, token: string, surveyId: string) {
  gc();
  const startHeap = process.memoryUsage().heapUsed / MB;
  let peak = startHeap;
  const retained: number[] = [];
  let rows = 0;
  let after: string | null = null;
  let pages = 0;
  const start = performance.now();
  for (;;) {
    const variables: Record<string, unknown> = { s: surveyId, first: 1000, after };
    const reply = await server.app.inject({
      method: 'POST', url: '/uk/respondent-graphql/graphql', headers: { authorization: `Token ${token}` },
      payload: { query: exportQuery, variables },
    });
    const page: ExportPage = (JSON.parse(reply.body) as { data: { respondentExport: ExportPage } }).data.respondentExport;
    rows += page.edges.length;
    pages += 1;
    peak = Math.max(peak, process.memoryUsage().heapUsed / MB);
    if (pages % Math.max(1, Math.round(RESPONDENTS / 10_000)) === 0) {
      gc();
      retained.push(Math.round(process.memoryUsage().heapUsed / MB));
    }
    if (!page.pageInfo.hasNextPage) break;
    after = page.pageInfo.endCursor;
  }
  const seconds = (performance.now() - start) / 1000;
  if (rows !== RESPONDENTS) throw new Error(`export: ${rows} rows of ${RESPONDENTS}`);
  return { rows, pages, seconds: Math.round(seconds * 10) / 10, rows_per_second: Math.round(rows / seconds), start_heap_mb: Math.round(startHeap), peak_heap_mb: Math.round(peak), retained_heap_mb_each_tenth: retained };
}

async function onBackend(backend: Backend) {
  const server = await createTestServer(backend, { validateReplies: false });
  try {
    const token = await server.signIn();
    const published = await publishLargest(server, token);
    const generated = await generate(server, published, RESPONDENTS);
    const s = published.surveyId;
    /** A full page, or every row when fewer match (as the total says); none is a broken figure. */
    const expectRows = (n: number, path: string) => (data: any) => {
      const { edges, totalCount } = data[path] as { edges: unknown[]; totalCount?: number };
      const wanted = Math.min(n, totalCount ?? n);
      if (edges.length !== wanted || wanted === 0) throw new Error(`${path}: expected ${wanted} rows, got ${edges.length}`);
    };
    const first = await timed(server, token, pageQuery, { s, first: 50 }, expectRows(50, 'respondents'));
    const page = await server.call('POST', '/uk/respondent-graphql/graphql', { token, body: { query: pageQuery, variables: { s, first: 50 } } });
    const cursor = page.body.data.respondents.pageInfo.endCursor as string;
    // A question answered by a tenth of the respondents (10 of 100 questions each).
    const answered = { answered: [{ questionId: published.groups[50]!.designQuestion, answered: true }] };
    const middle = await server.call('POST', '/uk/respondent-graphql/graphql', { token, body: { query: exportQuery, variables: { s, first: 1000 } } });
    return {
      respondents: RESPONDENTS,
      answer_rows: generated.answer_rows,
      publish_ms: published.publish_ms,
      generate_ms: generated.ms,
      page_of_50_ms: first,
      next_page_of_50_without_total_ms: await timed(server, token, nextPageQuery, { s, first: 50, after: cursor }, expectRows(50, 'respondents')),
      counts_ms: await timed(server, token, countsQuery, { s }, (data) => {
        if (data.counts[0].total + data.counts[0].test !== RESPONDENTS) throw new Error(`counts: ${JSON.stringify(data.counts)}`);
      }),
      progress_by_day_ms: await timed(server, token, progressQuery, { s, g: 'day' }, (data) => {
        if (data.progress.periods.length !== 7) throw new Error('progress: not 7 periods');
      }),
      progress_by_hour_ms: await timed(server, token, progressQuery, { s, g: 'hour' }, () => undefined),
      filter_on_an_answer_ms: await timed(server, token, pageQuery, { s, first: 50, filter: answered }, expectRows(50, 'respondents')),
      filter_on_no_answer_ms: await timed(server, token, pageQuery, { s, first: 50, filter: { answered: [{ ...answered.answered[0]!, answered: false }] } }, expectRows(50, 'respondents')),
      filter_status_and_language_ms: await timed(server, token, pageQuery, { s, first: 50, filter: { status: ['screened'], languages: ['fr'] } }, expectRows(50, 'respondents')),
      export_page_of_1000_ms: await timed(server, token, exportQuery, { s, first: 1000 }, expectRows(1000, 'respondentExport')),
      export_page_of_1000_later_ms: await timed(server, token, exportQuery, { s, first: 1000, after: middle.body.data.respondentExport.pageInfo.endCursor }, expectRows(1000, 'respondentExport')),
      export_all_rows: await exportAll(server, token, s),
    };
  } finally {
    await server.close();
  }
}

export async function bench() {
  const results: Record<string, unknown> = {};
  // BENCH_BACKEND=postgres measures one engine only (each takes minutes on a busy machine).
  const only = process.env.BENCH_BACKEND;
  for (const backend of backends.filter((b) => only === undefined || b === only)) results[backend] = await onBackend(backend);
  return { ...results, targets: { page_of_50_ms: 100, counts_ms: 200, progress_by_day_ms: 200, filter_on_an_answer_ms: 300 } };
}
