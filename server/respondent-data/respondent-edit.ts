// Correcting a respondent by hand (spec §4): the answers of the questions named are replaced (the
// others stay), each checked against the respondent's own version (the question, its answer group,
// the answer codes, the value's type), and the respondent becomes screened with reason Manual.
// Deleting removes the respondent and, by cascade, every row hanging off them. Either way a
// respondent counted as complete gives their quota places back (completion-release.ts). On the
// preview path only test respondents can be reached (`testOnly`): a live one is not found there.
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { childrenOfKind, type Component } from '../../schema';
import {
  respondents, responseCodes, responseDates, responseNumerics, responseOpenTexts,
} from '../db/region-schema';
import type { FieldedVersion } from '../respondent/fielded-version';
import type { RegionDb, RespondentRow } from '../respondent/region-rows';
import { answerRows, canonicalAnswers, type StoredAnswer } from '../respondent/stored-answer';
import { releaseCompletion } from './completion-release';
import type { DataCaches, IdMap } from './data-caches';
import { badInput, dataError } from './data-error';

export interface AnswerInput {
  readonly questionId: string;
  readonly answerGroupId: string;
  readonly codes?: readonly string[] | null;
  readonly otherText?: string | null;
  readonly date?: string | null;
  readonly numeric?: number | null;
  readonly text?: string | null;
}

export interface RespondentUpdate {
  readonly answers?: readonly AnswerInput[] | null;
  readonly languageId?: string | null;
}

export const MANUAL_REASON = 'Manual';
const maxAnswers = 1000;
const maxText = 100_000;

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

interface Resolved {
  readonly question: Component;
  readonly stored: StoredAnswer | null;
}

/** One answer checked against the version; throws bad_input naming it and its question. */
function resolveAnswer(input: AnswerInput, at: string, version: FieldedVersion, byId: ReadonlyMap<string, Component>, idMap: IdMap | null): Resolved {
  // The version's ids, or the design's (mapped through the id-map).
  const find = (id: string) => byId.get(id) ?? byId.get(idMap?.publishedOf.get(id) ?? '');
  const question = find(input.questionId);
  if (question?.kind !== 'question' || question.deleted) {
    throw badInput(`${at}.questionId`, `question ${input.questionId} is not in version ${version.version} of this survey`, { questionId: input.questionId });
  }
  const fail = (field: string, message: string) =>
    badInput(`${at}.${field}`, `${question.name || question.id}: ${message}`, { questionId: question.id });
  const group = find(input.answerGroupId);
  if (group?.kind !== 'answer_group' || group.deleted || group.parent?.id !== question.id) {
    throw fail('answerGroupId', `answer group ${input.answerGroupId} is not one of this question's`);
  }
  const target = { questionId: question.id, answerGroupId: group.id };
  const given = (['codes', 'otherText', 'date', 'numeric', 'text'] as const).filter((field) => input[field] !== null && input[field] !== undefined);
  if (given.length === 0) return { question, stored: null };
  const type = group.answer_group_type;
  const allowed: Record<typeof type, readonly string[]> = {
    single: ['codes', 'otherText'], multi: ['codes', 'otherText'], date: ['date'], numeric: ['numeric'], open_text: ['text'],
  };
  const stray = given.find((field) => !allowed[type].includes(field));
  if (stray) throw fail(stray, `a ${type} answer group takes ${allowed[type].join(' and ')}, not ${stray}`);
  switch (type) {
    case 'single':
    case 'multi': {
      const codes = input.codes ?? [];
      if (codes.length === 0) throw fail('codes', 'choose at least one answer code');
      if (type === 'single' && codes.length > 1) throw fail('codes', `a single answer group takes one code (got ${codes.length})`);
      if (new Set(codes).size !== codes.length) throw fail('codes', 'a code is given twice');
      const answers = childrenOfKind(version.tree, group.id, 'answer').filter((answer) => !answer.deleted);
      const byCode = new Map(answers.map((answer) => [answer.code, answer]));
      const unknown = codes.find((code) => !byCode.has(code));
      if (unknown !== undefined) throw fail('codes', `code ${unknown} is not one of ${answers.map((a) => a.code).join(', ')}`);
      const other = codes.find((code) => byCode.get(code)!.other);
      if (input.otherText != null && other === undefined) throw fail('otherText', 'no chosen answer has an other box');
      if ((input.otherText?.length ?? 0) > maxText) throw fail('otherText', `at most ${maxText} characters`);
      return {
        question,
        stored: {
          kind: 'code', ...target,
          values: codes.map((code) => (code === other && input.otherText != null ? { code, otherText: input.otherText.trim() } : { code })),
        },
      };
    }
    case 'date':
      if (!isCalendarDate(input.date!)) throw fail('date', `"${input.date!.slice(0, 40)}" is not a date (YYYY-MM-DD)`);
      return { question, stored: { kind: 'date', ...target, value: input.date! } };
    case 'numeric':
      if (!Number.isFinite(input.numeric)) throw fail('numeric', 'must be a finite number');
      return { question, stored: { kind: 'numeric', ...target, value: input.numeric! } };
    case 'open_text':
      if (input.text!.length > maxText) throw fail('text', `at most ${maxText} characters`);
      return { question, stored: { kind: 'open_text', ...target, value: input.text! } };
    default: {
      const never: never = type;
      throw new Error(`Unknown answer group type ${String(never)}`);
    }
  }
}

async function versionOf(caches: DataCaches, row: RespondentRow): Promise<FieldedVersion> {
  const version = await caches.fielded(row.admin_survey_id, row.version);
  if (!version) throw new Error(`Respondent ${row.id} took version ${row.version} of survey ${row.admin_survey_id}, which is not published`);
  return version;
}

/** The respondent `respondentId` of the survey, and a test respondent when `testOnly`. */
function respondentWhere(surveyId: string, respondentId: string, testOnly: boolean): SQL {
  return and(eq(respondents.id, respondentId), eq(respondents.admin_survey_id, surveyId), testOnly ? eq(respondents.is_test, true) : undefined)!;
}

export async function updateRespondent(
  db: RegionDb, caches: DataCaches, surveyId: string, respondentId: string, update: RespondentUpdate, now: Date, testOnly = false,
): Promise<RespondentRow> {
  const [current] = await db.select().from(respondents).where(respondentWhere(surveyId, respondentId, testOnly));
  if (!current) throw dataError('not_found', `Respondent ${respondentId} not found in survey ${surveyId}`, { respondentId });
  const version = await versionOf(caches, current);
  const byId = caches.componentsById(version);
  const idMap = await caches.idMap(surveyId, current.version);
  const inputs = update.answers ?? [];
  if (inputs.length > maxAnswers) throw badInput('update.answers', `at most ${maxAnswers} answers per update (got ${inputs.length})`);
  if (update.languageId != null && !version.launchLanguages.includes(update.languageId)) {
    throw badInput('update.languageId', `version ${version.version} launches in ${version.launchLanguages.join(', ')}, not "${update.languageId.slice(0, 20)}"`);
  }
  const questionIds = new Set<string>();
  const stored: StoredAnswer[] = [];
  const groups = new Set<string>();
  inputs.forEach((input, index) => {
    const resolved = resolveAnswer(input, `update.answers[${index}]`, version, byId, idMap);
    questionIds.add(resolved.question.id);
    if (!resolved.stored) return;
    const key = `${resolved.stored.questionId}.${resolved.stored.answerGroupId}`;
    if (groups.has(key)) throw badInput(`update.answers[${index}].answerGroupId`, `answer group ${input.answerGroupId} is answered twice`);
    groups.add(key);
    stored.push(resolved.stored);
  });
  return db.transaction(async (tx) => {
    // Read again under the lock: a completion committed since the first read has counted them.
    const [locked] = await tx.select().from(respondents).where(eq(respondents.id, respondentId)).for('update');
    if (!locked) throw dataError('not_found', `Respondent ${respondentId} not found in survey ${surveyId}`, { respondentId });
    await releaseCompletion(tx, caches, locked, now, true);
    if (questionIds.size > 0) {
      const ids = [...questionIds];
      await tx.delete(responseCodes).where(and(eq(responseCodes.respondent_id, respondentId), inArray(responseCodes.question_id, ids)));
      await tx.delete(responseDates).where(and(eq(responseDates.respondent_id, respondentId), inArray(responseDates.question_id, ids)));
      await tx.delete(responseNumerics).where(and(eq(responseNumerics.respondent_id, respondentId), inArray(responseNumerics.question_id, ids)));
      await tx.delete(responseOpenTexts).where(and(eq(responseOpenTexts.respondent_id, respondentId), inArray(responseOpenTexts.question_id, ids)));
      const rows = answerRows(respondentId, canonicalAnswers(stored));
      if (rows.codes.length) await tx.insert(responseCodes).values(rows.codes);
      if (rows.dates.length) await tx.insert(responseDates).values(rows.dates);
      if (rows.numerics.length) await tx.insert(responseNumerics).values(rows.numerics);
      if (rows.openTexts.length) await tx.insert(responseOpenTexts).values(rows.openTexts);
    }
    const [row] = await tx.update(respondents).set({
      status: 'screened', screened_reason: MANUAL_REASON, status_set_at: now,
      ...(update.languageId != null ? { language_id: update.languageId } : {}),
    }).where(eq(respondents.id, respondentId)).returning();
    return row!;
  });
}

export async function deleteRespondent(db: RegionDb, caches: DataCaches, surveyId: string, respondentId: string, now: Date, testOnly = false): Promise<string> {
  return db.transaction(async (tx) => {
    // Locked, so a completion saving now either counted them before this reads, or finds no one.
    const [locked] = await tx.select().from(respondents).where(respondentWhere(surveyId, respondentId, testOnly)).for('update');
    if (!locked) throw dataError('not_found', `Respondent ${respondentId} not found in survey ${surveyId}`, { respondentId });
    // Their quota and unique values go with them (cascade); only the counts need giving back.
    await releaseCompletion(tx, caches, locked, now, false);
    await tx.delete(respondents).where(eq(respondents.id, respondentId));
    return locked.id;
  });
}
