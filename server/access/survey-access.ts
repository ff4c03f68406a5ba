// A user's access to one survey (spec §6): their permission's level, or owner for an admin who
// holds none. Resolved once per request by the endpoint shell for every survey-scoped rule.
import { and, eq, sql } from 'drizzle-orm';
import type { AccessLevel } from '../../schema/api';
import type { AppContext } from '../context';
import { permissions, surveys } from '../db/schema';

export type SurveyRow = typeof surveys.$inferSelect;

export interface SurveyAccess {
  readonly survey: SurveyRow;
  readonly level: AccessLevel;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => uuidPattern.test(value);

/** The survey and the user's level on it; null when it does not exist or, for a non-admin,
 *  when they hold no permission on it (another organisation's survey is as good as absent). */
export async function surveyAccessOf(
  ctx: AppContext, user: { readonly id: string; readonly is_admin: boolean }, surveyId: string,
): Promise<SurveyAccess | null> {
  if (!isUuid(surveyId)) return null;
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
  if (!row) return null;
  if (row.level) return { survey: row.survey, level: row.level };
  return user.is_admin ? { survey: row.survey, level: 'owner' } : null;
}
