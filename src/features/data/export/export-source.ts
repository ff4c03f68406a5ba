// What an export reads from the respondent data service (schema/api/respondent-data/sdl.ts): the
// columns (`headerNames`), the text widths (`textWidths`) and pages of respondents, with only the
// fields an export writes. GraphQL checks every reply against the SDL, so these mirror it.

export type HeaderValueKind = 'code' | 'selected' | 'other' | 'date' | 'numeric' | 'text';
export const headerValueKinds: readonly HeaderValueKind[] = ['code', 'selected', 'other', 'date', 'numeric', 'text'];

export interface ExportHeader {
  readonly name: string;
  readonly label: string;
  readonly questionId: string;
  readonly answerGroupId: string;
  readonly answerCode: string | null;
  /** One of `headerValueKinds`; the SDL types it as a string, so the layout checks it. */
  readonly valueKind: string;
  readonly valueLabels: readonly { readonly code: string; readonly label: string }[];
}

export interface ExportTextWidth {
  readonly questionId: string;
  readonly answerGroupId: string;
  /** `text` (an open text) or `other` (an 'other' box). */
  readonly kind: string;
  readonly maxBytes: number;
}

export interface ExportAnswer {
  readonly designQuestionId: string | null;
  readonly designAnswerGroupId: string | null;
  readonly codes: readonly string[] | null;
  readonly otherText: string | null;
  readonly date: string | null;
  readonly numeric: number | null;
  readonly text: string | null;
}

export interface ExportRespondent {
  readonly id: string;
  readonly status: string;
  readonly screenedReason: string | null;
  readonly languageId: string;
  readonly isTest: boolean;
  readonly version: number;
  readonly createdAt: string;
  readonly surveyStart: string | null;
  readonly surveyEnd: string | null;
  readonly answers: readonly ExportAnswer[];
}

/** One page of respondents and where the next one starts. */
export interface RespondentPage {
  readonly totalCount: number;
  readonly respondents: readonly ExportRespondent[];
  /** The cursor of the next page, or null after the last. */
  readonly next: string | null;
}

/** Where an export's data comes from: the service, or a fake in tests. */
export interface ExportSource {
  columns(): Promise<{ readonly headers: readonly ExportHeader[]; readonly textWidths: readonly ExportTextWidth[] }>;
  page(after: string | null, signal: AbortSignal): Promise<RespondentPage>;
}
