// The respondent data benchmarks' fill: the largest survey published through the real API, and a
// region filled with respondents who answered it (issue 15), for tests/bench/respondent-data.bench.ts
// and tests/bench/data-tab.bench.ts.
//
// The generator writes with INSERT … SELECT generate_series (never one request per respondent):
// respondents spread over the last days (1 % test, 60 % complete, 20 % incomplete, 15 % screened,
// 5 % quota_full, a seventh in French), each answering the first answer group of 10 questions spread
// over the survey (one code each: 1,000,000 answer rows for 100,000 respondents).
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Component } from '../../schema';
import { maxSurvey } from '../../workers/checks/testing/max-survey';
import { nodeFromComponent, toDbValues } from '../../server/admin/surveys/component-row';
import { components as componentsTable, surveys } from '../../server/db/schema';
import type { TestServer } from '../../server/testing/harness';

const ANSWERED_QUESTIONS = 10;
const CHUNK = 10_000;

/** The largest survey with every id (and every reference to one) turned into a UUID, as stored. */
function storedMaxSurvey(): { rows: Component[]; languages: readonly string[] } {
  const { components, additionalLanguages } = maxSurvey();
  const ids = new Map(components.map((c) => [c.id, randomUUID()]));
  const rows = components.map((c) => JSON.parse(JSON.stringify(c, (_key, value: unknown) =>
    (typeof value === 'string' && ids.has(value) ? ids.get(value) : value))) as Component);
  return { rows, languages: additionalLanguages };
}

export interface Published {
  readonly surveyId: string;
  readonly publishedSurveyId: string;
  /** Published (question id, first answer group id) of each question, in survey order. */
  readonly groups: readonly { question: string; answerGroup: string; designQuestion: string }[];
}

export async function publishLargest(server: TestServer, token: string): Promise<Published & { publish_ms: number }> {
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

/** Fills the region with `respondents` respondents and their answers, a chunk per statement. */
export async function generate(server: TestServer, published: Published, respondents: number): Promise<{ ms: number; answer_rows: number }> {
  const db = (await server.ctx.regions.get('uk')).db;
  const start = performance.now();
  const groups = published.groups.map((g, n) => sql`(${n}, ${g.question}, ${g.answerGroup})`);
  await db.execute(sql`create temporary table bench_groups (n int primary key, question_id text not null, answer_group_id text not null)`);
  await db.execute(sql`insert into bench_groups values ${sql.join(groups, sql`, `)}`);
  const count = published.groups.length;
  for (let from = 1; from <= respondents; from += CHUNK) {
    const to = Math.min(respondents, from + CHUNK - 1);
    // Respondent i starts (respondents - i) × 6 s before now (over the last 7 days at 100,000).
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
      cross join lateral (select now() - (${respondents}::int - i) * interval '6 seconds' as at) t`);
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
  return { ms: Math.round(performance.now() - start), answer_rows: respondents * ANSWERED_QUESTIONS };
}

