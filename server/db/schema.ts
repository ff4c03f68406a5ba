// The main database: accounts, access, surveys and their components, help, e-mail outbox.
// Respondent data lives in the regional databases (region-schema.ts), never here.

import {
  bigint, boolean, customType, foreignKey, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, unique, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const organisations = pgTable('organisations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  // Null until the owning user exists (the owner is created after the organisation).
  owner_id: uuid('owner_id'),
  region: text('region').notNull().default('uk'),
  subscription: text('subscription').notNull().default('free'),
  // features_access: which gated features (spec §6) the organisation's users may reach.
  development_fields: jsonb('development_fields').$type<Record<string, unknown>>().notNull().default({}),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  first_name: text('first_name').notNull().default(''),
  last_name: text('last_name').notNull().default(''),
  // Stored lower-case so sign-in is case-insensitive and the unique index holds.
  email: text('email').notNull(),
  // Null until the user sets a password through a single-use link.
  password_hash: text('password_hash'),
  is_admin: boolean('is_admin').notNull().default(false),
  org_id: uuid('org_id'),
  development_fields: jsonb('development_fields').$type<Record<string, unknown>>().notNull().default({}),
  created_at: createdAt(),
  updated_at: updatedAt(),
}, (t) => [uniqueIndex('users_email_key').on(t.email)]);

export const tokens = pgTable('tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  user_id: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  // sha-256 of the code: a leaked table cannot be replayed as tokens.
  code_hash: text('code_hash').notNull(),
  // login: a session; access: a scoped token (e.g. set one user's password).
  kind: text('kind').$type<'login' | 'access'>().notNull(),
  scopes: jsonb('scopes').$type<unknown[]>().notNull().default([]),
  single_use: boolean('single_use').notNull().default(false),
  used_at: timestamp('used_at', { withTimezone: true }),
  revoked_at: timestamp('revoked_at', { withTimezone: true }),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  created_at: createdAt(),
}, (t) => [uniqueIndex('tokens_code_hash_key').on(t.code_hash), index('tokens_user_idx').on(t.user_id)]);

export const permissions = pgTable('permissions', {
  id: uuid('id').primaryKey().defaultRandom(),
  user_id: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  scope_type: text('scope_type').$type<'survey' | 'survey_alias'>().notNull(),
  scope_id: text('scope_id').notNull(),
  access_level: text('access_level').$type<'read' | 'write' | 'owner'>().notNull(),
  created_at: createdAt(),
}, (t) => [
  uniqueIndex('permissions_holder_key').on(t.user_id, t.scope_type, t.scope_id),
  index('permissions_scope_idx').on(t.scope_type, t.scope_id),
]);

export const surveys = pgTable('surveys', {
  id: uuid('id').primaryKey().defaultRandom(),
  org_id: uuid('org_id'),
  name: text('name').notNull(),
  title: text('title').notNull(),
  description: text('description'),
  theme: jsonb('theme').$type<Record<string, unknown>>().notNull().default({}),
  default_language: text('default_language').notNull().default('en'),
  additional_languages: jsonb('additional_languages').$type<string[]>().notNull().default([]),
  privacy_config: jsonb('privacy_config').$type<Record<string, unknown>>().notNull().default({}),
  deployment_info: jsonb('deployment_info').$type<Record<string, unknown>>().notNull().default({ status: 'draft' }),
  development_fields: jsonb('development_fields').$type<Record<string, unknown>>().notNull().default({}),
  canvas_id: text('canvas_id'),
  // A survey is locked to its region: respondent data lives in that region's database.
  region: text('region').notNull().default('uk'),
  location: text('location'),
  // Bumped by every write to the survey or its components: the ETag clients compare.
  revision: integer('revision').notNull().default(1),
  created_by: uuid('created_by'),
  updated_by: uuid('updated_by'),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const components = pgTable('components', {
  id: uuid('id').primaryKey().defaultRandom(),
  survey_id: uuid('survey_id').notNull().references(() => surveys.id, { onDelete: 'cascade' }),
  // The client id (cid) of the draft that created it: a replayed create cannot duplicate.
  client_ref: text('client_ref'),
  kind: text('kind').notNull(),
  name: text('name').notNull().default(''),
  order: integer('order').notNull().default(0),
  parent_id: uuid('parent_id'),
  parent_kind: text('parent_kind'),
  // Every kind-specific field, language data included (validated by schema/ on write).
  fields: jsonb('fields').$type<Record<string, unknown>>().notNull().default({}),
  // The row as the components list sends it (fields plus id, kind, name, order, parent,
  // client_ref), as JSON text. Kept by a trigger (migration 0007) on every insert and update, so
  // no write path can forget it: the list of the largest survey then reads stored text instead of
  // turning 35 MB of jsonb into text on each request (issue 12: the full read < 300 ms).
  wire: text('wire'),
  created_at: createdAt(),
  updated_at: updatedAt(),
}, (t) => [
  uniqueIndex('components_client_ref_key').on(t.survey_id, t.client_ref),
  index('components_survey_idx').on(t.survey_id),
  index('components_parent_idx').on(t.parent_id),
  // A write batch reads only the rows it touches (server/admin/surveys/survey-slice.ts): the
  // survey root's children, every question (the survey-wide limit) and the names sharing a
  // generated name's prefix, each by index rather than a scan of the survey.
  index('components_survey_parent_idx').on(t.survey_id, t.parent_id),
  index('components_survey_kind_idx').on(t.survey_id, t.kind),
  index('components_survey_name_idx').on(t.survey_id, sql`lower(${t.name}) text_pattern_ops`),
  // The list's order (order, then creation, then id) straight from the index: no sort of 51,000 rows.
  index('components_list_idx').on(t.survey_id, t.order, t.created_at, t.id),
]);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

// The components list's compressed pieces (server/admin/surveys/list-pieces.ts): each chunk of a
// list (list-chunks.ts) as raw deflate, under a hash of its rows' ids and versions (xmin), which
// no write leaves unchanged. A server that starts, or another server process, builds the largest
// survey's list from these instead of reading and compressing its 35 MB of text again.
export const componentListPieces = pgTable('component_list_pieces', {
  survey_id: uuid('survey_id').notNull().references(() => surveys.id, { onDelete: 'cascade' }),
  // The list's kinds, comma-separated, as components-list.ts names a list.
  list: text('list').notNull(),
  signature: text('signature').notNull(),
  deflated: bytea('deflated').notNull(),
  // CRC-32 of the text (unsigned: wider than integer) and its length in bytes.
  crc: bigint('crc', { mode: 'number' }).notNull(),
  length: integer('length').notNull(),
  level: smallint('level').notNull(),
  created_at: createdAt(),
}, (t) => [primaryKey({ columns: [t.survey_id, t.list, t.signature] })]);

// The replies of survey write batches, by the client's Idempotency-Key: a resent batch (after a
// lost reply) gets the stored reply instead of being applied twice. Written in the same
// transaction as the batch, so a reply is stored exactly when its writes are.
export const idempotencyKeys = pgTable('idempotency_keys', {
  survey_id: uuid('survey_id').notNull().references(() => surveys.id, { onDelete: 'cascade' }),
  key: text('key').notNull(),
  // sha-256 of method, path and body: the same key with another body is a client bug (422).
  request_hash: text('request_hash').notNull(),
  // in_progress only while its transaction runs; a committed in_progress row means "still running".
  status: text('status').$type<'in_progress' | 'done'>().notNull(),
  // The reply body exactly as sent ({ items, revision }); null while in progress. Text, not jsonb:
  // it is only ever replayed byte for byte, and a 5,000-item reply parses into jsonb slowly.
  reply: text('reply'),
  created_at: createdAt(),
}, (t) => [primaryKey({ columns: [t.survey_id, t.key] })]);

// Published versions (spec §3 published survey): a frozen copy of the survey as respondents take
// it. Numbered 1, 2, 3 … per survey; never changed once written.
export const publishedSurveys = pgTable('published_surveys', {
  // The published survey's own id: respondent data names it as surveyId (the designer's id is
  // adminSurveyId), and the snapshot's survey carries it as its id.
  published_survey_id: uuid('published_survey_id').primaryKey(),
  survey_id: uuid('survey_id').notNull().references(() => surveys.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  // The next three are JSON kept as text, not jsonb: each is only ever read or sent whole, and for
  // the largest survey (30 MB) parsing into jsonb makes a publish seconds slower.
  // The survey record and its live components and routes, every id and reference rewritten to
  // published ids: what the respondent runtime serves, whatever the draft becomes later.
  snapshot: text('snapshot').notNull(),
  // Component id → published id (GET …/published/{version}/id-map): joins respondent data back to
  // the designer's components.
  id_map: text('id_map').notNull(),
  // Component id → hash of its content at this version: the next version keeps a component's
  // published id while its content is unchanged, so answers line up across versions.
  fingerprints: text('fingerprints').notNull(),
  // launch_languages (the languages respondents may take this version in) and any other settings.
  development_fields: jsonb('development_fields').$type<Record<string, unknown>>().notNull().default({}),
  created_by: uuid('created_by'),
  created_at: createdAt(),
}, (t) => [unique('published_surveys_version_key').on(t.survey_id, t.version)]);

// The version respondents get (spec §3: tracked separately from the versions). One row per survey
// that has one; the foreign key keeps it naming a version that exists.
export const activeVersions = pgTable('active_versions', {
  survey_id: uuid('survey_id').primaryKey().references(() => surveys.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  updated_by: uuid('updated_by'),
  updated_at: updatedAt(),
}, (t) => [
  foreignKey({ columns: [t.survey_id, t.version], foreignColumns: [publishedSurveys.survey_id, publishedSurveys.version], name: 'active_versions_version_fk' }).onDelete('cascade'),
]);

export const helpArticles = pgTable('help_articles', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull().default(''),
  detail: text('detail').notNull(),
  icon: text('icon').notNull().default('book'),
  tag: text('tag').notNull(),
  routes: jsonb('routes').$type<string[]>().notNull().default([]),
  position: integer('position').notNull().default(0),
});

export const languages = pgTable('languages', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  native_name: text('native_name').notNull(),
  direction: text('direction').notNull().default('ltr'),
});

// Every e-mail the product sends, kept whether or not an SMTP server is configured, so an
// admin (and the tests) can see what went out and a failed send can be retried.
export const outbox = pgTable('outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to_address: text('to_address').notNull(),
  subject: text('subject').notNull(),
  text_body: text('text_body').notNull(),
  html_body: text('html_body'),
  status: text('status').$type<'queued' | 'sent' | 'failed' | 'logged'>().notNull().default('queued'),
  error: text('error'),
  created_at: createdAt(),
  sent_at: timestamp('sent_at', { withTimezone: true }),
});

// Settings that must survive restarts (e.g. whether the first admin was seeded).
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

export const schema = {
  organisations, users, tokens, permissions, surveys, components, idempotencyKeys, publishedSurveys, activeVersions, helpArticles, languages, outbox, settings,
};

// ── Deployments (server/admin/deployments/): a survey's website intercept and e-mail tasks, as
// stored configuration. Sending and the intercept script read these later. (The import sits here,
// with the tables that use it, so this section stays one block.)
import type { EmailSendStatus, EmailTaskStatus } from '../../schema';

// At most one intercept per survey, PUT whole: its configuration as schema/'s interceptConfigSchema
// parsed it (defaults filled), so a GET answers exactly what the last PUT stored.
export const surveyIntercepts = pgTable('survey_intercepts', {
  survey_id: uuid('survey_id').primaryKey().references(() => surveys.id, { onDelete: 'cascade' }),
  config: jsonb('config').$type<Record<string, unknown>>().notNull(),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const emailTasks = pgTable('email_tasks', {
  id: uuid('id').primaryKey().defaultRandom(),
  survey_id: uuid('survey_id').notNull().references(() => surveys.id, { onDelete: 'cascade' }),
  // The client id (cid) of the draft that created it: a replayed POST finds this row instead of
  // creating a second (unique per survey; rows without one do not collide, NULLs being distinct).
  client_ref: text('client_ref'),
  name: text('name').notNull().default(''),
  subject: text('subject').notNull().default(''),
  body: text('body').notNull().default(''),
  sender_name: text('sender_name').notNull().default(''),
  reply_to: text('reply_to'),
  launch_language: text('launch_language').notNull(),
  // Columns rather than JSON because the sender will pick due work by them: pending and
  // (send_at null, meaning as soon as activated, or send_at reached).
  send_at: timestamp('send_at', { withTimezone: true }),
  status: text('status').$type<EmailTaskStatus>().notNull().default('draft'),
  send_status: text('send_status').$type<EmailSendStatus>().notNull().default('draft'),
  created_at: createdAt(),
  updated_at: updatedAt(),
  // Set instead of removing the row: the client_ref stays taken, so a POST replayed after a delete
  // cannot bring the task back, and a repeated DELETE can say the task is already gone.
  deleted_at: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [uniqueIndex('email_tasks_client_ref_key').on(t.survey_id, t.client_ref)]);

// ── Platform (server/http/): the audit trail and the shared rate-limit counters.

// Who did what to which survey or user: one row per successful write through the API contract
// (server/http/endpoint.ts). Never holds bodies: they may carry answers, passwords or tokens.
export const auditEvents = pgTable('audit_events', {
  id: uuid('id').primaryKey().defaultRandom(),
  // The endpoint record's id (schema/api), e.g. 'admin.surveys.patch'.
  endpoint: text('endpoint').notNull(),
  // Null for calls made without a session (reset-password).
  actor_id: uuid('actor_id'),
  survey_id: uuid('survey_id'),
  // The user the call was about, when the path names one (permissions, users).
  target_user_id: uuid('target_user_id'),
  status: integer('status').notNull(),
  request_id: text('request_id').notNull(),
  created_at: createdAt(),
}, (t) => [index('audit_events_survey_idx').on(t.survey_id, t.created_at), index('audit_events_actor_idx').on(t.actor_id, t.created_at)]);

// Fixed-window counters shared by every server instance (architecture §4: no limit state in one
// process): sign-in failures per address, per account and overall; password resets.
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  window_started_at: timestamp('window_started_at', { withTimezone: true }).notNull(),
});
