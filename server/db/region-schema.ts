// A regional respondent database (uk, eu, au): respondent data never leaves its region.
// The tables grow with the fielding issues; the shape of a respondent is fixed by spec §3.
// Answer rows carry the design's question and answer-group ids as published in the respondent's
// version: the version's id-map joins them to the design, so later versions never rewrite them.
import {
  boolean, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';

export const respondents = pgTable('respondents', {
  id: uuid('id').primaryKey().defaultRandom(),
  // The published survey taken, and the admin (design) survey it came from.
  survey_id: text('survey_id').notNull(),
  admin_survey_id: uuid('admin_survey_id').notNull(),
  // The launch language the respondent takes the survey in (one of the version's launch languages).
  language_id: text('language_id').notNull().default('en'),
  survey_start: timestamp('survey_start', { withTimezone: true }),
  survey_end: timestamp('survey_end', { withTimezone: true }),
  status: text('status').notNull().default('not_started'),
  development_fields: jsonb('development_fields').$type<Record<string, unknown>>().notNull().default({}),
  status_set_at: timestamp('status_set_at', { withTimezone: true }),
  is_test: boolean('is_test').notNull().default(false),
  version: integer('version').notNull().default(1),
  contact_status: text('contact_status'),
  attempts: integer('attempts').notNull().default(0),
  screened_reason: text('screened_reason'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  // sha-256 of the resume token the respondent's browser holds; the token itself is never stored,
  // so a leaked database cannot be used to continue someone else's response.
  resume_token_hash: text('resume_token_hash'),
  // The page the respondent is on (shown, not yet submitted); null once the walk has ended.
  // A submission for any other page is a stale tab and is refused.
  current_page_id: text('current_page_id'),
  // Pages visited in order, up to the furthest reached; the current page is one of them (going
  // back moves current_page_id, and the next submission cuts the path after the page submitted).
  path: text('path').array().notNull().default([]),
}, (t) => [
  // The data tab reads a survey's respondents by status (counts, progress, the table's filter).
  index('respondents_admin_survey_status_idx').on(t.admin_survey_id, t.status, t.created_at),
  index('respondents_survey_status_idx').on(t.survey_id, t.status),
  uniqueIndex('respondents_resume_token_idx').on(t.resume_token_hash),
  // The data tab's pages (newest or oldest first, keyset on created_at then id) and its counts.
  index('respondents_admin_survey_created_idx').on(t.admin_survey_id, t.created_at, t.id),
  // Progress counts finished respondents in the period of their status_set_at.
  index('respondents_admin_survey_status_set_idx').on(t.admin_survey_id, t.status_set_at),
  // Counts (by status, live or test) and progress (status, status_set_at, created_at) read this
  // index alone, without visiting 100,000 rows of the table (benchmark: tests/bench/respondent-data).
  index('respondents_admin_survey_kind_status_idx').on(t.admin_survey_id, t.is_test, t.status, t.status_set_at, t.created_at),
]);

const respondentId = () => uuid('respondent_id').notNull().references(() => respondents.id, { onDelete: 'cascade' });

/** Single and multi answers: one row per chosen code; `other_text` is the "other" box's text. */
export const responseCodes = pgTable('response_codes', {
  respondent_id: respondentId(),
  question_id: text('question_id').notNull(),
  answer_group_id: text('answer_group_id').notNull(),
  code: text('code').notNull(),
  other_text: text('other_text'),
}, (t) => [
  primaryKey({ columns: [t.respondent_id, t.question_id, t.answer_group_id, t.code] }),
  // The Data tab's "answered" filter: who answered a question, without reading every answer.
  index('response_codes_question_idx').on(t.question_id, t.respondent_id),
]);

/** Date answers, as the calendar date the respondent entered (YYYY-MM-DD, no time zone). */
export const responseDates = pgTable('response_dates', {
  respondent_id: respondentId(),
  question_id: text('question_id').notNull(),
  answer_group_id: text('answer_group_id').notNull(),
  value: date('value', { mode: 'string' }).notNull(),
}, (t) => [
  primaryKey({ columns: [t.respondent_id, t.question_id, t.answer_group_id] }),
  index('response_dates_question_idx').on(t.question_id, t.respondent_id),
]);

/** Numeric answers; numeric (not float) so a value with decimal places reads back as entered. */
export const responseNumerics = pgTable('response_numerics', {
  respondent_id: respondentId(),
  question_id: text('question_id').notNull(),
  answer_group_id: text('answer_group_id').notNull(),
  value: numeric('value', { mode: 'number' }).notNull(),
}, (t) => [
  primaryKey({ columns: [t.respondent_id, t.question_id, t.answer_group_id] }),
  index('response_numerics_question_idx').on(t.question_id, t.respondent_id),
]);

export const responseOpenTexts = pgTable('response_open_texts', {
  respondent_id: respondentId(),
  question_id: text('question_id').notNull(),
  answer_group_id: text('answer_group_id').notNull(),
  value: text('value').notNull(),
}, (t) => [
  primaryKey({ columns: [t.respondent_id, t.question_id, t.answer_group_id] }),
  index('response_open_texts_question_idx').on(t.question_id, t.respondent_id),
]);

/** The quota definitions a respondent counts in, per quota (spec §3 quotaId, quotaDefinitionCodes). */
export const quotaValues = pgTable('quota_values', {
  respondent_id: respondentId(),
  quota_id: text('quota_id').notNull(),
  definition_codes: text('definition_codes').array().notNull().default([]),
}, (t) => [primaryKey({ columns: [t.respondent_id, t.quota_id] })]);

/**
 * How many respondents each quota definition has counted, per admin (design) survey. Keyed by the
 * *design* definition id (through the version's id-map), so a count survives a new version that
 * gives the definition another published id. Written only by a conditional upsert in the
 * completion's transaction (server/respondent/quota-counter.ts): the count never passes the target.
 */
export const quotaCounts = pgTable('quota_counts', {
  admin_survey_id: uuid('admin_survey_id').notNull(),
  definition_id: text('definition_id').notNull(),
  count: integer('count').notNull().default(0),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
}, (t) => [primaryKey({ columns: [t.admin_survey_id, t.definition_id] })]);

/** Named values from a data collector's file upload or query string (spec §3 upload data fields). */
export const uploadDataFields = pgTable('upload_data_fields', {
  respondent_id: respondentId(),
  name: text('name').notNull(),
  value: text('value').notNull(),
  /**
   * A unique collector's value as compared (schema uniqueValueKey: NFC, lower-case unless case-sensitive),
   * null for other fields: duplicate checks group by it, so "ABC" and "abc" are one value exactly when
   * screening takes them for one.
   */
  value_key: text('value_key'),
}, (t) => [
  primaryKey({ columns: [t.respondent_id, t.name] }),
  // Duplicate checks: respondents sharing a unique collector's value.
  index('upload_data_fields_name_value_idx').on(t.name, t.value),
  index('upload_data_fields_name_key_idx').on(t.name, t.value_key),
]);

/**
 * The exactly-once record: one row per page submission applied, written in the submission's own
 * transaction, so it exists exactly when the answers do. A replayed key returns this row's outcome.
 */
export const pageSubmissions = pgTable('page_submissions', {
  id: uuid('id').primaryKey().defaultRandom(),
  respondent_id: respondentId(),
  idempotency_key: text('idempotency_key').notNull(),
  // sha-256 of what the respondent sent (page and answers): the same key with another body is a client bug.
  request_hash: text('request_hash').notNull(),
  page_id: text('page_id').notNull(),
  // 1, 2, 3 … per respondent, in the order applied.
  sequence: integer('sequence').notNull(),
  // The outcome: the next page, or the final status when the walk ended here.
  next_page_id: text('next_page_id'),
  final_status: text('final_status'),
  received_at: timestamp('received_at', { withTimezone: true }).notNull(),
}, (t) => [
  uniqueIndex('page_submissions_key_idx').on(t.respondent_id, t.idempotency_key),
  uniqueIndex('page_submissions_sequence_idx').on(t.respondent_id, t.sequence),
]);

/**
 * A survey's contacts (spec §3, §5): the people an e-mail task invites, uploaded one by one or in a
 * batch. Keyed by the design survey; e-mail is stored trimmed and lower-case, one per survey.
 */
export const contacts = pgTable('contacts', {
  id: uuid('id').primaryKey().defaultRandom(),
  admin_survey_id: uuid('admin_survey_id').notNull(),
  email: text('email').notNull(),
  first_name: text('first_name'),
  last_name: text('last_name'),
  // The language invited in: its language field when the version launches in it, else the survey's default.
  language: text('language').notNull(),
  // Any other column of the upload (contact fields piped into texts), values trimmed.
  fields: jsonb('fields').$type<Record<string, string>>().notNull().default({}),
  // The upload datum's contact status (spec §4): on_hold until an e-mail task takes it.
  status: text('status').notNull().default('on_hold'),
  // The respondent the contact's personal link started, once they open it.
  respondent_id: uuid('respondent_id').references(() => respondents.id, { onDelete: 'set null' }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('contacts_survey_email_idx').on(t.admin_survey_id, t.email),
  // On-hold contacts, a page at a time.
  index('contacts_survey_status_idx').on(t.admin_survey_id, t.status, t.created_at, t.id),
]);

/** A contact's e-mail history (spec §3 contact history: provider events of its invitations). */
export const contactEvents = pgTable('contact_events', {
  id: uuid('id').primaryKey().defaultRandom(),
  contact_id: uuid('contact_id').notNull().references(() => contacts.id, { onDelete: 'cascade' }),
  // Kept beside the contact's so e-mail stats count a survey's events without a join.
  admin_survey_id: uuid('admin_survey_id').notNull(),
  email_task_id: uuid('email_task_id'),
  timestamp: timestamp('timestamp', { withTimezone: true }).notNull(),
  event_name: text('event_name').notNull(),
  event_detail: text('event_detail'),
}, (t) => [
  index('contact_events_contact_idx').on(t.contact_id, t.timestamp),
  index('contact_events_survey_event_idx').on(t.admin_survey_id, t.event_name),
]);

// ---- Data collectors and data processors (issue 14 A) ----

/**
 * The values of unique data collectors (spec §3 is_unique) held by complete respondents: one
 * complete respondent per survey, live or test, collector and value. Written only in the
 * completion's transaction, where the primary key decides a race (server/respondent/
 * collector-values.ts). Keyed by the collector's *design* id, so a value stays taken across versions.
 */
export const uniqueCollectorValues = pgTable('unique_collector_values', {
  admin_survey_id: uuid('admin_survey_id').notNull(),
  // Test respondents hold values apart from live ones: testing a link never uses up a panel's ids.
  is_test: boolean('is_test').notNull(),
  collector_id: text('collector_id').notNull(),
  // The value as compared: NFC, lower-case unless the collector is case_sensitive (at most 500 characters).
  value_key: text('value_key').notNull(),
  // Deleting the respondent frees the value.
  respondent_id: respondentId(),
}, (t) => [
  primaryKey({ columns: [t.admin_survey_id, t.is_test, t.collector_id, t.value_key] }),
  // Deleting a respondent finds their values without a scan.
  index('unique_collector_values_respondent_idx').on(t.respondent_id),
]);

/**
 * The ledger that calls each data processor once per respondent: claimed (inserted) before the
 * call, the result code set after it; a second request finding the claim waits for the code
 * instead of calling again. The result itself is the respondent's answer to the processor (a
 * response code with the provider's reply as its other text).
 */
export const processorCalls = pgTable('processor_calls', {
  respondent_id: respondentId(),
  // The version's id of the data processor.
  processor_id: text('processor_id').notNull(),
  claimed_at: timestamp('claimed_at', { withTimezone: true }).notNull(),
  // One of the preset result codes; null while the call is in flight.
  code: text('code'),
  completed_at: timestamp('completed_at', { withTimezone: true }),
}, (t) => [primaryKey({ columns: [t.respondent_id, t.processor_id] })]);

export const regionSchema = {
  respondents, responseCodes, responseDates, responseNumerics, responseOpenTexts, quotaValues, quotaCounts, uploadDataFields, pageSubmissions,
  contacts, contactEvents,
  uniqueCollectorValues, processorCalls,
};
