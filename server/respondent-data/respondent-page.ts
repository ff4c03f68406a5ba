// Respondents as the SDL's Respondent: a page of rows and, only when the query asks for them, their
// answers, quota values and upload data, each read for the whole page in one query (never one per
// row), the first time any respondent of the page needs it.
import { inArray } from 'drizzle-orm';
import {
  quotaValues, responseCodes, responseDates, responseNumerics, responseOpenTexts, uploadDataFields,
} from '../db/region-schema';
import type { RegionDb, RespondentRow } from '../respondent/region-rows';
import { answersFromRows, type StoredAnswer } from '../respondent/stored-answer';
import type { DataAnswer } from '../../schema/api/respondent-data/wire';
import type { DataCaches, IdMap } from './data-caches';

export type AnswerNode = DataAnswer;

export interface RespondentNode {
  readonly id: string;
  readonly surveyId: string;
  readonly publishedSurveyId: string;
  readonly languageId: string;
  readonly status: string;
  readonly screenedReason: string | null;
  readonly isTest: boolean;
  readonly version: number;
  readonly surveyStart: Date | null;
  readonly surveyEnd: Date | null;
  readonly createdAt: Date;
  readonly statusSetAt: Date | null;
  readonly contactStatus: string | null;
  readonly attempts: number;
  readonly developmentFields: Record<string, unknown>;
  // Functions: graphql-js calls them only when the query selects the field.
  readonly answers: () => Promise<AnswerNode[]>;
  readonly quotaValues: () => Promise<{ quotaId: string; definitionCodes: string[] }[]>;
  readonly uploadData: () => Promise<{ name: string; value: string }[]>;
}

export function answerNode(answer: StoredAnswer, idMap: IdMap | null): AnswerNode {
  const base = {
    questionId: answer.questionId,
    answerGroupId: answer.answerGroupId,
    designQuestionId: idMap?.designOf.get(answer.questionId) ?? null,
    designAnswerGroupId: idMap?.designOf.get(answer.answerGroupId) ?? null,
    codes: null, otherText: null, date: null, numeric: null, text: null,
  };
  switch (answer.kind) {
    case 'code':
      return { ...base, codes: answer.values.map((v) => v.code), otherText: answer.values.find((v) => v.otherText !== undefined)?.otherText ?? null };
    case 'date': return { ...base, date: answer.value };
    case 'numeric': return { ...base, numeric: answer.value };
    case 'open_text': return { ...base, text: answer.value };
    default: {
      const never: never = answer;
      throw new Error(`Unknown answer ${JSON.stringify(never)}`);
    }
  }
}

function groupBy<T extends { respondent_id: string }>(rows: readonly T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const list = map.get(row.respondent_id);
    if (list) list.push(row);
    else map.set(row.respondent_id, [row]);
  }
  return map;
}

/** One page of respondents and the lazily read rows hanging off them. */
export class RespondentPage {
  private answers: Promise<Map<string, AnswerNode[]>> | null = null;
  private quotas: Promise<Map<string, { quotaId: string; definitionCodes: string[] }[]>> | null = null;
  private uploads: Promise<Map<string, { name: string; value: string }[]>> | null = null;
  private readonly ids: string[];

  constructor(
    private readonly db: RegionDb,
    private readonly caches: DataCaches,
    private readonly rows: readonly RespondentRow[],
  ) {
    this.ids = rows.map((row) => row.id);
  }

  nodes(): RespondentNode[] {
    return this.rows.map((row) => this.node(row));
  }

  private node(row: RespondentRow): RespondentNode {
    return {
      id: row.id,
      surveyId: row.admin_survey_id,
      publishedSurveyId: row.survey_id,
      languageId: row.language_id,
      status: row.status,
      screenedReason: row.screened_reason,
      isTest: row.is_test,
      version: row.version,
      surveyStart: row.survey_start,
      surveyEnd: row.survey_end,
      createdAt: row.created_at,
      statusSetAt: row.status_set_at,
      contactStatus: row.contact_status,
      attempts: row.attempts,
      developmentFields: row.development_fields,
      answers: async () => (await (this.answers ??= this.loadAnswers())).get(row.id) ?? [],
      quotaValues: async () => (await (this.quotas ??= this.loadQuotas())).get(row.id) ?? [],
      uploadData: async () => (await (this.uploads ??= this.loadUploads())).get(row.id) ?? [],
    };
  }

  private async loadAnswers(): Promise<Map<string, AnswerNode[]>> {
    if (this.ids.length === 0) return new Map();
    const [codes, dates, numerics, openTexts] = await Promise.all([
      this.db.select().from(responseCodes).where(inArray(responseCodes.respondent_id, this.ids)),
      this.db.select().from(responseDates).where(inArray(responseDates.respondent_id, this.ids)),
      this.db.select().from(responseNumerics).where(inArray(responseNumerics.respondent_id, this.ids)),
      this.db.select().from(responseOpenTexts).where(inArray(responseOpenTexts.respondent_id, this.ids)),
    ]);
    const byRespondent = {
      codes: groupBy(codes), dates: groupBy(dates), numerics: groupBy(numerics), openTexts: groupBy(openTexts),
    };
    // One id-map per (survey, version) on the page, from the cache.
    const maps = new Map<string, IdMap | null>();
    for (const row of this.rows) {
      const key = `${row.admin_survey_id}:${row.version}`;
      if (!maps.has(key)) maps.set(key, await this.caches.idMap(row.admin_survey_id, row.version));
    }
    const result = new Map<string, AnswerNode[]>();
    for (const row of this.rows) {
      const stored = answersFromRows({
        codes: byRespondent.codes.get(row.id) ?? [],
        dates: byRespondent.dates.get(row.id) ?? [],
        numerics: byRespondent.numerics.get(row.id) ?? [],
        openTexts: byRespondent.openTexts.get(row.id) ?? [],
      });
      const idMap = maps.get(`${row.admin_survey_id}:${row.version}`) ?? null;
      result.set(row.id, stored.map((answer) => answerNode(answer, idMap)));
    }
    return result;
  }

  private async loadQuotas() {
    if (this.ids.length === 0) return new Map();
    const rows = await this.db.select().from(quotaValues).where(inArray(quotaValues.respondent_id, this.ids)).orderBy(quotaValues.quota_id);
    const map = new Map<string, { quotaId: string; definitionCodes: string[] }[]>();
    for (const [id, list] of groupBy(rows)) map.set(id, list.map((q) => ({ quotaId: q.quota_id, definitionCodes: q.definition_codes })));
    return map;
  }

  private async loadUploads() {
    if (this.ids.length === 0) return new Map();
    const rows = await this.db.select().from(uploadDataFields).where(inArray(uploadDataFields.respondent_id, this.ids)).orderBy(uploadDataFields.name);
    const map = new Map<string, { name: string; value: string }[]>();
    for (const [id, list] of groupBy(rows)) map.set(id, list.map((u) => ({ name: u.name, value: u.value })));
    return map;
  }
}
