// Exact quota counts (issue 14 C). A respondent completing is counted in the definitions the
// quota rules selected (schema/survey/respondent/quotas.ts) with one conditional upsert per
// definition, in the completion's own transaction:
//
//   INSERT … (count 1) ON CONFLICT DO UPDATE SET count = count + 1 WHERE count < target RETURNING
//
// PostgreSQL locks the conflicting row and checks the WHERE against its latest committed version,
// so concurrent completions queue on the row and the count never passes the target: no read, then
// write. When any definition is full the respondent counts nowhere: the upserts run under a
// savepoint that is rolled back, and the caller ends them as quota_full.
import { and, asc, eq, sql } from 'drizzle-orm';
import { quotaCounts, quotaValues } from '../db/region-schema';
import type { RegionDb } from './region-rows';

/** A definition the respondent is to be counted in (a `QuotaCell` of the version's quota plan). */
export interface CountedDefinition {
  /** The design component id of the definition: counts are kept under it. */
  readonly designId: string;
  readonly target: number;
  /** The version's id of the definition's quota, and the definition's code: the quota values stored. */
  readonly quotaId: string;
  readonly code: string;
}

export type ClaimResult =
  | { readonly kind: 'counted'; readonly counts: ReadonlyMap<string, number> }
  | { readonly kind: 'full'; readonly full: readonly string[] };

/** Thrown inside the savepoint to roll back the upserts already made; never leaves `claim`. */
class QuotaFull extends Error {
  constructor(readonly full: readonly string[]) {
    super(`Quota definitions full: ${full.join(', ')}`);
  }
}

/**
 * Counts a completing respondent in `definitions` of admin survey `adminSurveyId`, inside the
 * caller's transaction `tx`. Either every definition is counted (`counted`, with the new counts)
 * or none is (`full`, naming the design ids that had no room).
 */
export async function claim(tx: RegionDb, adminSurveyId: string, definitions: readonly CountedDefinition[], now: Date): Promise<ClaimResult> {
  // One row per definition even if the caller repeats one (a definition counts a respondent once),
  // in one order for every respondent, so two completions never wait on each other's rows crosswise.
  const byId = new Map<string, CountedDefinition>();
  for (const definition of definitions) {
    const known = byId.get(definition.designId);
    if (known && known.target !== definition.target) {
      throw new Error(`Quota definition ${definition.designId} given twice with targets ${known.target} and ${definition.target}`);
    }
    byId.set(definition.designId, definition);
  }
  const ordered = [...byId.values()].sort((a, b) => (a.designId < b.designId ? -1 : a.designId > b.designId ? 1 : 0));
  // A target of 0 takes no one: nothing to write to know it.
  const closed = ordered.filter((definition) => definition.target <= 0).map((definition) => definition.designId);
  if (closed.length > 0) return { kind: 'full', full: closed };
  try {
    return await tx.transaction(async (savepoint) => {
      const counts = new Map<string, number>();
      const full: string[] = [];
      for (const { designId, target } of ordered) {
        const [row] = await savepoint.insert(quotaCounts)
          .values({ admin_survey_id: adminSurveyId, definition_id: designId, count: 1, updated_at: now })
          .onConflictDoUpdate({
            target: [quotaCounts.admin_survey_id, quotaCounts.definition_id],
            set: { count: sql`${quotaCounts.count} + 1`, updated_at: now },
            setWhere: sql`${quotaCounts.count} < ${target}`,
          })
          .returning({ count: quotaCounts.count });
        if (row) counts.set(designId, row.count);
        else full.push(designId);
      }
      if (full.length > 0) throw new QuotaFull(full);
      return { kind: 'counted', counts } as const;
    });
  } catch (error) {
    if (error instanceof QuotaFull) return { kind: 'full', full: error.full };
    throw error;
  }
}

/** The counts of an admin survey's definitions, by design id (a definition never counted is absent). */
export async function counts(db: RegionDb, adminSurveyId: string): Promise<Map<string, number>> {
  const rows = await db.select({ id: quotaCounts.definition_id, count: quotaCounts.count }).from(quotaCounts)
    .where(eq(quotaCounts.admin_survey_id, adminSurveyId)).orderBy(asc(quotaCounts.definition_id));
  return new Map(rows.map((row) => [row.id, row.count]));
}

/**
 * The respondent's quota values (spec §3: quotaId, quotaDefinitionCodes): per quota, the codes of
 * the definitions they were counted in. Replaces what was stored for those quotas.
 */
export async function recordQuotaValues(tx: RegionDb, respondentId: string, definitions: readonly CountedDefinition[]): Promise<void> {
  const codesByQuota = new Map<string, string[]>();
  for (const { quotaId, code } of definitions) {
    const codes = codesByQuota.get(quotaId) ?? [];
    if (!codes.includes(code)) codes.push(code);
    codesByQuota.set(quotaId, codes);
  }
  for (const [quotaId, codes] of codesByQuota) {
    await tx.delete(quotaValues).where(and(eq(quotaValues.respondent_id, respondentId), eq(quotaValues.quota_id, quotaId)));
    await tx.insert(quotaValues).values({ respondent_id: respondentId, quota_id: quotaId, definition_codes: codes });
  }
}

/** Version id → design id: the inverse of a version's id-map (design id → published id, as stored). */
export function designIdsOf(idMap: Readonly<Record<string, string>>): Map<string, string> {
  return new Map(Object.entries(idMap).map(([designId, publishedId]) => [publishedId, designId]));
}
