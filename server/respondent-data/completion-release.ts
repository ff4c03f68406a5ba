// Quota counts follow the data (issue 15 A). `quota_counts` count the complete live respondents
// holding a place (the completion's claim, server/respondent/quota-counter.ts), so a respondent
// who stops being one gives back what completing took, in the same transaction as the change:
// deleted, or made screened by a manual edit (spec §4). Each definition of their quota values is
// decremented (never below 0), so the next respondent who qualifies can complete; an edit also
// removes their quota values and the unique collector values they held (a deletion cascades).
import { and, eq, sql } from 'drizzle-orm';
import { quotaCounts, quotaValues, uniqueCollectorValues } from '../db/region-schema';
import type { RegionDb, RespondentRow } from '../respondent/region-rows';
import type { DataCaches } from './data-caches';

/** Whether completing counted the respondent: live and complete (test respondents are never counted). */
export const heldPlaces = (row: Pick<RespondentRow, 'status' | 'is_test'>): boolean => row.status === 'complete' && !row.is_test;

/**
 * The design ids of the definitions the respondent was counted in, from their quota values (stored
 * under the version's quota ids and the definitions' codes) through the version's quota plan.
 */
async function countedDefinitions(tx: RegionDb, caches: DataCaches, row: RespondentRow): Promise<string[]> {
  const values = await tx.select().from(quotaValues).where(eq(quotaValues.respondent_id, row.id));
  if (values.length === 0) return [];
  const plan = await caches.quotaPlan(row.admin_survey_id, row.version);
  const byCode = new Map([...plan.cells.values()].map((cell) => [`${cell.quotaId}\u0000${cell.code}`, cell.designId]));
  const ids = new Set<string>();
  for (const value of values) {
    for (const code of value.definition_codes) {
      const designId = byCode.get(`${value.quota_id}\u0000${code}`);
      // Versions are frozen: values the respondent's own version does not define are a broken invariant.
      if (!designId) throw new Error(`Respondent ${row.id} holds quota ${value.quota_id} code ${code}, which version ${row.version} of survey ${row.admin_survey_id} does not define`);
      ids.add(designId);
    }
  }
  // One order for every writer (claim's too), so two transactions never wait on each other crosswise.
  return [...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * Gives back the places of `row` (locked by the caller in `tx`, as read before the change) when
 * completing counted them; returns the design ids of the definitions decremented.
 */
export async function releaseCompletion(tx: RegionDb, caches: DataCaches, row: RespondentRow, now: Date, removeValues: boolean): Promise<string[]> {
  if (!heldPlaces(row)) return [];
  const definitions = await countedDefinitions(tx, caches, row);
  for (const id of definitions) {
    await tx.update(quotaCounts).set({ count: sql`greatest(${quotaCounts.count} - 1, 0)`, updated_at: now })
      .where(and(eq(quotaCounts.admin_survey_id, row.admin_survey_id), eq(quotaCounts.definition_id, id)));
  }
  if (removeValues) {
    await tx.delete(quotaValues).where(eq(quotaValues.respondent_id, row.id));
    await tx.delete(uniqueCollectorValues).where(eq(uniqueCollectorValues.respondent_id, row.id));
  }
  return definitions;
}
