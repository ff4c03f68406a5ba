// A survey's website intercept: read, replace, remove. Writes run under the survey row lock and
// bump the survey revision in the same transaction, like every other survey write.
import { isDeepStrictEqual } from 'node:util';
import { eq } from 'drizzle-orm';
import type { Intercept, InterceptConfig } from '../../../schema';
import type { AppContext } from '../../context';
import { surveyIntercepts } from '../../db/schema';
import type { UserRow } from '../../http/principal';
import { bumpRevision, lockSurvey } from '../surveys/revision';

type InterceptRow = typeof surveyIntercepts.$inferSelect;

const toIntercept = (row: InterceptRow): Intercept => ({
  ...(row.config as InterceptConfig),
  updated_at: row.updated_at.toISOString(),
});

/** The survey's intercept, or null when it has none. */
export async function readIntercept(ctx: AppContext, surveyId: string): Promise<Intercept | null> {
  const [row] = await ctx.db.select().from(surveyIntercepts).where(eq(surveyIntercepts.survey_id, surveyId));
  return row ? toIntercept(row) : null;
}

/** Creates or replaces the intercept; the same configuration again writes nothing (a resent PUT). */
export async function saveIntercept(
  ctx: AppContext, user: UserRow, surveyId: string, config: InterceptConfig,
): Promise<{ intercept: Intercept; revision: number }> {
  return ctx.db.transaction(async (tx) => {
    const survey = await lockSurvey(tx, surveyId);
    const [stored] = await tx.select().from(surveyIntercepts).where(eq(surveyIntercepts.survey_id, surveyId));
    // Deep equality, not JSON text: jsonb gives keys back in its own order.
    if (stored && isDeepStrictEqual(stored.config, config)) return { intercept: toIntercept(stored), revision: survey.revision };
    const now = ctx.now();
    const [row] = await tx.insert(surveyIntercepts)
      .values({ survey_id: surveyId, config, created_at: now, updated_at: now })
      .onConflictDoUpdate({ target: surveyIntercepts.survey_id, set: { config, updated_at: now } })
      .returning();
    if (!row) throw new Error(`Intercept upsert for survey ${surveyId} returned no row`);
    return { intercept: toIntercept(row), revision: await bumpRevision(tx, surveyId, user.id, now) };
  });
}

/**
 * Removes the intercept. Idempotent: removing none succeeds without a write, so the revision
 * stays (a resent DELETE does not look like someone else's change).
 */
export async function removeIntercept(ctx: AppContext, user: UserRow, surveyId: string): Promise<{ revision: number }> {
  return ctx.db.transaction(async (tx) => {
    const survey = await lockSurvey(tx, surveyId);
    const removed = await tx.delete(surveyIntercepts).where(eq(surveyIntercepts.survey_id, surveyId)).returning({ id: surveyIntercepts.survey_id });
    if (removed.length === 0) return { revision: survey.revision };
    return { revision: await bumpRevision(tx, surveyId, user.id, ctx.now()) };
  });
}
