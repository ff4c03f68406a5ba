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
]);

const respondentId = () => uuid('respondent_id').notNull().references(() => respondents.id, { onDelete: 'cascade' });

/** Single and multi answers: one row per chosen code; `other_text` is the "other" box's text. */
export const responseCodes = pgTable('response_codes', {
  respondent_id: respondentId(),
  question_id: text('question_id').notNull(),
  answer_group_id: text('answer_group_id').notNull(),
  code: text('code').notNull(),
  other_text: text('other_text'),
}, (t) => [primaryKey({ columns: [t.respondent_id, t.question_id, t.answer_group_id, t.code] })]);

/** Date answers, as the calendar date the respondent entered (YYYY-MM-DD, no time zone). */
export const responseDates = pgTable('response_dates', {
  respondent_id: respondentId(),
  question_id: text('question_id').notNull(),
  answer_group_id: text('answer_group_id').notNull(),
  value: date('value', { mode: 'string' }).notNull(),
}, (t) => [primaryKey({ columns: [t.respondent_id, t.question_id, t.answer_group_id] })]);

/** Numeric answers; numeric (not float) so a value with decimal places reads back as entered. */
export const responseNumerics = pgTable('response_numerics', {
  respondent_id: respondentId(),
  question_id: text('question_id').notNull(),
  answer_group_id: text('answer_group_id').notNull(),
  value: numeric('value', { mode: 'number' }).notNull(),
}, (t) => [primaryKey({ columns: [t.respondent_id, t.question_id, t.answer_group_id] })]);

export const responseOpenTexts = pgTable('response_open_texts', {
  respondent_id: respondentId(),
  question_id: text('question_id').notNull(),
  answer_group_id: text('answer_group_id').notNull(),
  value: text('value').notNull(),
}, (t) => [primaryKey({ columns: [t.respondent_id, t.question_id, t.answer_group_id] })]);

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
}, (t) => [primaryKey({ columns: [t.respondent_id, t.name] })]);

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

export const regionSchema = {
  respondents, responseCodes, responseDates, responseNumerics, responseOpenTexts, quotaValues, quotaCounts, uploadDataFields, pageSubmissions,
};
