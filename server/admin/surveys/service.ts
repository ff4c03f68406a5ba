// Surveys: who may see and change them, and their shape on the wire (spec §3, §6, §7).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppContext, MainDatabase } from '../../context';
import { permissions, surveys } from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';
import type { UserRow } from '../../http/principal';
import { lockSurvey } from './revision';

export type SurveyRow = typeof surveys.$inferSelect;
export type AccessLevel = 'read' | 'write' | 'owner';

export const accessLevels = ['read', 'write', 'owner'] as const satisfies readonly AccessLevel[];
const canEditLevels: readonly AccessLevel[] = ['write', 'owner'];

export function toPublicSurvey(row: SurveyRow) {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    description: row.description,
    theme: row.theme,
    default_language: row.default_language,
    additional_languages: row.additional_languages,
    privacy_config: row.privacy_config,
    deployment_info: row.deployment_info,
    development_fields: row.development_fields,
    canvas_id: row.canvas_id,
    region: row.region,
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
export async function listSurveys(ctx: AppContext, user: UserRow) {
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
      ...survey.development_fields,
      client_id: survey.development_fields.client_id ?? null,
      project_id: survey.development_fields.project_id ?? null,
    },
  }));
}

/** The user's access to a survey: their permission, or owner-equivalent for an admin. */
export async function accessTo(ctx: AppContext, user: UserRow, surveyId: string): Promise<{ survey: SurveyRow; level: AccessLevel }> {
  if (!isUuid(surveyId)) throw notFound(`Survey ${surveyId}`);
  const [row] = await ctx.db
    .select({ survey: surveys, level: permissions.access_level })
    .from(surveys)
    .leftJoin(permissions, and(
      sql`${permissions.scope_id} = ${surveys.id}::text`,
      eq(permissions.scope_type, 'survey'),
      eq(permissions.user_id, user.id),
    ))
    .where(eq(surveys.id, surveyId))
    .limit(1);
  if (!row) throw notFound(`Survey ${surveyId}`);
  if (user.is_admin) return { survey: row.survey, level: row.level ?? 'owner' };
  // Without a permission the survey does not exist for this user (another organisation's too).
  if (!row.level) throw notFound(`Survey ${surveyId}`);
  return { survey: row.survey, level: row.level };
}

/** Deleting (and sharing) is the owner's or an admin's: write access is not enough. */
export async function requireOwner(ctx: AppContext, user: UserRow, surveyId: string) {
  const access = await accessTo(ctx, user, surveyId);
  if (!user.is_admin && access.level !== 'owner') {
    throw forbidden(`Your access to survey ${surveyId} is ${access.level}: only its owner or an admin may delete it`);
  }
  return access;
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

export async function requireEdit(ctx: AppContext, user: UserRow, surveyId: string) {
  const access = await accessTo(ctx, user, surveyId);
  if (!user.is_admin && !canEditLevels.includes(access.level)) {
    throw forbidden(`Your access to survey ${surveyId} is ${access.level}: only owner or write may change it`);
  }
  return access;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => uuidPattern.test(value);
