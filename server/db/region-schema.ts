// A regional respondent database (uk, eu, au): respondent data never leaves its region.
// The tables grow with the fielding issues; the shape of a respondent is fixed by spec §3.
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const respondents = pgTable('respondents', {
  id: uuid('id').primaryKey().defaultRandom(),
  // The published survey taken, and the admin (design) survey it came from.
  survey_id: text('survey_id').notNull(),
  admin_survey_id: uuid('admin_survey_id').notNull(),
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
}, (t) => [index('respondents_admin_survey_idx').on(t.admin_survey_id)]);

export const regionSchema = { respondents };
