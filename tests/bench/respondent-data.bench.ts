// The respondent data service at scale (issue 15): a region filled with 100,000 respondents who
// answered the largest survey (100 questions × 10 answer groups × 50 answers, published through the
// real API), then server time round the in-process GraphQL request (app.inject, no network) for
// what the Data tab and an export ask: a page of 50 with answers and its total, the next page by
// cursor, counts, progress, a filter on an answer, and an export page of 1,000. Targets: a page
// < 100 ms, counts and progress < 200 ms, a filter on an answer < 300 ms. PGlite, and PostgreSQL
// when DATABASE_URL is set (BENCH_BACKEND picks one). BENCH_RESPONDENTS changes the row count.
//
// The generator writes with INSERT … SELECT generate_series (never one request per respondent):
// respondents spread over the last 7 days (1 % test, 60 % complete, 20 % incomplete, 15 % screened,
// 5 % quota_full, a seventh in French), each answering the first answer group of 10 questions spread
// over the survey (one code each: 1,000,000 answer rows for 100,000 respondents).
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Component } from '../../schema';
import { maxSurvey } from '../../workers/checks/testing/max-survey';
import { nodeFromComponent, toDbValues } from '../../server/admin/surveys/component-row';
import { components as componentsTable, surveys } from '../../server/db/schema';
import { backends, createTestServer, type Backend, type TestServer } from '../../server/testing/harness';
import { summarise } from './stats';

const RESPONDENTS = Number(process.env.BENCH_RESPONDENTS ?? 100_000);
const ANSWERED_QUESTIONS = 10;
const CHUNK = 10_000;
const RUNS = 10;
const WARMUP = 2;

/** The largest survey with every id (and every reference to one) turned into a UUID, as stored. */
function storedMaxSurvey(): { rows: Component[]; languages: readonly string[] } {
  const { components, additionalLanguages } = maxSurvey();
  const ids = new Map(components.map((c) => [c.id, randomUUID()]));
  const rows = components.map((c) => JSON.parse(JSON.stringify(c, (_key, value: unknown) =>
    (typeof value === 'string' && ids.has(value) ? ids.get(value) : value))) as Component);
  return { rows, languages: additionalLanguages };
}

interface Published {
  readonly surveyId: string;
  readonly publishedSurveyId: string;
  /** Published (question id, first answer group id) of each question, in survey order. */
  readonly groups: readonly { question: string; answerGroup: string; designQuestion: string }[];
}

async function publishLargest(server: TestServer, token: string): Promise<Published & { publish_ms: number }> {
  const { rows, languages } = storedMaxSurvey();
  const created = await server.call('POST', '/admin/api/surveys', { token, body: { title: 'Largest' } });
  const surveyId = created.body.survey.id as string;
  await server.ctx.db.update(surveys).set({ additional_languages: [...languages] }).where(eq(surveys.id, surveyId));
  for (let i = 0; i < rows.length; i += 1000) {
    await server.ctx.db.insert(componentsTable).values(rows.slice(i, i + 1000).map((c) => toDbValues(nodeFromComponent(c, null), surveyId)));
  }
  const start = performance.now();
  const made = await server.call('POST', `/admin/api/surveys/${surveyId}/published`, { token, body: { development_fields: {}, set_active: true } });
  const publishMs = performance.now() - start;
  if (made.status !== 201) throw new Error(`Publishing the largest survey failed with ${made.status}: ${JSON.stringify(made.body).slice(0, 500)}`);
  const map = await server.call('GET', `/admin/api/surveys/${surveyId}/published/1/id-map`, { token });
  const idMap = map.body.components as Record<string, string>;
  const questions = rows.filter((c) => c.kind === 'question');
  const groups = questions.map((question) => {
    const first = rows.find((c) => c.kind === 'answer_group' && c.parent?.id === question.id && c.order === 0)!;
    return { question: idMap[question.id]!, answerGroup: idMap[first.id]!, designQuestion: question.id };
  });
  return { surveyId, publishedSurveyId: made.body.published_survey.published_survey_id as string, groups, publish_ms: Math.round(publishMs) };
}

/** Fills the region with `RESPONDENTS` respondents and their answers, a chunk per statement. */
async function generate(server: TestServer, published: Published): Promise<{ ms: number; answer_rows: number }> {
  const db = (await server.ctx.regions.get('uk')).db;
  const start = performance.now();
  const groups = published.groups.map((g, n) => sql`(${n}, ${g.question}, ${g.answerGroup})`);
  await db.execute(sql`create temporary table bench_groups (n int primary key, question_id text not null, answer_group_id text not null)`);
  await db.execute(sql`insert into bench_groups values ${sql.join(groups, sql`, `)}`);
  const count = published.groups.length;
  for (let from = 1; from <= RESPONDENTS; from += CHUNK) {
    const to = Math.min(RESPONDENTS, from + CHUNK - 1);
    // Respondent i starts (RESPONDENTS - i) × 6 s before now (over the last 7 days at 100,000).
    await db.execute(sql`
      insert into respondents (id, survey_id, admin_survey_id, language_id, status, is_test, version, created_at, survey_start, survey_end, status_set_at, attempts, path)
      select
        (lpad(to_hex(i), 8, '0') || '-0000-4000-8000-' || lpad(to_hex(i), 12, '0'))::uuid,
        ${published.publishedSurveyId}, ${published.surveyId}::uuid,
        case when i % 7 = 0 then 'fr' else 'en' end,
        s.status, i % 100 = 7, 1, t.at, t.at,
        case when s.status in ('complete', 'screened', 'quota_full') then t.at + interval '4 minutes' end,
        case when s.status in ('complete', 'screened', 'quota_full') then t.at + interval '4 minutes' end,
        1, '{}'
      from generate_series(${from}::int, ${to}::int) i
      cross join lateral (select case when i % 20 < 12 then 'complete' when i % 20 < 16 then 'incomplete' when i % 20 < 19 then 'screened' else 'quota_full' end as status) s
      cross join lateral (select now() - (${RESPONDENTS}::int - i) * interval '6 seconds' as at) t`);
    await db.execute(sql`
      insert into response_codes (respondent_id, question_id, answer_group_id, code)
      select (lpad(to_hex(i), 8, '0') || '-0000-4000-8000-' || lpad(to_hex(i), 12, '0'))::uuid, g.question_id, g.answer_group_id, ((i + k) % 50 + 1)::text
      from generate_series(${from}::int, ${to}::int) i
      cross join generate_series(0, ${ANSWERED_QUESTIONS - 1}::int) k
      join bench_groups g on g.n = (i * 7 + k * ${Math.floor(count / ANSWERED_QUESTIONS)}) % ${count}`);
  }
  // What autovacuum does on PostgreSQL soon after a load (PGlite has none): statistics for the
  // planner, and the visibility map that lets counts and progress read their index alone.
  await db.execute(sql`vacuum analyze`);
  return { ms: Math.round(performance.now() - start), answer_rows: RESPONDENTS * ANSWERED_QUESTIONS };
}

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

async function onBackend(backend: Backend) {
  const server = await createTestServer(backend, { validateReplies: false });
  try {
    const token = await server.signIn();
    const published = await publishLargest(server, token);
    const generated = await generate(server, published);
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
