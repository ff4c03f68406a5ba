// A respondent as the runtime and the data tab read it: the row of spec §3 plus where they are
// in the walk, and (for resuming and re-rendering) every answer they have given.
import { eq } from 'drizzle-orm';
import { EXIT_STATUSES, type ExitStatus } from '../../schema';
import {
  quotaValues, respondents, responseCodes, responseDates, responseNumerics, responseOpenTexts, uploadDataFields,
} from '../db/region-schema';
import type { RegionDb, RespondentRow } from './region-rows';
import { answersFromRows, type StoredAnswer } from './stored-answer';

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

/**
 * The respondent with every answer, quota value and upload field; null when there is none. Read in
 * one repeatable-read snapshot, so a page saved meanwhile is seen whole or not at all.
 */
export function readRespondent(db: RegionDb, respondentId: string): Promise<RespondentRecord | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(respondents).where(eq(respondents.id, respondentId));
    if (!row) return null;
    const codes = await tx.select().from(responseCodes).where(eq(responseCodes.respondent_id, respondentId));
    const dates = await tx.select().from(responseDates).where(eq(responseDates.respondent_id, respondentId));
    const numerics = await tx.select().from(responseNumerics).where(eq(responseNumerics.respondent_id, respondentId));
    const openTexts = await tx.select().from(responseOpenTexts).where(eq(responseOpenTexts.respondent_id, respondentId));
    const quotas = await tx.select().from(quotaValues)
      .where(eq(quotaValues.respondent_id, respondentId)).orderBy(quotaValues.quota_id);
    const uploads = await tx.select().from(uploadDataFields)
      .where(eq(uploadDataFields.respondent_id, respondentId)).orderBy(uploadDataFields.name);
    return {
      ...summaryOf(row),
      answers: answersFromRows({ codes, dates, numerics, openTexts }),
      quotaValues: quotas.map((q) => ({ quotaId: q.quota_id, definitionCodes: q.definition_codes })),
      uploadFields: uploads.map((u) => ({ name: u.name, value: u.value })),
    };
  }, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}
