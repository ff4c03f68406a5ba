// A survey's revision: one counter bumped by every write to the survey, its components, routes or
// settings, sent as the ETag (`"<revision>"`) of every read and write. A client that wrote at
// revision R and gets R + 1 back knows nobody else wrote in between; a GET with
// `If-None-Match: "<R>"` answers 304 when nothing changed.
import { eq, sql } from 'drizzle-orm';
import type { MainDatabase } from '../../context';
import { surveys } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { SurveyRow } from './service';

export const etagOf = (revision: number) => `"${revision}"`;

/**
 * Locks the survey row for the rest of the transaction: writes to one survey apply one at a time,
 * so each sees the components the previous one committed and revisions never skip or repeat.
 * NO KEY UPDATE (what the revision update itself takes) still lets rows referencing the survey
 * be inserted elsewhere, and cannot deadlock against their foreign-key checks.
 */
export async function lockSurvey(tx: MainDatabase, surveyId: string): Promise<SurveyRow> {
  const [row] = await tx.select().from(surveys).where(eq(surveys.id, surveyId)).for('no key update');
  if (!row) throw notFound(`Survey ${surveyId}`);
  return row;
}

/** Bumps the revision (and who/when last changed the survey); returns the new revision. */
export async function bumpRevision(tx: MainDatabase, surveyId: string, userId: string, now: Date): Promise<number> {
  const [row] = await tx.update(surveys)
    .set({ revision: sql`${surveys.revision} + 1`, updated_at: now, updated_by: userId })
    .where(eq(surveys.id, surveyId))
    .returning({ revision: surveys.revision });
  if (!row) throw notFound(`Survey ${surveyId}`);
  return row.revision;
}
