// What every resolver receives: who is asking, the region the path named, and the survey checks.
// A survey is named by each query or mutation (not by the path), so access is checked here, per
// field, through the same permission model as every endpoint (schema/api decide): read for
// queries, write for mutations, admins pass; the survey must be kept in the path's region.
import { decide, type AccessLevel, type Asker, type Feature } from '../../schema/api';
import type { Region } from '../config';
import type { AppContext } from '../context';
import { auditEvents } from '../db/schema';
import type { RegionDatabase } from '../db/regions';
import { isUuid, surveyAccessOf, type SurveyRow } from '../access/survey-access';
import type { UserRow } from '../http/principal';
import { dataError } from './data-error';
import type { DataCaches } from './data-caches';
import type { FilterInput, RespondentKind } from './respondent-filter';

/**
 * Which respondents the request's path serves: all of them (`/{region}/respondent-graphql/…`), or
 * test respondents only (`/{region}/preview/respondent-graphql/…`, spec §7: preview changes the path).
 */
export type DataPath = 'data' | 'preview';

export interface DataContext {
  readonly ctx: AppContext;
  readonly path: DataPath;
  readonly caches: DataCaches;
  readonly user: UserRow;
  readonly asker: Asker;
  readonly region: Region;
  readonly requestId: string;
  /** Surveys already checked in this request, by id and need. */
  readonly checked: Map<string, Promise<SurveyRow>>;
}

export interface Need {
  readonly level: AccessLevel;
  readonly feature?: Feature;
}

export const readAccess: Need = { level: 'read' };
export const writeAccess: Need = { level: 'write' };

/** The survey if the asker may use it as `need` says, in this region; else the GraphQL refusal. */
export function surveyFor(data: DataContext, surveyId: string, need: Need): Promise<SurveyRow> {
  const key = `${surveyId}:${need.level}:${need.feature ?? ''}`;
  let checked = data.checked.get(key);
  if (!checked) {
    checked = check(data, surveyId, need);
    data.checked.set(key, checked);
  }
  return checked;
}

async function check(data: DataContext, surveyId: string, need: Need): Promise<SurveyRow> {
  const shown = surveyId.slice(0, 80);
  if (!isUuid(surveyId)) throw dataError('not_found', `Survey ${shown} not found`, { surveyId: shown });
  const access = await surveyAccessOf(data.ctx, data.user, surveyId);
  const decision = decide({ kind: 'survey', param: 'surveyId', level: need.level, ...(need.feature ? { feature: need.feature } : {}) }, data.asker, access?.level ?? null);
  if (!decision.ok) {
    const code = decision.code === 'unauthorized' ? 'forbidden' : decision.code;
    throw dataError(code, code === 'not_found' ? `Survey ${shown} not found` : decision.message, { surveyId });
  }
  // Admins pass every level, but a survey that does not exist is not found for them either.
  if (!access) throw dataError('not_found', `Survey ${shown} not found`, { surveyId });
  const { survey } = access;
  const served = (data.ctx.config.servedRegions as readonly string[]).includes(survey.region);
  if (survey.region !== data.region || !served) {
    throw dataError('invalid_region',
      `Survey ${surveyId} is kept in region ${survey.region}: its respondent data is at /${survey.region}/respondent-graphql/graphql, not /${data.region}/…`,
      { surveyId, region: survey.region });
  }
  return survey;
}

/** The region's database: the only place this request reads or writes respondent data. */
export async function regionDb(data: DataContext): Promise<RegionDatabase['db']> {
  return (await data.ctx.regions.get(data.region)).db;
}

/** A mutation in the audit trail: who changed which survey's data, under the request's id. */
export async function audit(data: DataContext, mutation: string, surveyId: string): Promise<void> {
  await data.ctx.db.insert(auditEvents).values({
    endpoint: `respondent_data.graphql.${mutation}`,
    actor_id: data.user.id,
    survey_id: surveyId,
    target_user_id: null,
    status: 200,
    request_id: data.requestId,
  });
}

/** The kind of respondents a query may see: on the preview path, test respondents whatever was asked. */
export function kindFor(data: DataContext, kind: RespondentKind): RespondentKind {
  return data.path === 'preview' ? 'test' : kind;
}

/** The filter as the path allows it: on the preview path its kind is forced to test. */
export function filterFor(data: DataContext, filter: FilterInput | null | undefined): FilterInput | null | undefined {
  return data.path === 'preview' ? { ...filter, kind: 'test' } : filter;
}

/** Contacts and e-mail are live fielding: the preview path, which holds test respondents only, has none. */
export function refuseInPreview(data: DataContext, field: string): void {
  if (data.path === 'preview') {
    throw dataError('not_in_preview', `${field} is not preview data: ask /${data.region}/respondent-graphql/graphql`, { field });
  }
}
