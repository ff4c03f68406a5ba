// Which version a survey's public link serves (issue 14 A): the active version while live; the
// newest version while in test (its respondents are marked is_test); the closed message once
// closed; nothing while no version is published (a draft, or no such survey).
import { eq, sql } from 'drizzle-orm';
import { SURVEY_STATUSES, type SurveyStatus } from '../../schema';
import { regions, type Region } from '../config';
import type { MainDatabase } from '../context';
import { activeVersions, publishedSurveys, surveys } from '../db/schema';
import { isUuid } from '../access/survey-access';
import { perDatabase } from '../db/per-database';

export type ServedSurvey =
  | { readonly kind: 'none'; readonly reason: string }
  | { readonly kind: 'closed'; readonly adminSurveyId: string; readonly version: number }
  | { readonly kind: 'open'; readonly adminSurveyId: string; readonly region: Region; readonly version: number; readonly isTest: boolean };

const statusOf = (info: Readonly<Record<string, unknown>>): SurveyStatus =>
  SURVEY_STATUSES.find((s) => s === info.status) ?? 'draft';

// One statement, prepared (every page view and post asks): the survey with its active and newest versions.
const servedStatement = perDatabase((db: MainDatabase) => db.select({
  id: surveys.id, region: surveys.region, deployment_info: surveys.deployment_info,
  active: sql<number | null>`(SELECT ${activeVersions.version} FROM ${activeVersions} WHERE ${activeVersions.survey_id} = ${surveys.id})`,
  newest: sql<number | null>`(SELECT max(${publishedSurveys.version}) FROM ${publishedSurveys} WHERE ${publishedSurveys.survey_id} = ${surveys.id})`,
}).from(surveys).where(eq(surveys.id, sql.placeholder('id'))).prepare('served_survey'));

export async function servedSurvey(db: MainDatabase, surveyId: string): Promise<ServedSurvey> {
  if (!isUuid(surveyId)) return { kind: 'none', reason: 'There is no survey at this address.' };
  const [survey] = await servedStatement(db).execute({ id: surveyId });
  if (!survey) return { kind: 'none', reason: 'There is no survey at this address.' };
  const active = survey.active === null ? undefined : { version: Number(survey.active) };
  const newest = survey.newest === null ? undefined : { version: Number(survey.newest) };
  if (!newest) return { kind: 'none', reason: 'This survey has not been published yet.' };
  const status = statusOf(survey.deployment_info);
  const region = regions.find((r) => r === survey.region);
  if (!region) throw new Error(`Survey ${surveyId} is kept in region "${survey.region}", which is not one of ${regions.join(', ')}`);
  switch (status) {
    case 'draft':
      return { kind: 'none', reason: 'This survey has not been published yet.' };
    case 'closed':
      return { kind: 'closed', adminSurveyId: survey.id, version: active?.version ?? newest.version };
    case 'test':
      return { kind: 'open', adminSurveyId: survey.id, region, version: newest.version, isTest: true };
    case 'live':
      return active
        ? { kind: 'open', adminSurveyId: survey.id, region, version: active.version, isTest: false }
        : { kind: 'none', reason: 'This survey has no active version.' };
    default: {
      const never: never = status;
      throw new Error(`Unknown survey status ${String(never)}`);
    }
  }
}
