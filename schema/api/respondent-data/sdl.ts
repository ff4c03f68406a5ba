// The respondent data service's GraphQL schema (issue 15 A, spec §7), schema-first: the server
// builds its executable schema from this text and the Data tab's operations are written against it.
// One endpoint per region carries it: POST /{region}/respondent-graphql/graphql (uk, eu, au).
//
// Ids: `surveyId` is always the design (admin) survey's id; a respondent's `publishedSurveyId` is
// the published survey they took. Question and answer-group ids in answers are the ids *as
// published in the respondent's version*; `headerNames` joins them to the design through the
// version's id-map. Times are ISO 8601 strings with their offset.
//
// Preview data (test respondents: draft and test links) has its own path with the same schema,
// POST /{region}/preview/respondent-graphql/graphql: there every query answers test respondents
// only (whatever a filter's kind says), mutations reach test respondents only, quota counts are 0
// (test respondents are checked against quotas, never counted), and contacts are not served.
export const respondentDataSdl = /* GraphQL */ `
scalar DateTime
scalar JSON

enum RespondentStatus { not_started incomplete complete screened quota_full closed }

"Which respondents: live only, test only (draft and test links), or both."
enum RespondentKind { all live test }

enum RespondentOrder { newest_first oldest_first }

enum ProgressGrouping { day hour }

input AnsweredFilter {
  "A design question id."
  questionId: ID!
  "true: the question has an answer; false: it has none."
  answered: Boolean!
}

input RespondentFilter {
  status: [RespondentStatus!]
  kind: RespondentKind = all
  versions: [Int!]
  "created_at >= from"
  from: DateTime
  "created_at < to"
  to: DateTime
  languages: [String!]
  "Every entry must hold."
  answered: [AnsweredFilter!]
}

type Answer {
  "Question id as published in the respondent's version."
  questionId: ID!
  answerGroupId: ID!
  "The design ids (through the version's id-map); null when the design no longer has the component."
  designQuestionId: ID
  designAnswerGroupId: ID
  "single / multi: one entry per chosen code."
  codes: [String!]
  "The other box's text, for a chosen 'other' answer."
  otherText: String
  "YYYY-MM-DD"
  date: String
  numeric: Float
  text: String
}

type QuotaValue { quotaId: ID!, definitionCodes: [String!]! }
type UploadDataField { name: String!, value: String! }

type Respondent {
  id: ID!
  surveyId: ID!
  publishedSurveyId: ID!
  languageId: String!
  status: RespondentStatus!
  screenedReason: String
  isTest: Boolean!
  version: Int!
  surveyStart: DateTime
  surveyEnd: DateTime
  createdAt: DateTime!
  statusSetAt: DateTime
  contactStatus: String
  attempts: Int!
  developmentFields: JSON!
  answers: [Answer!]!
  quotaValues: [QuotaValue!]!
  uploadData: [UploadDataField!]!
}

type RespondentEdge { cursor: String!, node: Respondent! }
type PageInfo { hasNextPage: Boolean!, endCursor: String }
type RespondentConnection { totalCount: Int!, edges: [RespondentEdge!]!, pageInfo: PageInfo! }

type SurveyCounts {
  surveyId: ID!
  total: Int!
  notStarted: Int!
  incomplete: Int!
  complete: Int!
  screened: Int!
  quotaFull: Int!
  closed: Int!
  test: Int!
}

type ProgressPeriod {
  "Start of the period (a day or an hour in the requested time zone)."
  start: DateTime!
  complete: Int!
  incomplete: Int!
  screened: Int!
  quotaFull: Int!
}
type Progress { grouping: ProgressGrouping!, periods: [ProgressPeriod!]! }

type QuotaDefinitionProgress {
  "Design definition id."
  id: ID!
  name: String!
  code: String
  label: String
  target: Int!
  "Respondents counted (live completes holding a place); 0 on the preview path."
  count: Int!
  "The definition's criteria in words."
  criteria: String!
  "null (N/A) when the criteria use a function a count cannot answer."
  criteriaCount: Int
}
type QuotaGroupProgress { id: ID!, name: String!, selectionMethod: String!, definitions: [QuotaDefinitionProgress!]! }
type QuotaProgress { id: ID!, name: String!, description: String, groups: [QuotaGroupProgress!]! }

type DuplicateGroup {
  "The data collector's parameter name and the shared value."
  name: String!
  value: String!
  respondentIds: [ID!]!
}

"""
One column of the data: a question's answer group as the version lays it out (its datamap).
valueKind: code (single: the chosen code), selected (multi: one column per answer, 1 chosen /
0 answered but not chosen), other (an other box's text), date, numeric, text.
"""
type Header {
  "Column name, unique in the list: Q3 (one answer group), Q3_AG2 (several), Q3_2 (multi, answer code 2), Q3_other."
  name: String!
  label: String!
  "Design ids the column comes from."
  questionId: ID!
  answerGroupId: ID!
  "For selected and other columns: the answer's code."
  answerCode: String
  valueKind: String!
  "Answer code → label, for code columns."
  valueLabels: [ValueLabel!]!
}
type ValueLabel { code: String!, label: String! }

type TextWidth {
  questionId: ID!
  answerGroupId: ID!
  "text: an open text; other: an 'other' box's text."
  kind: String!
  "Longest value in UTF-8 bytes among the filtered respondents (what a .sav string width needs)."
  maxBytes: Int!
}

type Contact {
  id: ID!
  surveyId: ID!
  email: String!
  firstName: String
  lastName: String
  language: String
  fields: JSON!
  status: String!
  respondentId: ID
  createdAt: DateTime!
}
type ContactEdge { cursor: String!, node: Contact! }
type ContactConnection { totalCount: Int!, edges: [ContactEdge!]!, pageInfo: PageInfo! }
type ContactEvent { contactId: ID!, emailTaskId: ID, timestamp: DateTime!, eventName: String!, eventDetail: String }
type EmailStat { eventName: String!, count: Int! }
type Usage { surveyId: ID!, from: DateTime!, to: DateTime!, completes: Int!, respondents: Int! }

input AnswerInput {
  questionId: ID!
  answerGroupId: ID!
  codes: [String!]
  otherText: String
  date: String
  numeric: Float
  text: String
}
input RespondentUpdate {
  "Replaces the answers of the questions named; other answers stay."
  answers: [AnswerInput!]
  languageId: String
}
input ContactInput {
  email: String!
  firstName: String
  lastName: String
  language: String
  fields: JSON
}

type Query {
  "A page of a survey's respondents (first at most 50)."
  respondents(surveyId: ID!, first: Int = 50, after: String, filter: RespondentFilter, order: RespondentOrder = newest_first): RespondentConnection!
  """
  A page of an export (spec §9: export pages of 1,000; first at most 1000), oldest first by default
  so rows arriving during the export land on later pages. Same filter, cursor and fields as respondents.
  """
  respondentExport(surveyId: ID!, first: Int = 1000, after: String, filter: RespondentFilter, order: RespondentOrder = oldest_first): RespondentConnection!
  respondent(surveyId: ID!, id: ID!): Respondent
  counts(surveyIds: [ID!]!, kind: RespondentKind = live): [SurveyCounts!]!
  "7 periods ending with the one holding 'end' (default now)."
  progress(surveyId: ID!, grouping: ProgressGrouping = day, end: DateTime, timeZone: String = "UTC", kind: RespondentKind = live): Progress!
  quotas(surveyId: ID!): [QuotaProgress!]!
  duplicateChecks(surveyId: ID!): [DuplicateGroup!]!
  headerNames(surveyId: ID!, version: Int): [Header!]!
  "Longest stored text per column, so an export can size its string columns before streaming rows."
  textWidths(surveyId: ID!, filter: RespondentFilter): [TextWidth!]!
  onHoldContacts(surveyId: ID!, first: Int = 50, after: String): ContactConnection!
  contactHistory(surveyId: ID!, contactId: ID!): [ContactEvent!]!
  emailStats(surveyId: ID!): [EmailStat!]!
  usage(surveyIds: [ID!]!, from: DateTime!, to: DateTime!): [Usage!]!
}

type Mutation {
  "Editing answers sets status screened with screenedReason Manual (spec §4)."
  updateRespondent(surveyId: ID!, id: ID!, update: RespondentUpdate!): Respondent!
  deleteRespondent(surveyId: ID!, id: ID!): ID!
  createContact(surveyId: ID!, contact: ContactInput!): Contact!
  createContacts(surveyId: ID!, contacts: [ContactInput!]!): [Contact!]!
  "Sets a contact's upload datum (its contact status); updating a contact sets it live (spec §4)."
  updateUploadDatum(surveyId: ID!, contactId: ID!, contactStatus: String!): Contact!
}
`;
