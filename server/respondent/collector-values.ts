// Unique data collectors (spec §3 is_unique): a value a complete respondent of the survey holds
// screens anyone else who arrives with it. Checked twice:
//
//   at start        a read: the respondent arriving with a held value is screened at once
//   at completion   in the completion's transaction, INSERT … ON CONFLICT DO NOTHING on the
//                   primary key (survey, is_test, collector, value): the one that inserts completes,
//                   the other finds the row and is screened instead
//
// Why the key and not a lock or a read: two respondents who both passed the start check and
// finish at once must not both complete. PostgreSQL makes the second insert of a key wait for the
// first transaction; if it commits, the second does nothing (and is screened), if it rolls back the
// second inserts. No read-then-write window, no advisory lock to forget, and it holds across
// server processes because the database decides. Values are keyed by the collector's design id so
// a new version of the survey keeps them taken; live and test respondents hold values apart.
import { and, eq, inArray } from 'drizzle-orm';
import type { UniqueValue } from '../../schema';
import { uniqueCollectorValues } from '../db/region-schema';
import type { RegionDb } from './region-rows';

/** Who holds values: the design survey, and whether these are test respondents. */
export interface ValueHolder {
  readonly adminSurveyId: string;
  readonly isTest: boolean;
}

/** One order for every respondent, so two completions holding several values never wait crosswise. */
const ordered = (values: readonly UniqueValue[]) =>
  [...values].sort((a, b) => (a.collectorId < b.collectorId ? -1 : a.collectorId > b.collectorId ? 1 : a.key < b.key ? -1 : a.key > b.key ? 1 : 0));

/** The first of `values` (collector ids by design) a complete respondent already holds, or null. */
export async function heldValue(db: RegionDb, holder: ValueHolder, values: readonly UniqueValue[]): Promise<UniqueValue | null> {
  if (values.length === 0) return null;
  const rows = await db.select({ collector: uniqueCollectorValues.collector_id, key: uniqueCollectorValues.value_key })
    .from(uniqueCollectorValues)
    .where(and(
      eq(uniqueCollectorValues.admin_survey_id, holder.adminSurveyId),
      eq(uniqueCollectorValues.is_test, holder.isTest),
      inArray(uniqueCollectorValues.collector_id, values.map((v) => v.collectorId)),
      inArray(uniqueCollectorValues.value_key, values.map((v) => v.key)),
    ));
  return ordered(values).find((value) => rows.some((row) => row.collector === value.collectorId && row.key === value.key)) ?? null;
}

/** Thrown inside the savepoint to undo the values already held; never leaves `holdValues`. */
class AlreadyHeld extends Error {
  constructor(readonly value: UniqueValue) {
    super(`Value of ${value.name} is held by another respondent`);
  }
}

/**
 * Holds `values` for a completing respondent, inside the completion's transaction `tx`: all of them,
 * or none and the first already held (another complete respondent has it) is returned.
 */
export async function holdValues(tx: RegionDb, holder: ValueHolder, respondentId: string, values: readonly UniqueValue[]): Promise<UniqueValue | null> {
  if (values.length === 0) return null;
  try {
    await tx.transaction(async (savepoint) => {
      for (const value of ordered(values)) {
        const [held] = await savepoint.insert(uniqueCollectorValues).values({
          admin_survey_id: holder.adminSurveyId, is_test: holder.isTest, collector_id: value.collectorId, value_key: value.key, respondent_id: respondentId,
        }).onConflictDoNothing().returning({ respondent: uniqueCollectorValues.respondent_id });
        if (!held) throw new AlreadyHeld(value);
      }
    });
    return null;
  } catch (error) {
    if (error instanceof AlreadyHeld) return error.value;
    throw error;
  }
}
