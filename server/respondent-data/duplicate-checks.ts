// Duplicate checks: respondents of a survey sharing a value of a data collector marked is_unique
// (its parameter name is the upload data field's name), compared as screening compares them (the
// stored value_key: NFC, case folded unless case-sensitive). One grouped query; at most 500 groups,
// the largest first.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { respondents, uploadDataFields } from '../db/region-schema';
import { components } from '../db/schema';
import type { MainDatabase } from '../context';
import type { RegionDb } from '../respondent/region-rows';
import { kindSql, type RespondentKind } from './respondent-filter';

const maxGroups = 500;

/** The parameter names of the survey's unique data collectors. */
async function uniqueCollectorNames(db: MainDatabase, surveyId: string): Promise<string[]> {
  const rows = await db.select({ fields: components.fields }).from(components)
    .where(and(eq(components.survey_id, surveyId), eq(components.kind, 'data_collector')));
  const names = new Set<string>();
  for (const { fields } of rows) {
    const query = fields.query_string as { param_name?: unknown; is_unique?: unknown } | undefined;
    if (fields.deleted !== true && query?.is_unique === true && typeof query.param_name === 'string' && query.param_name.trim()) names.add(query.param_name.trim());
  }
  return [...names];
}

/** `kind` test on the preview path: only test respondents are compared. */
export async function duplicateChecks(mainDb: MainDatabase, db: RegionDb, surveyId: string, kind: RespondentKind = 'all') {
  const names = await uniqueCollectorNames(mainDb, surveyId);
  if (names.length === 0) return [];
  // Grouped by the value as screening compares it (rows written before value_key existed: as typed);
  // each group shows the value its first respondent arrived with.
  const compared = sql`coalesce(${uploadDataFields.value_key}, ${uploadDataFields.value})`;
  const rows = await db.select({
    name: uploadDataFields.name,
    value: sql<string>`(array_agg(${uploadDataFields.value} order by ${respondents.created_at}))[1]`,
    respondentIds: sql<string[]>`array_agg(${uploadDataFields.respondent_id}::text order by ${respondents.created_at})`,
  }).from(uploadDataFields).innerJoin(respondents, eq(respondents.id, uploadDataFields.respondent_id))
    .where(and(eq(respondents.admin_survey_id, surveyId), kindSql(kind), inArray(uploadDataFields.name, names)))
    .groupBy(uploadDataFields.name, compared)
    .having(sql`count(*) > 1`)
    .orderBy(sql`count(*) desc`, uploadDataFields.name, compared)
    .limit(maxGroups);
  return rows;
}
