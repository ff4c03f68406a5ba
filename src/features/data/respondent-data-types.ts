// The shapes the Data tab reads from the respondent data service: the SDL's types
// (schema/api/respondent-data/sdl.ts), restricted to the fields its operations select
// (respondent-operations.ts). GraphQL answers exactly what was asked, so these follow the
// selection sets there; change both together.
import type { RespondentStatus } from './respondent-filter';

import {
  HEADER_VALUE_KINDS as valueKinds, type DataAnswer as Answer, type DataHeader as Header, type HeaderValueKind as ValueKind,
} from '../../../schema/api/respondent-data/wire';

export { valueKinds, type Answer, type Header, type ValueKind };
export type { ValueLabel } from '../../../schema/api/respondent-data/wire';

export interface RespondentRow {
  readonly id: string;
  readonly status: RespondentStatus;
  readonly screenedReason: string | null;
  readonly languageId: string;
  readonly isTest: boolean;
  readonly version: number;
  readonly surveyStart: string | null;
  readonly surveyEnd: string | null;
  readonly createdAt: string;
  readonly answers: readonly Answer[];
}

export interface RespondentPage {
  readonly totalCount: number;
  readonly edges: readonly { readonly cursor: string; readonly node: RespondentRow }[];
  readonly pageInfo: { readonly hasNextPage: boolean; readonly endCursor: string | null };
}

export interface SurveyCounts {
  readonly total: number;
  readonly notStarted: number;
  readonly incomplete: number;
  readonly complete: number;
  readonly screened: number;
  readonly quotaFull: number;
  readonly closed: number;
  readonly test: number;
}

/** The header's value kind; a kind this browser does not know reads as text rather than failing. */
export function valueKindOf(header: Pick<Header, 'valueKind'>): ValueKind {
  return (valueKinds as readonly string[]).includes(header.valueKind) ? (header.valueKind as ValueKind) : 'text';
}
