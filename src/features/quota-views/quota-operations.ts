// The quotas views' GraphQL operation, written against the SDL (schema/api/respondent-data/sdl.ts);
// the reply types follow its selection set (quota-model.test.ts validates it against the SDL).
export const QUOTAS_QUERY = /* GraphQL */ `
query SurveyQuotas($surveyId: ID!) {
  quotas(surveyId: $surveyId) {
    id name description
    groups {
      id name selectionMethod
      definitions { id name code label target count criteria criteriaCount }
    }
  }
}`;

export interface QuotaDefinitionProgress {
  readonly id: string;
  readonly name: string;
  readonly code: string | null;
  readonly label: string | null;
  readonly target: number;
  /** Exact: counted in the completion's transaction. */
  readonly count: number;
  /** The criteria in words, as the designer says them. */
  readonly criteria: string;
  /** Live completes matching the criteria; null (N/A) when a count cannot answer the criteria. */
  readonly criteriaCount: number | null;
}

export interface QuotaGroupProgress {
  readonly id: string;
  readonly name: string;
  /** 'all' (select all), 'random' or 'least_fill'; a string in the SDL. */
  readonly selectionMethod: string;
  readonly definitions: readonly QuotaDefinitionProgress[];
}

export interface QuotaProgress {
  readonly id: string;
  readonly name: string;
  readonly description: string | null;
  readonly groups: readonly QuotaGroupProgress[];
}

export interface QuotasReply {
  readonly quotas: readonly QuotaProgress[];
}
