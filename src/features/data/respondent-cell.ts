// What one cell of the Data table shows: a respondent's answer read through a column header
// (spec §9: values shown as label with code for code columns). Answers are matched to columns by
// design ids, so respondents of every version line up under the same columns.
import { describeJsonResponseCode, readJsonResponseCode, type JsonResponseCode } from './response-code';
import { valueKindOf, type Answer, type Header, type RespondentRow } from './respondent-data-types';

export type CellContent =
  | { readonly kind: 'empty' }
  | { readonly kind: 'text'; readonly text: string }
  /** A chosen code with its label (null when the version has no label for it). */
  | { readonly kind: 'code'; readonly code: string; readonly label: string | null }
  /** A code holding JSON text (spec §8). */
  | { readonly kind: 'response'; readonly response: JsonResponseCode; readonly label: string | null };

const EMPTY: CellContent = { kind: 'empty' };
const answerKey = (questionId: string, answerGroupId: string) => `${questionId}\u0000${answerGroupId}`;

/** Per row, its answers by design question and answer group: built once, read by every column. */
const answerMaps = new WeakMap<RespondentRow, ReadonlyMap<string, Answer>>();

export function answerOf(row: RespondentRow, header: Pick<Header, 'questionId' | 'answerGroupId'>): Answer | undefined {
  let map = answerMaps.get(row);
  if (!map) {
    const byKey = new Map<string, Answer>();
    for (const answer of row.answers) {
      if (answer.designQuestionId && answer.designAnswerGroupId) byKey.set(answerKey(answer.designQuestionId, answer.designAnswerGroupId), answer);
    }
    answerMaps.set(row, (map = byKey));
  }
  return map.get(answerKey(header.questionId, header.answerGroupId));
}

function codeContent(code: string, header: Header): CellContent {
  const response = readJsonResponseCode(code);
  const labelOf = (value: string) => header.valueLabels.find((l) => l.code === value)?.label ?? null;
  if (response) return { kind: 'response', response, label: labelOf(response.code) };
  return { kind: 'code', code, label: labelOf(code) };
}

/** The cell of `header` for an answer (undefined: the answer group was not answered). */
export function cellContent(header: Header, answer: Answer | undefined): CellContent {
  if (!answer) return EMPTY;
  const kind = valueKindOf(header);
  switch (kind) {
    case 'code': {
      const code = answer.codes?.[0];
      return code === undefined ? EMPTY : codeContent(code, header);
    }
    case 'selected':
      // 1 chosen, 0 answered but not chosen (the datamap's reading of a multi).
      return { kind: 'text', text: header.answerCode !== null && (answer.codes ?? []).includes(header.answerCode) ? '1' : '0' };
    case 'other':
      return answer.otherText ? { kind: 'text', text: answer.otherText } : EMPTY;
    case 'date':
      return answer.date ? { kind: 'text', text: answer.date } : EMPTY;
    case 'numeric':
      return answer.numeric === null ? EMPTY : { kind: 'text', text: String(answer.numeric) };
    case 'text':
      return answer.text ? { kind: 'text', text: answer.text } : EMPTY;
    default: {
      const never: never = kind;
      throw new RangeError(`Unknown value kind ${String(never)}`);
    }
  }
}

/** The cell as one line of text: "Young (1)", "401 · error: Unauthorized", "" when empty. */
export function cellText(content: CellContent): string {
  switch (content.kind) {
    case 'empty': return '';
    case 'text': return content.text;
    case 'code': return content.label === null ? content.code : `${content.label} (${content.code})`;
    case 'response': {
      const described = describeJsonResponseCode(content.response);
      return content.label === null ? described : `${content.label} (${described})`;
    }
  }
}
