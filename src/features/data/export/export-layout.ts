// The columns of an export and how a respondent fills them: the respondent's own fields first,
// then one column per header of the version's datamap (valueKind code / selected / other / date /
// numeric / text). Decided once, before the first row, from the headers and the text widths, so
// every writer (the .sav above all) knows each column's type and width before streaming.
import { assertNever, type ExportCell, type ExportColumn } from './export-cell';
import type { ExportValueMode } from './export-options';
import { headerValueKinds, type ExportAnswer, type ExportHeader, type ExportRespondent, type ExportTextWidth, type HeaderValueKind } from './export-source';
import { MAX_STRING_WIDTH } from './sav-variables';

export interface ExportLayout {
  readonly columns: readonly ExportColumn[];
  row(respondent: ExportRespondent): ExportCell[];
}

type Cell = (respondent: ExportRespondent, answer: ExportAnswer | undefined) => ExportCell;
interface Planned {
  readonly column: ExportColumn;
  readonly cell: Cell;
  /** The answer group the cell reads, if any. */
  readonly answerKey: string | null;
}

const NUMBER_PATTERN = /^-?\d+(\.\d+)?$/;
const encoder = new TextEncoder();
const bytesOf = (text: string) => encoder.encode(text).length;
const key = (questionId: string, answerGroupId: string) => `${questionId}\u0000${answerGroupId}`;
const width = (bytes: number) => Math.min(MAX_STRING_WIDTH, Math.max(1, Math.ceil(bytes)));
const noLabels = { valueLabels: [] as const };
/** The longest status, `not_started`; a respondent's id is a UUID. */
const STATUS_WIDTH = 11;
const ID_WIDTH = 36;
/** BCP 47 tags fit 35 characters (RFC 5646 §4.4.1). */
const LANGUAGE_WIDTH = 35;
const SCREENED_REASON_WIDTH = 64;

const respondentColumns: readonly Planned[] = [
  { column: { kind: 'string', name: 'respondent_id', label: 'Respondent', width: ID_WIDTH, ...noLabels }, cell: (r) => r.id, answerKey: null },
  { column: { kind: 'string', name: 'status', label: 'Status', width: STATUS_WIDTH, ...noLabels }, cell: (r) => r.status, answerKey: null },
  { column: { kind: 'string', name: 'screened_reason', label: 'Screened reason', width: SCREENED_REASON_WIDTH, ...noLabels }, cell: (r) => r.screenedReason, answerKey: null },
  { column: { kind: 'string', name: 'language', label: 'Language', width: LANGUAGE_WIDTH, ...noLabels }, cell: (r) => r.languageId, answerKey: null },
  {
    column: { kind: 'numeric', name: 'test', label: 'Test respondent', decimals: 0, valueLabels: [{ value: 0, label: 'Live' }, { value: 1, label: 'Test' }], missing: [] },
    cell: (r) => (r.isTest ? 1 : 0),
    answerKey: null,
  },
  { column: { kind: 'numeric', name: 'version', label: 'Published version', decimals: 0, valueLabels: [], missing: [] }, cell: (r) => r.version, answerKey: null },
  { column: { kind: 'datetime', name: 'created_at', label: 'Created (UTC)' }, cell: (r) => r.createdAt, answerKey: null },
  { column: { kind: 'datetime', name: 'survey_start', label: 'Started (UTC)' }, cell: (r) => r.surveyStart, answerKey: null },
  { column: { kind: 'datetime', name: 'survey_end', label: 'Ended (UTC)' }, cell: (r) => r.surveyEnd, answerKey: null },
];

function valueKindOf(header: ExportHeader): HeaderValueKind {
  const kind = headerValueKinds.find((known) => known === header.valueKind);
  if (!kind) throw new Error(`Column ${header.name}: unknown valueKind "${header.valueKind}" (expected ${headerValueKinds.join(', ')})`);
  return kind;
}

function codeColumn(header: ExportHeader, values: ExportValueMode): Pick<Planned, 'column' | 'cell'> {
  const base = { name: header.name, label: header.label };
  const firstCode = (answer: ExportAnswer | undefined) => answer?.codes?.[0] ?? null;
  if (values === 'labels') {
    const labels = new Map(header.valueLabels.map(({ code, label }) => [code, label]));
    const longest = Math.max(0, ...header.valueLabels.flatMap(({ code, label }) => [bytesOf(code), bytesOf(label)]));
    return {
      column: { ...base, kind: 'string', width: width(longest), valueLabels: [] },
      // A code the version has no label for (an answer since removed) is written as it is.
      cell: (_, answer) => {
        const code = firstCode(answer);
        return code === null ? null : (labels.get(code) ?? code);
      },
    };
  }
  const numeric = header.valueLabels.length > 0 && header.valueLabels.every(({ code }) => NUMBER_PATTERN.test(code));
  if (numeric) {
    return {
      column: { ...base, kind: 'numeric', decimals: 0, missing: [], valueLabels: header.valueLabels.map(({ code, label }) => ({ value: Number(code), label })) },
      // A code that is not a number (edited since) cannot be held by a numeric column: missing.
      cell: (_, answer) => {
        const code = firstCode(answer);
        return code !== null && NUMBER_PATTERN.test(code) ? Number(code) : null;
      },
    };
  }
  return {
    column: { ...base, kind: 'string', width: width(Math.max(0, ...header.valueLabels.map(({ code }) => bytesOf(code)))), valueLabels: header.valueLabels.map(({ code, label }) => ({ value: code, label })) },
    cell: (_, answer) => firstCode(answer),
  };
}

function answerColumn(header: ExportHeader, values: ExportValueMode, widths: ReadonlyMap<string, number>): Planned {
  const answerKey = key(header.questionId, header.answerGroupId);
  const base = { name: header.name, label: header.label };
  // Read once here, not from the header for every row: 25,000 cells a row in the largest survey.
  const answerCode = header.answerCode ?? '';
  const measured = (kind: 'text' | 'other') => width(widths.get(`${answerKey}\u0000${kind}`) ?? 0);
  const kind = valueKindOf(header);
  switch (kind) {
    case 'code':
      return { ...codeColumn(header, values), answerKey };
    case 'selected':
      return {
        column: { ...base, kind: 'numeric', decimals: 0, missing: [], valueLabels: [{ value: 0, label: 'Not selected' }, { value: 1, label: 'Selected' }] },
        // 1 chosen, 0 answered without choosing it, missing when the question has no answer.
        cell: (_, answer) => (answer ? (answer.codes?.includes(answerCode) ? 1 : 0) : null),
        answerKey,
      };
    case 'other':
      return {
        column: { ...base, kind: 'string', width: measured('other'), valueLabels: [] },
        cell: (_, answer) => (answer?.codes?.includes(answerCode) ? (answer.otherText ?? null) : null),
        answerKey,
      };
    case 'date':
      return { column: { ...base, kind: 'date' }, cell: (_, answer) => answer?.date ?? null, answerKey };
    case 'numeric':
      return { column: { ...base, kind: 'numeric', decimals: 2, missing: [], valueLabels: [] }, cell: (_, answer) => answer?.numeric ?? null, answerKey };
    case 'text':
      return { column: { ...base, kind: 'string', width: measured('text'), valueLabels: [] }, cell: (_, answer) => answer?.text ?? null, answerKey };
    default:
      return assertNever(kind, 'value kind');
  }
}

export function exportLayout(headers: readonly ExportHeader[], textWidths: readonly ExportTextWidth[], values: ExportValueMode): ExportLayout {
  const widths = new Map(textWidths.map((w) => [`${key(w.questionId, w.answerGroupId)}\u0000${w.kind}`, w.maxBytes]));
  const planned = [...respondentColumns, ...headers.map((header) => answerColumn(header, values, widths))];
  // Each answer group gets a slot, so a row looks its answers up once per answer group (1,000 in
  // the largest survey) rather than once per column (25,000: a multi answer's codes fill 50).
  const slotOf = new Map<string, number>();
  for (const p of planned) if (p.answerKey !== null && !slotOf.has(p.answerKey)) slotOf.set(p.answerKey, slotOf.size);
  // One shape for every column, so reading them stays monomorphic however many there are.
  const cells = planned.map((p) => ({ cell: p.cell, slot: p.answerKey === null ? -1 : (slotOf.get(p.answerKey) ?? -1) }));
  return {
    columns: planned.map((p) => p.column),
    row(respondent) {
      const answers: (ExportAnswer | undefined)[] = new Array<ExportAnswer | undefined>(slotOf.size).fill(undefined);
      for (const answer of respondent.answers) {
        // An answer whose component the design no longer has has no column to go to.
        if (answer.designQuestionId === null || answer.designAnswerGroupId === null) continue;
        const slot = slotOf.get(key(answer.designQuestionId, answer.designAnswerGroupId));
        if (slot !== undefined) answers[slot] = answer;
      }
      const row: ExportCell[] = new Array<ExportCell>(cells.length);
      for (let i = 0; i < cells.length; i += 1) {
        const { cell, slot } = cells[i]!;
        row[i] = cell(respondent, slot < 0 ? undefined : answers[slot]);
      }
      return row;
    },
  };
}
