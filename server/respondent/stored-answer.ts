// The stored shape of a respondent's answers (spec §3): response codes, dates, numerics and open
// texts, each keyed by question id and answer-group id as published in the respondent's version.
// This module turns answers into table rows and back; it knows nothing of the design, so the
// server's walk decides what may be answered before anything reaches it.
import type { ResponseCodeRow, ResponseDateRow, ResponseNumericRow, ResponseOpenTextRow } from './region-rows';

/** One chosen answer of a single or multi answer group; `otherText` is the "other" box's text. */
export interface CodeValue {
  readonly code: string;
  readonly otherText?: string;
}

interface AnswerTarget {
  readonly questionId: string;
  readonly answerGroupId: string;
}

export type StoredAnswer =
  | AnswerTarget & { readonly kind: 'code'; readonly values: readonly CodeValue[] }
  | AnswerTarget & { readonly kind: 'date'; /** YYYY-MM-DD */ readonly value: string }
  | AnswerTarget & { readonly kind: 'numeric'; readonly value: number }
  | AnswerTarget & { readonly kind: 'open_text'; readonly value: string };

export type StoredAnswerKind = StoredAnswer['kind'];

export interface AnswerRows {
  readonly codes: ResponseCodeRow[];
  readonly dates: ResponseDateRow[];
  readonly numerics: ResponseNumericRow[];
  readonly openTexts: ResponseOpenTextRow[];
}

const isoDate = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

function assertNever(value: never): never {
  throw new Error(`Unknown answer kind ${JSON.stringify(value)}`);
}

const targetOf = (a: AnswerTarget) => `${a.questionId}.${a.answerGroupId}`;

/**
 * The answers in one canonical form: sorted by question and answer group (codes by code), with
 * the same keys in the same order, so two sends of the same page hash alike whatever order the
 * browser built them in. Throws (a caller's bug, never a respondent's) on an answer group
 * answered twice, a repeated code, a date that is not YYYY-MM-DD or a number that is not finite.
 */
export function canonicalAnswers(answers: readonly StoredAnswer[]): StoredAnswer[] {
  const seen = new Set<string>();
  const canonical = answers.map((answer): StoredAnswer => {
    const target = targetOf(answer);
    if (seen.has(target)) throw new Error(`Answer group ${target} is answered twice in one submission`);
    seen.add(target);
    const { questionId, answerGroupId } = answer;
    switch (answer.kind) {
      case 'code': {
        const codes = new Set<string>();
        for (const value of answer.values) {
          if (codes.has(value.code)) throw new Error(`Code ${value.code} is chosen twice in answer group ${target}`);
          codes.add(value.code);
        }
        const values = [...answer.values]
          .sort((a, b) => compare(a.code, b.code))
          .map((v): CodeValue => (v.otherText === undefined ? { code: v.code } : { code: v.code, otherText: v.otherText }));
        return { kind: 'code', questionId, answerGroupId, values };
      }
      case 'date':
        if (!isoDate.test(answer.value)) throw new Error(`Date answer ${target} is "${answer.value}", not YYYY-MM-DD`);
        return { kind: 'date', questionId, answerGroupId, value: answer.value };
      case 'numeric':
        if (!Number.isFinite(answer.value)) throw new Error(`Numeric answer ${target} is ${answer.value}, not a finite number`);
        return { kind: 'numeric', questionId, answerGroupId, value: answer.value };
      case 'open_text':
        return { kind: 'open_text', questionId, answerGroupId, value: answer.value };
      default:
        return assertNever(answer);
    }
  });
  return canonical.sort((a, b) => compare(a.questionId, b.questionId) || compare(a.answerGroupId, b.answerGroupId));
}

/** The table rows of a respondent's answers (already canonical). */
export function answerRows(respondentId: string, answers: readonly StoredAnswer[]): AnswerRows {
  const rows: AnswerRows = { codes: [], dates: [], numerics: [], openTexts: [] };
  for (const answer of answers) {
    const key = { respondent_id: respondentId, question_id: answer.questionId, answer_group_id: answer.answerGroupId };
    switch (answer.kind) {
      case 'code':
        for (const v of answer.values) rows.codes.push({ ...key, code: v.code, other_text: v.otherText ?? null });
        break;
      case 'date': rows.dates.push({ ...key, value: answer.value }); break;
      case 'numeric': rows.numerics.push({ ...key, value: answer.value }); break;
      case 'open_text': rows.openTexts.push({ ...key, value: answer.value }); break;
      default: assertNever(answer);
    }
  }
  return rows;
}

/** The answers the rows hold, in canonical order (the inverse of answerRows). */
export function answersFromRows(rows: AnswerRows): StoredAnswer[] {
  const codes = new Map<string, { questionId: string; answerGroupId: string; values: CodeValue[] }>();
  for (const row of rows.codes) {
    const target = `${row.question_id}.${row.answer_group_id}`;
    let answer = codes.get(target);
    if (!answer) {
      answer = { questionId: row.question_id, answerGroupId: row.answer_group_id, values: [] };
      codes.set(target, answer);
    }
    answer.values.push(row.other_text === null ? { code: row.code } : { code: row.code, otherText: row.other_text });
  }
  const target = (row: { question_id: string; answer_group_id: string }) => ({ questionId: row.question_id, answerGroupId: row.answer_group_id });
  return canonicalAnswers([
    ...[...codes.values()].map((a): StoredAnswer => ({ kind: 'code', ...a })),
    ...rows.dates.map((r): StoredAnswer => ({ kind: 'date', ...target(r), value: r.value })),
    ...rows.numerics.map((r): StoredAnswer => ({ kind: 'numeric', ...target(r), value: r.value })),
    ...rows.openTexts.map((r): StoredAnswer => ({ kind: 'open_text', ...target(r), value: r.value })),
  ]);
}

// Code-point order, not locale order: the same on every server whatever its locale.
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
