// A respondent's answers as their page edits them: the version's columns grouped back into
// questions and answer groups, a draft per answer group, and the `updateRespondent` input for the
// questions changed (the service replaces the answers of the questions it is given, so a changed
// question sends all its answer groups; an emptied one is sent without a value, which clears it).
import { valueKindOf, type Answer, type Header } from './respondent-data-types';
import { answerOf } from './respondent-cell';
import type { RespondentRow } from './respondent-data-types';
import { dataSubjects } from './data-subjects';

export type GroupKind = 'single' | 'multi' | 'date' | 'numeric' | 'text';

export interface Choice {
  readonly code: string;
  readonly label: string;
}

export interface AnswerGroupModel {
  readonly key: string;
  readonly questionId: string;
  readonly answerGroupId: string;
  /** The column name that stands for the group (Q3, Q3_AG2). */
  readonly name: string;
  readonly kind: GroupKind;
  readonly choices: readonly Choice[];
  /** Codes whose answer has an 'other' box. */
  readonly otherCodes: readonly string[];
}

export interface QuestionModel {
  readonly questionId: string;
  readonly name: string;
  readonly text: string;
  readonly groups: readonly AnswerGroupModel[];
}

export interface GroupDraft {
  readonly codes: readonly string[];
  readonly otherText: string;
  readonly date: string;
  /** As typed; checked on save. */
  readonly numeric: string;
  readonly text: string;
}

export const groupKey = (questionId: string, answerGroupId: string) => `${questionId}/${answerGroupId}`;

/** "How old are you?: Young" → "Young" (selected and other columns name the question first). */
const afterQuestion = (label: string, questionText: string) =>
  label.startsWith(`${questionText}: `) ? label.slice(questionText.length + 2) : label;

export function questionModels(headers: readonly Header[]): QuestionModel[] {
  const questions = new Map<string, { name: string; text: string; groups: Map<string, { name: string; kind: GroupKind; choices: Choice[]; otherCodes: string[] }> }>();
  for (const header of headers) {
    const kind = valueKindOf(header);
    let question = questions.get(header.questionId);
    if (!question) {
      // Code, date, numeric and text columns are labelled with the question text itself.
      const text = kind === 'selected' || kind === 'other' ? header.label.replace(/: [^:]*$/, '') : header.label;
      questions.set(header.questionId, (question = { name: header.name, text, groups: new Map() }));
    }
    let group = question.groups.get(header.answerGroupId);
    if (!group) {
      const groupKind: GroupKind = kind === 'code' ? 'single' : kind === 'selected' || kind === 'other' ? 'multi' : kind;
      question.groups.set(header.answerGroupId, (group = { name: header.name, kind: groupKind, choices: [], otherCodes: [] }));
    }
    if (kind === 'code') {
      group.kind = 'single';
      group.name = header.name;
      group.choices.push(...header.valueLabels);
    } else if (kind === 'selected' && header.answerCode !== null) {
      group.choices.push({ code: header.answerCode, label: afterQuestion(header.label, question.text) });
    } else if (kind === 'other' && header.answerCode !== null) {
      group.otherCodes.push(header.answerCode);
    }
  }
  const names = new Map(dataSubjects(headers).map((subject) => [subject.id, subject.name]));
  return [...questions.entries()].map(([questionId, q]) => ({
    questionId,
    name: names.get(questionId) ?? q.name,
    text: q.text,
    groups: [...q.groups.entries()].map(([answerGroupId, g]) => ({ key: groupKey(questionId, answerGroupId), questionId, answerGroupId, ...g })),
  }));
}

export function draftOf(answer: Answer | undefined): GroupDraft {
  return {
    codes: answer?.codes ?? [],
    otherText: answer?.otherText ?? '',
    date: answer?.date ?? '',
    numeric: answer?.numeric === null || answer?.numeric === undefined ? '' : String(answer.numeric),
    text: answer?.text ?? '',
  };
}

export function draftsOf(row: RespondentRow, questions: readonly QuestionModel[]): Map<string, GroupDraft> {
  const drafts = new Map<string, GroupDraft>();
  for (const question of questions) {
    for (const group of question.groups) drafts.set(group.key, draftOf(answerOf(row, group)));
  }
  return drafts;
}

export interface AnswerInput {
  readonly questionId: string;
  readonly answerGroupId: string;
  readonly codes?: readonly string[];
  readonly otherText?: string;
  readonly date?: string;
  readonly numeric?: number;
  readonly text?: string;
}

export type AnswersResult =
  | { readonly ok: true; readonly answers: readonly AnswerInput[] }
  /** Field errors by group key, in the words shown beside the field. */
  | { readonly ok: false; readonly errors: ReadonlyMap<string, string> };

/** The answers of the changed questions, or the fields that cannot be saved. */
export function answersToSave(questions: readonly QuestionModel[], drafts: ReadonlyMap<string, GroupDraft>, changed: ReadonlySet<string>): AnswersResult {
  const answers: AnswerInput[] = [];
  const errors = new Map<string, string>();
  for (const question of questions) {
    if (!changed.has(question.questionId)) continue;
    for (const group of question.groups) {
      const draft = drafts.get(group.key) ?? draftOf(undefined);
      const ids = { questionId: group.questionId, answerGroupId: group.answerGroupId };
      switch (group.kind) {
        case 'single':
        case 'multi': {
          const codes = group.kind === 'single' ? draft.codes.slice(0, 1) : draft.codes;
          const other = codes.some((code) => group.otherCodes.includes(code)) && draft.otherText.trim() !== '';
          answers.push(codes.length === 0 ? ids : { ...ids, codes: [...codes], ...(other ? { otherText: draft.otherText.trim() } : {}) });
          break;
        }
        case 'date':
          if (draft.date !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(draft.date)) errors.set(group.key, 'Invalid date string');
          answers.push(draft.date === '' ? ids : { ...ids, date: draft.date });
          break;
        case 'numeric': {
          const text = draft.numeric.trim();
          const value = Number(text);
          if (text !== '' && !Number.isFinite(value)) errors.set(group.key, `${group.name}: enter a number`);
          answers.push(text === '' ? ids : { ...ids, numeric: value });
          break;
        }
        case 'text':
          answers.push(draft.text === '' ? ids : { ...ids, text: draft.text });
          break;
        default: {
          const never: never = group.kind;
          throw new RangeError(`Unknown answer group kind ${String(never)}`);
        }
      }
    }
  }
  return errors.size > 0 ? { ok: false, errors } : { ok: true, answers };
}
