// The respondent's recorded language (Respondent.languageId, spec §3): set at their first visit
// (?lang=, else the default) and changed when they switch language on the way. The data service
// reads it from the same column. A finished respondent's record is final: a switch then changes
// only what their end page says.
import { and, eq, inArray, ne } from 'drizzle-orm';
import { respondents } from '../db/region-schema';
import type { RegionDb } from './region-rows';

/** Records `languageId` for an unfinished respondent; true when it changed. The caller checks it is a launch language. */
export async function recordLanguage(db: RegionDb, respondentId: string, languageId: string): Promise<boolean> {
  const changed = await db.update(respondents).set({ language_id: languageId })
    .where(and(eq(respondents.id, respondentId), inArray(respondents.status, ['not_started', 'incomplete']), ne(respondents.language_id, languageId)))
    .returning({ id: respondents.id });
  return changed.length > 0;
}
