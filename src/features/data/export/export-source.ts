// What an export reads from the respondent data service (schema/api/respondent-data/sdl.ts): the
// columns (`headerNames`), the text widths (`textWidths`) and pages of respondents, with only the
// fields an export writes. GraphQL checks every reply against the SDL, so these mirror it.
import type { DataAnswer, DataHeader, DataTextWidth } from '../../../../schema/api/respondent-data/wire';

export { HEADER_VALUE_KINDS as headerValueKinds, type HeaderValueKind } from '../../../../schema/api/respondent-data/wire';
export type ExportHeader = DataHeader;
export type ExportTextWidth = DataTextWidth;
/** The part of an answer an export writes. */
export type ExportAnswer = Omit<DataAnswer, 'questionId' | 'answerGroupId'>;

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
