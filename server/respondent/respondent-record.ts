// A respondent as the runtime and the data tab read it: the row of spec §3 plus where they are
// in the walk, and (for resuming and re-rendering) every answer they have given.
import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AnyPgTable } from 'drizzle-orm/pg-core';
import { EXIT_STATUSES, type ExitStatus } from '../../schema';
import {
  quotaValues, respondents, responseCodes, responseDates, responseNumerics, responseOpenTexts, uploadDataFields,
} from '../db/region-schema';
import type { RegionDb, RespondentRow } from './region-rows';
import { answersFromRows, type StoredAnswer } from './stored-answer';
import { perDatabase } from '../db/per-database';

/** Spec §4: not_started → incomplete (first page saved) → one of the exit statuses. */
export const RESPONDENT_STATUSES = ['not_started', 'incomplete', ...EXIT_STATUSES] as const;
export type RespondentStatus = (typeof RESPONDENT_STATUSES)[number];

export function isFinished(status: RespondentStatus): status is ExitStatus {
  return (EXIT_STATUSES as readonly string[]).includes(status);
}

export function respondentStatusOf(value: string): RespondentStatus {
  const status = RESPONDENT_STATUSES.find((s) => s === value);
  if (!status) throw new Error(`Respondent status "${value}" is not one of ${RESPONDENT_STATUSES.join(', ')}`);
  return status;
}

export interface RespondentSummary {
  readonly id: string;
  readonly surveyId: string;
  readonly adminSurveyId: string;
  readonly version: number;
  readonly isTest: boolean;
  readonly languageId: string;
  readonly status: RespondentStatus;
  readonly screenedReason: string | null;
  /** ISO 8601 instants (UTC). */
  readonly surveyStart: string | null;
  readonly surveyEnd: string | null;
  readonly statusSetAt: string | null;
  readonly createdAt: string;
  /** The page shown and awaiting submission; null once the walk has ended. */
  readonly currentPageId: string | null;
  /** Pages visited in order, up to the furthest reached. */
  readonly path: readonly string[];
}

export interface QuotaValue {
  readonly quotaId: string;
  readonly definitionCodes: readonly string[];
}

export interface UploadField {
  readonly name: string;
  readonly value: string;
}

export interface RespondentRecord extends RespondentSummary {
  readonly answers: readonly StoredAnswer[];
  readonly quotaValues: readonly QuotaValue[];
  readonly uploadFields: readonly UploadField[];
}

export function summaryOf(row: RespondentRow): RespondentSummary {
  return {
    id: row.id,
    surveyId: row.survey_id,
    adminSurveyId: row.admin_survey_id,
    version: row.version,
    isTest: row.is_test,
    languageId: row.language_id,
    status: respondentStatusOf(row.status),
    screenedReason: row.screened_reason,
    surveyStart: row.survey_start?.toISOString() ?? null,
    surveyEnd: row.survey_end?.toISOString() ?? null,
    statusSetAt: row.status_set_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    currentPageId: row.current_page_id,
    path: row.path,
  };
}

/** A table's rows of the respondent read as a JSON array (none: []), ordered by `orderBy` when given. */
function rowsOf(table: AnyPgTable, orderBy?: string): SQL {
  const order = orderBy ? sql` ORDER BY t.${sql.identifier(orderBy)}` : sql``;
  return sql`coalesce((SELECT json_agg(t${order}) FROM ${table} t WHERE t.respondent_id = ${respondents.id}), '[]'::json)`;
}

/**
 * The respondent with every answer, quota value and upload field; null when there is none. One
 * statement, so one snapshot: a page saved meanwhile is seen whole or not at all. Read on every
 * page view and post, so one round trip rather than a transaction of seven (the answers come back
 * as JSON arrays of their rows: numerics as JSON numbers, dates as YYYY-MM-DD, as the columns read).
 */
/** A respondent by id, or by the hash of their resume token (the cookie's lookup reads everything in the same trip). */
export type RespondentKey = { readonly id: string } | { readonly resumeTokenHash: string };

const respondentRead = (db: RegionDb, by: SQL) => db.select({
  row: getTableColumns(respondents),
  codes: sql<CodeRow[]>`${rowsOf(responseCodes)}`,
  dates: sql<DateRow[]>`${rowsOf(responseDates)}`,
  numerics: sql<NumericRow[]>`${rowsOf(responseNumerics)}`,
  openTexts: sql<OpenTextRow[]>`${rowsOf(responseOpenTexts)}`,
  quotas: sql<QuotaRow[]>`${rowsOf(quotaValues, 'quota_id')}`,
  uploads: sql<UploadRow[]>`${rowsOf(uploadDataFields, 'name')}`,
}).from(respondents).where(by);
const byId = perDatabase((db: RegionDb) => respondentRead(db, eq(respondents.id, sql.placeholder('key'))).prepare('respondent_by_id'));
const byResumeToken = perDatabase((db: RegionDb) =>
  respondentRead(db, eq(respondents.resume_token_hash, sql.placeholder('key'))).prepare('respondent_by_resume_token'));

export async function readRespondent(db: RegionDb, key: RespondentKey): Promise<RespondentRecord | null> {
  const [found] = await ('id' in key ? byId(db).execute({ key: key.id }) : byResumeToken(db).execute({ key: key.resumeTokenHash }));
  if (!found) return null;
  const { row, codes, dates, numerics, openTexts, quotas, uploads } = found;
  return {
    ...summaryOf(row),
    answers: answersFromRows({ codes, dates, numerics: numerics.map((n) => ({ ...n, value: Number(n.value) })), openTexts }),
    quotaValues: quotas.map((q) => ({ quotaId: q.quota_id, definitionCodes: q.definition_codes })),
    uploadFields: uploads.map((u) => ({ name: u.name, value: u.value })),
  };
}

type CodeRow = typeof responseCodes.$inferSelect;
type DateRow = typeof responseDates.$inferSelect;
type NumericRow = typeof responseNumerics.$inferSelect;
type OpenTextRow = typeof responseOpenTexts.$inferSelect;
type QuotaRow = typeof quotaValues.$inferSelect;
type UploadRow = typeof uploadDataFields.$inferSelect;
