// Between the runtime's answers (schema/survey/respondent: values by question and answer group,
// tagged with the group's type) and the stored answers of spec §3 (codes, dates, numerics, open
// texts). Empty values store nothing: an unanswered group has no row, as in the data tab.
import type { AnswerGroupType, Answers, AnswerValue } from '../../schema';
import type { CodeValue, StoredAnswer } from './stored-answer';

function assertNever(value: never): never {
  throw new Error(`Unknown answer value ${JSON.stringify(value)}`);
}

const codeValue = (code: string, other: Readonly<Record<string, string>>): CodeValue => {
  const text = Object.hasOwn(other, code) ? other[code] : undefined;
  return text === undefined ? { code } : { code, otherText: text };
};

function storedOf(questionId: string, answerGroupId: string, answer: AnswerValue): StoredAnswer | null {
  const target = { questionId, answerGroupId };
  switch (answer.type) {
    case 'single':
      return answer.value.code === null ? null : { kind: 'code', ...target, values: [codeValue(answer.value.code, answer.value.other)] };
    case 'multi':
      return answer.value.codes.length === 0 ? null
        : { kind: 'code', ...target, values: answer.value.codes.map((code) => codeValue(code, answer.value.other)) };
    case 'numeric':
      return answer.value === null ? null : { kind: 'numeric', ...target, value: answer.value };
    case 'open_text':
      return answer.value === '' ? null : { kind: 'open_text', ...target, value: answer.value };
    case 'date':
      return answer.value === '' ? null : { kind: 'date', ...target, value: answer.value };
    default:
      return assertNever(answer);
  }
}

/** The rows to store for a page's answers (validated by the walk before they come here). */
export function storedAnswersOf(answers: Answers): StoredAnswer[] {
  return Object.entries(answers).flatMap(([questionId, groups]) =>
    Object.entries(groups).flatMap(([answerGroupId, value]) => storedOf(questionId, answerGroupId, value) ?? []));
}

/**
 * The runtime's answers from stored ones. A stored code is single or multi by its answer group's
 * type in the respondent's version (`groupTypeOf`); an answer whose group the version does not
 * hold, or whose type no longer matches the stored kind, is left out rather than misread.
 */
export function answersOfStored(
  stored: readonly StoredAnswer[],
  groupTypeOf: (questionId: string, answerGroupId: string) => AnswerGroupType | undefined,
): Answers {
  const answers: Record<string, Record<string, AnswerValue>> = {};
  for (const answer of stored) {
    const type = groupTypeOf(answer.questionId, answer.answerGroupId);
    const value = valueOf(answer, type);
    if (value) (answers[answer.questionId] ??= {})[answer.answerGroupId] = value;
  }
  return answers;
}

function valueOf(answer: StoredAnswer, type: AnswerGroupType | undefined): AnswerValue | null {
  switch (answer.kind) {
    case 'code': {
      const other = Object.fromEntries(answer.values.flatMap((v) => (v.otherText === undefined ? [] : [[v.code, v.otherText]])));
      if (type === 'multi') return { type, value: { codes: answer.values.map((v) => v.code), other } };
      const [first] = answer.values;
      return type === 'single' && first && answer.values.length === 1 ? { type, value: { code: first.code, other } } : null;
    }
    case 'numeric': return type === 'numeric' ? { type, value: answer.value } : null;
    case 'open_text': return type === 'open_text' ? { type, value: answer.value } : null;
    case 'date': return type === 'date' ? { type, value: answer.value } : null;
    default: return assertNever(answer);
  }
}
