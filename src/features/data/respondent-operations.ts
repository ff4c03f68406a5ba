// The Data tab's GraphQL operations, written against the SDL (schema/api/respondent-data/sdl.ts)
// and sent with `respondentData` (src/api/respondent-data.ts). Each selection matches a type in
// respondent-data-types.ts.
const answerFields = 'questionId answerGroupId designQuestionId designAnswerGroupId codes otherText date numeric text';
const rowFields = `id status screenedReason languageId isTest version surveyStart surveyEnd createdAt answers { ${answerFields} }`;
const headerFields = 'name label questionId answerGroupId answerCode valueKind valueLabels { code label }';

/** The columns of one version (the active one when `version` is null). */
export const HEADERS_QUERY = /* GraphQL */ `
query DataHeaders($surveyId: ID!, $version: Int) {
  headerNames(surveyId: $surveyId, version: $version) { ${headerFields} }
}`;

/**
 * One page of the table, the status counts, and, when the test-row cap hides rows, the newest
 * test rows the cap lets through (`withCap`): one round trip per refresh.
 */
export const PAGE_QUERY = /* GraphQL */ `
query DataPage($surveyId: ID!, $first: Int!, $after: String, $filter: RespondentFilter, $capFilter: RespondentFilter, $capSize: Int!, $withCap: Boolean!) {
  respondents(surveyId: $surveyId, first: $first, after: $after, filter: $filter) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { cursor node { ${rowFields} } }
  }
  newestTest: respondents(surveyId: $surveyId, first: $capSize, filter: $capFilter) @include(if: $withCap) {
    totalCount
    edges { node { id } }
  }
  counts(surveyIds: [$surveyId], kind: all) { total notStarted incomplete complete screened quotaFull closed test }
}`;

export const RESPONDENT_QUERY = /* GraphQL */ `
query DataRespondent($surveyId: ID!, $id: ID!) {
  respondent(surveyId: $surveyId, id: $id) { ${rowFields} }
}`;

export const UPDATE_RESPONDENT = /* GraphQL */ `
mutation DataUpdateRespondent($surveyId: ID!, $id: ID!, $update: RespondentUpdate!) {
  updateRespondent(surveyId: $surveyId, id: $id, update: $update) { ${rowFields} }
}`;

export const DELETE_RESPONDENT = /* GraphQL */ `
mutation DataDeleteRespondent($surveyId: ID!, $id: ID!) {
  deleteRespondent(surveyId: $surveyId, id: $id)
}`;
