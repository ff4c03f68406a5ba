// The progress chart's and the survey counts' GraphQL operations, written against the SDL
// (schema/api/respondent-data/sdl.ts). The reply types below follow the selection sets: change
// both together (progress-operations.test.ts validates the operations against the SDL).
import { assertNever } from '../../../schema/api/access-rule';
import type { RespondentDataRegion } from '../../../schema/api/respondent-data';
import type { SurveyStatus } from '../../api/types';

export type ProgressGrouping = 'day' | 'hour';
export const PROGRESS_GROUPINGS = ['day', 'hour'] as const satisfies readonly ProgressGrouping[];

/** Which respondents a survey's figures count: the SDL's RespondentKind, less `all`. */
export type CountedKind = 'live' | 'test';

/** 7 periods (spec §9) ending with the one holding now, in the viewer's time zone. */
export const PROGRESS_QUERY = /* GraphQL */ `
query SurveyProgress($surveyId: ID!, $grouping: ProgressGrouping!, $timeZone: String!, $kind: RespondentKind!) {
  progress(surveyId: $surveyId, grouping: $grouping, timeZone: $timeZone, kind: $kind) {
    grouping
    periods { start complete incomplete screened quotaFull }
  }
}`;

export interface ProgressPeriod {
  /** ISO instant the period starts. */
  readonly start: string;
  readonly complete: number;
  readonly incomplete: number;
  readonly screened: number;
  readonly quotaFull: number;
}

export interface ProgressReply {
  readonly progress: { readonly grouping: ProgressGrouping; readonly periods: readonly ProgressPeriod[] };
}

/**
 * The counts of many surveys of one region in one round trip: live surveys' live respondents and
 * test surveys' test respondents, as two aliased fields of the same request.
 */
export const COUNTS_QUERY = /* GraphQL */ `
query SurveyCounts($live: [ID!]!, $test: [ID!]!) {
  live: counts(surveyIds: $live, kind: live) { surveyId total complete }
  test: counts(surveyIds: $test, kind: test) { surveyId total complete }
}`;

export interface RespondentCounts {
  readonly surveyId: string;
  readonly total: number;
  readonly complete: number;
}

export interface CountsReply {
  readonly live: readonly RespondentCounts[];
  readonly test: readonly RespondentCounts[];
}

/** What the progress chart and counts need to know of a survey. */
export interface CountedSurvey {
  readonly id: string;
  readonly region: RespondentDataRegion;
  readonly status: SurveyStatus;
}

/**
 * Whose figures a survey shows: none before it is first published (a draft has no respondents to
 * count, so it shows nothing rather than a misleading zero); test respondents while in test (it
 * has no active version, so every respondent so far is a test one); live ones once live or closed.
 */
export function countedKind(status: SurveyStatus): CountedKind | null {
  switch (status) {
    case 'draft':
      return null;
    case 'test':
      return 'test';
    case 'live':
    case 'closed':
      return 'live';
    default:
      return assertNever(status);
  }
}
