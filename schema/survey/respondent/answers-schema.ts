// Answers as they travel in a page submission, with their declared limits: the zod schemas of
// answers.ts's values, apart from them so the respondent's browser bundle carries no zod.
import { z } from 'zod';
import type { AnswerValue, Answers } from './answers';

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
