// A respondent's answers: one value per (question, answer group). A grid's answer groups are
// shared by its rows, hence the question id first. The same values travel in a page submission
// (answersSchema), are kept by the browser runtime and are checked by validatePage on the server.
import { z } from 'zod';
import type { AnswerGroupType } from '../components/answer-group';

/** 'Other' texts by answer code; only chosen answers keep theirs. */
export type OtherTexts = Readonly<Record<string, string>>;

export interface SingleAnswerValue {
  readonly code: string | null;
  readonly other: OtherTexts;
}

export interface MultiAnswerValue {
  readonly codes: readonly string[];
  readonly other: OtherTexts;
}

export const EMPTY_SINGLE_ANSWER: SingleAnswerValue = { code: null, other: {} };
export const EMPTY_MULTI_ANSWER: MultiAnswerValue = { codes: [], other: {} };

/** A widget's value, tagged with the answer group type it belongs to. */
export type AnswerValue =
  | { readonly type: 'single'; readonly value: SingleAnswerValue }
  | { readonly type: 'multi'; readonly value: MultiAnswerValue }
  | { readonly type: 'numeric'; readonly value: number | null }
  | { readonly type: 'open_text'; readonly value: string }
  | { readonly type: 'date'; readonly value: string };

export type AnswerValueOf<T extends AnswerGroupType> = Extract<AnswerValue, { type: T }>['value'];

/** Values by question id, then answer group id. */
export type Answers = Readonly<Record<string, Readonly<Record<string, AnswerValue>>>>;

export const NO_ANSWERS: Answers = {};

const EMPTY_VALUES: { readonly [T in AnswerGroupType]: AnswerValueOf<T> } = {
  single: EMPTY_SINGLE_ANSWER,
  multi: EMPTY_MULTI_ANSWER,
  numeric: null,
  open_text: '',
  date: '',
};

/** The stored value of a group, or the empty one (also when the group's type has changed since). */
export function answerValue<T extends AnswerGroupType>(
  answers: Answers,
  questionId: string,
  answerGroupId: string,
  type: T,
): AnswerValueOf<T> {
  const stored = answers[questionId]?.[answerGroupId];
  return stored?.type === type ? (stored.value as AnswerValueOf<T>) : (EMPTY_VALUES[type] as AnswerValueOf<T>);
}

export function setAnswer(answers: Answers, questionId: string, answerGroupId: string, value: AnswerValue): Answers {
  return { ...answers, [questionId]: { ...answers[questionId], [answerGroupId]: value } };
}

/** Nothing chosen or typed: what the required rule rejects. */
export function isEmptyAnswer(value: AnswerValue | undefined): boolean {
  if (value === undefined) return true;
  switch (value.type) {
    case 'single':
      return value.value.code === null;
    case 'multi':
      return value.value.codes.length === 0;
    case 'numeric':
      return value.value === null;
    case 'open_text':
    case 'date':
      return value.value.trim() === '';
  }
}

/**
 * Declared limits of a page submission. A page holds at most 100 questions (the survey's limit),
 * a question at most 10 answer groups and a group at most 50 answers (spec §9); ids and codes are
 * short; texts are capped well above any sensible open answer so a hostile body costs little.
 */
export const ANSWER_LIMITS = {
  questions: 100,
  groupsPerQuestion: 10,
  codesPerGroup: 50,
  idLength: 64,
  codeLength: 64,
  textLength: 10_000,
} as const;

const idSchema = z.string().min(1).max(ANSWER_LIMITS.idLength);
const codeSchema = z.string().min(1).max(ANSWER_LIMITS.codeLength);
const textSchema = z.string().max(ANSWER_LIMITS.textLength);
const otherSchema = z
  .record(codeSchema, textSchema)
  .refine((other) => Object.keys(other).length <= ANSWER_LIMITS.codesPerGroup, {
    message: `At most ${ANSWER_LIMITS.codesPerGroup} 'other' texts per answer group`,
  });

export const answerValueSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('single'), value: z.object({ code: codeSchema.nullable(), other: otherSchema }) }),
  z.object({
    type: z.literal('multi'),
    value: z.object({ codes: z.array(codeSchema).max(ANSWER_LIMITS.codesPerGroup), other: otherSchema }),
  }),
  // Finite: JSON has no NaN, but a form post parsed by answersFromForm might.
  z.object({ type: z.literal('numeric'), value: z.number().finite().nullable() }),
  z.object({ type: z.literal('open_text'), value: textSchema }),
  z.object({ type: z.literal('date'), value: z.string().max(10) }),
]) satisfies z.ZodType<AnswerValue>;

const atMost = (max: number, what: string) => ({ message: `At most ${max} ${what}` });
const sizeAtMost = (max: number) => (record: object) => Object.keys(record).length <= max;

/** Answers as they travel in a page submission: by question id, then answer group id. */
export const answersSchema = z
  .record(
    idSchema,
    z
      .record(idSchema, answerValueSchema)
      .refine(sizeAtMost(ANSWER_LIMITS.groupsPerQuestion), atMost(ANSWER_LIMITS.groupsPerQuestion, 'answer groups per question')),
  )
  .refine(sizeAtMost(ANSWER_LIMITS.questions), atMost(ANSWER_LIMITS.questions, 'questions per page')) satisfies z.ZodType<Answers>;
