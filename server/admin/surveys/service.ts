// Surveys: creating, listing, changing and deleting them, and their shape on the wire (spec §3,
// §7). Who may do which is the contract's access rules (schema/api), decided before these run.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { SurveyListItem, SurveyRecord } from '../../../schema/api/admin/surveys';
import type { AppContext, MainDatabase } from '../../context';
import { permissions, surveys } from '../../db/schema';
import type { UserRow } from '../../http/principal';
import { lockSurvey } from './revision';

export type SurveyRow = typeof surveys.$inferSelect;

/** A survey on the wire, without the access level (the caller adds the asker's). The jsonb
 *  columns hold what the contract let in (JSON objects), typed here as the record says. */
export function toPublicSurvey(row: SurveyRow): Omit<SurveyRecord, 'access_level'> {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    description: row.description,
    theme: row.theme as SurveyRecord['theme'],
    default_language: row.default_language,
    additional_languages: row.additional_languages,
    privacy_config: row.privacy_config as SurveyRecord['privacy_config'],
    deployment_info: row.deployment_info as SurveyRecord['deployment_info'],
    development_fields: row.development_fields as SurveyRecord['development_fields'],
    canvas_id: row.canvas_id,
    region: row.region as SurveyRecord['region'],
    location: row.location,
    revision: row.revision,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    created_by: row.created_by,
    updated_by: row.updated_by,
  };
}
export type PublicSurvey = ReturnType<typeof toPublicSurvey>;

export interface NewSurvey {
  readonly title: string;
  readonly description?: string | null;
  readonly region?: string;
  readonly default_language?: string;
}

/** Creates a survey owned by `user` (name copied from title, status draft). */
export async function createSurvey(db: MainDatabase, user: UserRow, input: NewSurvey): Promise<SurveyRow> {
  const [row] = await db.insert(surveys).values({
    org_id: user.org_id,
    name: input.title,
    title: input.title,
    description: input.description ?? null,
    region: input.region ?? 'uk',
    default_language: input.default_language ?? 'en',
    deployment_info: { status: 'draft' },
    created_by: user.id,
    updated_by: user.id,
  }).returning();
  if (!row) throw new Error(`Survey insert for user ${user.id} returned no row`);
  await db.insert(permissions).values({ user_id: user.id, scope_type: 'survey', scope_id: row.id, access_level: 'owner' });
  return row;
}

/** The user's own surveys, newest first, with their access level (spec §7 list items). */
export async function listSurveys(ctx: AppContext, user: UserRow): Promise<SurveyListItem[]> {
  const rows = await ctx.db
    .select({ survey: surveys, access_level: permissions.access_level })
    .from(permissions)
    .innerJoin(surveys, sql`${surveys.id}::text = ${permissions.scope_id}`)
    .where(and(eq(permissions.user_id, user.id), eq(permissions.scope_type, 'survey')))
    .orderBy(desc(surveys.updated_at));
  return rows.map(({ survey, access_level }) => ({
    ...toPublicSurvey(survey),
    access_level,
    development_fields: {
      ...(survey.development_fields as SurveyRecord['development_fields']),
      client_id: (survey.development_fields.client_id as string | null | undefined) ?? null,
      project_id: (survey.development_fields.project_id as string | null | undefined) ?? null,
    },
  }));
}

/** Applies validated PATCH values (survey-patch.ts) and bumps the revision, under the row lock. */
export async function patchSurvey(
  ctx: AppContext, user: UserRow, surveyId: string, values: (stored: SurveyRow) => Partial<typeof surveys.$inferInsert>,
): Promise<SurveyRow> {
  return ctx.db.transaction(async (tx) => {
    const stored = await lockSurvey(tx, surveyId);
    const [row] = await tx.update(surveys)
      .set({ ...values(stored), revision: sql`${surveys.revision} + 1`, updated_at: ctx.now(), updated_by: user.id })
      .where(eq(surveys.id, surveyId))
      .returning();
    return row!;
  });
}

/** Deletes a survey, its components (cascade) and every permission on it. */
export async function deleteSurvey(ctx: AppContext, surveyId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.delete(permissions).where(and(eq(permissions.scope_type, 'survey'), eq(permissions.scope_id, surveyId)));
    await tx.delete(surveys).where(eq(surveys.id, surveyId));
  });
}

export { isUuid } from '../../access/survey-access';
