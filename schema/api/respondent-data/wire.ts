// The SDL's shared object types as TypeScript (sdl.ts is the contract; these follow it): what the
// service's resolvers produce and what the Data tab and exports read, written once.

/** A column's Header.valueKind: how the column reads its answer (see the SDL's Header). */
export const HEADER_VALUE_KINDS = ['code', 'selected', 'other', 'date', 'numeric', 'text'] as const;
export type HeaderValueKind = (typeof HEADER_VALUE_KINDS)[number];

export interface ValueLabel {
  readonly code: string;
  readonly label: string;
}

/** SDL `Header`. `valueKind` is a String in the SDL, so a reader checks it (HEADER_VALUE_KINDS). */
export interface DataHeader {
  readonly name: string;
  readonly label: string;
  readonly questionId: string;
  readonly answerGroupId: string;
  readonly answerCode: string | null;
  readonly valueKind: string;
  readonly valueLabels: readonly ValueLabel[];
}

/** SDL `Answer`: ids as published in the respondent's version, and their design ids. */
export interface DataAnswer {
  readonly questionId: string;
  readonly answerGroupId: string;
  readonly designQuestionId: string | null;
  readonly designAnswerGroupId: string | null;
  readonly codes: readonly string[] | null;
  readonly otherText: string | null;
  readonly date: string | null;
  readonly numeric: number | null;
  readonly text: string | null;
}

/** SDL `TextWidth`. */
export interface DataTextWidth {
  readonly questionId: string;
  readonly answerGroupId: string;
  /** `text` (an open text) or `other` (an 'other' box). */
  readonly kind: string;
  readonly maxBytes: number;
}
