// The Data tab's filter as the respondent data service takes it: the TypeScript twin of the SDL's
// `RespondentFilter` input (schema/api/respondent-data/sdl.ts). The Data tab builds one from its
// filter panel; the export menu sends the same value so an export holds exactly the rows shown.
// Every field is optional and an absent field does not narrow: `{}` is every respondent.

/** The SDL's `RespondentStatus` enum, in the order the Data tab lists them. */
export const respondentStatuses = ['not_started', 'incomplete', 'complete', 'screened', 'quota_full', 'closed'] as const;
export type RespondentStatus = (typeof respondentStatuses)[number];

/** The SDL's `RespondentKind`: live only, test only (draft and test links), or both. */
export const respondentKinds = ['all', 'live', 'test'] as const;
export type RespondentKind = (typeof respondentKinds)[number];

/** One "answered" condition: the design question has (or has no) answer. */
export interface AnsweredFilterInput {
  readonly questionId: string;
  readonly answered: boolean;
}

/** The SDL's `RespondentFilter` input. */
export interface RespondentFilterInput {
  readonly status?: readonly RespondentStatus[];
  readonly kind?: RespondentKind;
  readonly versions?: readonly number[];
  /** ISO 8601 with offset; created_at >= from. */
  readonly from?: string;
  /** ISO 8601 with offset; created_at < to. */
  readonly to?: string;
  readonly languages?: readonly string[];
  /** Every entry must hold. */
  readonly answered?: readonly AnsweredFilterInput[];
}

/** The filter that narrows nothing. */
export const everyRespondent: RespondentFilterInput = {};

export function isRespondentStatus(value: string): value is RespondentStatus {
  return (respondentStatuses as readonly string[]).includes(value);
}

/**
 * The filter as GraphQL variables want it: empty lists and absent values dropped, so the server
 * sees only fields that narrow (an empty `status: []` would otherwise match nobody).
 */
export function compactFilter(filter: RespondentFilterInput): RespondentFilterInput {
  const out: { -readonly [K in keyof RespondentFilterInput]: RespondentFilterInput[K] } = {};
  if (filter.status && filter.status.length > 0) out.status = [...filter.status];
  if (filter.kind && filter.kind !== 'all') out.kind = filter.kind;
  if (filter.versions && filter.versions.length > 0) out.versions = [...filter.versions];
  if (filter.from) out.from = filter.from;
  if (filter.to) out.to = filter.to;
  if (filter.languages && filter.languages.length > 0) out.languages = [...filter.languages];
  if (filter.answered && filter.answered.length > 0) out.answered = filter.answered.map((a) => ({ ...a }));
  return out;
}

/** True when the filter narrows nothing (after compacting). */
export function isEmptyFilter(filter: RespondentFilterInput): boolean {
  return Object.keys(compactFilter(filter)).length === 0;
}
