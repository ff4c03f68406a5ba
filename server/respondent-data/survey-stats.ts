// Counts of respondents per survey and status, progress over 7 periods, and usage: each one
// grouped query, answered from the indexes on (admin_survey_id, status, created_at) and
// (admin_survey_id, status_set_at), never by reading respondents one by one.
import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { respondents } from '../db/region-schema';
import type { RegionDb } from '../respondent/region-rows';
import { badInput } from './data-error';
import { kindSql, type RespondentKind } from './respondent-filter';

export interface SurveyCounts {
  surveyId: string;
  total: number;
  notStarted: number;
  incomplete: number;
  complete: number;
  screened: number;
  quotaFull: number;
  closed: number;
  /** Test respondents (draft and test links), whatever `kind` asked for. */
  test: number;
}

const statusField = {
  not_started: 'notStarted', incomplete: 'incomplete', complete: 'complete', screened: 'screened', quota_full: 'quotaFull', closed: 'closed',
} as const satisfies Record<string, keyof SurveyCounts>;

export async function surveyCounts(db: RegionDb, surveyIds: readonly string[], kind: RespondentKind): Promise<SurveyCounts[]> {
  const rows = surveyIds.length === 0 ? [] : await db
    .select({ surveyId: respondents.admin_survey_id, status: respondents.status, isTest: respondents.is_test, n: count() })
    .from(respondents).where(inArray(respondents.admin_survey_id, [...surveyIds]))
    .groupBy(respondents.admin_survey_id, respondents.status, respondents.is_test);
  const wanted = (isTest: boolean) => kind === 'all' || (kind === 'test') === isTest;
  return surveyIds.map((surveyId) => {
    const counts: SurveyCounts = { surveyId, total: 0, notStarted: 0, incomplete: 0, complete: 0, screened: 0, quotaFull: 0, closed: 0, test: 0 };
    for (const row of rows) {
      if (row.surveyId !== surveyId) continue;
      if (row.isTest) counts.test += row.n;
      if (!wanted(row.isTest)) continue;
      counts.total += row.n;
      const field = statusField[row.status as keyof typeof statusField];
      if (field) counts[field] += row.n;
    }
    return counts;
  });
}

export type ProgressGrouping = 'day' | 'hour';

export interface ProgressPeriod {
  start: Date;
  complete: number;
  incomplete: number;
  screened: number;
  quotaFull: number;
}

/** An IANA zone both the engine and Node know; anything else is a bad argument. */
export function checkTimeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
  } catch {
    throw badInput('timeZone', `"${timeZone.slice(0, 100)}" is not an IANA time zone (e.g. Europe/London)`);
  }
  return timeZone;
}

/**
 * Seven periods (days or hours in `timeZone`) ending with the one holding `end`. A finished
 * respondent (complete, screened, quota_full) counts in the period of status_set_at; an
 * incomplete one in the period of created_at.
 */
export async function progress(
  db: RegionDb, surveyId: string, grouping: ProgressGrouping, end: Date, timeZone: string, kind: RespondentKind,
): Promise<ProgressPeriod[]> {
  const zone = checkTimeZone(timeZone);
  const unit = grouping === 'day' ? sql.raw(`'day'`) : sql.raw(`'hour'`);
  const step = grouping === 'day' ? sql.raw(`interval '1 day'`) : sql.raw(`interval '1 hour'`);
  // Local wall-clock starts of the 7 periods, then the instants they begin and end.
  const last = sql`date_trunc(${unit}, ${end.toISOString()}::timestamptz at time zone ${zone})`;
  const lower = sql`((${last} - 6 * ${step}) at time zone ${zone})`;
  const upper = sql`((${last} + ${step}) at time zone ${zone})`;
  const kindCondition = kindSql(kind);
  const finished = sql`${respondents.status} in ('complete', 'screened', 'quota_full') and ${respondents.status_set_at} >= ${lower} and ${respondents.status_set_at} < ${upper}`;
  const started = sql`${respondents.status} = 'incomplete' and ${respondents.created_at} >= ${lower} and ${respondents.created_at} < ${upper}`;
  const when = sql`case when ${respondents.status} = 'incomplete' then ${respondents.created_at} else ${respondents.status_set_at} end`;
  const result = await db.execute(sql`
    with periods as (
      select generate_series(${last} - 6 * ${step}, ${last}, ${step}) as local_start
    ), counted as (
      select date_trunc(${unit}, ${when} at time zone ${zone}) as local_start, ${respondents.status} as status, count(*)::int as n
      from ${respondents}
      where ${and(eq(respondents.admin_survey_id, surveyId), kindCondition, sql`((${finished}) or (${started}))`)}
      group by 1, 2
    )
    select to_char((p.local_start at time zone ${zone}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as start,
      coalesce(sum(c.n) filter (where c.status = 'complete'), 0)::int as complete,
      coalesce(sum(c.n) filter (where c.status = 'incomplete'), 0)::int as incomplete,
      coalesce(sum(c.n) filter (where c.status = 'screened'), 0)::int as screened,
      coalesce(sum(c.n) filter (where c.status = 'quota_full'), 0)::int as quota_full
    from periods p left join counted c on c.local_start = p.local_start
    group by p.local_start order by p.local_start`);
  const rows = (result as unknown as { rows: { start: string; complete: number; incomplete: number; screened: number; quota_full: number }[] }).rows;
  return rows.map((row) => ({
    start: new Date(row.start), complete: row.complete, incomplete: row.incomplete, screened: row.screened, quotaFull: row.quota_full,
  }));
}

export interface Usage {
  surveyId: string;
  from: Date;
  to: Date;
  completes: number;
  respondents: number;
}

/** Live respondents started, and live completes, in [from, to) per survey (test ones on the preview path). */
export async function usage(db: RegionDb, surveyIds: readonly string[], from: Date, to: Date, kind: 'live' | 'test' = 'live'): Promise<Usage[]> {
  if (from >= to) throw badInput('to', `must be after from (${from.toISOString()} ≥ ${to.toISOString()})`);
  if (surveyIds.length === 0) return [];
  const live = and(inArray(respondents.admin_survey_id, [...surveyIds]), eq(respondents.is_test, kind === 'test'));
  const started = await db.select({ surveyId: respondents.admin_survey_id, n: count() }).from(respondents)
    .where(and(live, gte(respondents.created_at, from), lt(respondents.created_at, to))).groupBy(respondents.admin_survey_id);
  const completed = await db.select({ surveyId: respondents.admin_survey_id, n: count() }).from(respondents)
    .where(and(live, eq(respondents.status, 'complete'), gte(respondents.status_set_at, from), lt(respondents.status_set_at, to)))
    .groupBy(respondents.admin_survey_id);
  return surveyIds.map((surveyId) => ({
    surveyId, from, to,
    respondents: started.find((row) => row.surveyId === surveyId)?.n ?? 0,
    completes: completed.find((row) => row.surveyId === surveyId)?.n ?? 0,
  }));
}
