// A respondent's answers: one value per (question, answer group). A grid's answer groups are
// shared by its rows, hence the question id first. The same values travel in a page submission
// (answersSchema, in answers-schema.ts so the browser runtime carries no zod), are kept by the
// browser runtime and are checked by validatePage on the server.
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
