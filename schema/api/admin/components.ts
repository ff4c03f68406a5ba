// A survey's component lists (spec §7): /components, /components/temp (conditional texts) and
// /routes, each a GET of `{ components, revision }` and a POST of a write batch answering
// `{ items, revision }`. Every reply carries `ETag: "<revision>"`.
//
// Request of a batch: a JSON array (at most MAX_BATCH_ITEMS) of
//   { action: 'post',   kind, client_ref, parent?: { id } | { index } | null, fields? }
//   { action: 'patch',  id, kind?, parent?: { id } | { index } | null, fields }
//   { action: 'delete', id, kind? }
// `fields` holds the flat component fields (name, order, question_type, default_language_data …)
// — for a patch only the changed ones, with their final values; a patch replaces whole top-level
// fields (nested objects are not merged). `parent: { index }` names an earlier post of the same
// batch (a parent still temporary on the client); omitted or null on a post means the root, and on
// a patch omitted means "not moved". `kind` on patch/delete is optional and checked when given.
import { z } from 'zod';
import { COMPONENT_KINDS } from '../../survey/components/common';
import { rule } from '../access-rule';
import { endpoint } from '../endpoint';
import { boundedJson } from '../json-limits';

/** Above this a batch is refused with 413 batch_too_large: the draft engine splits larger saves. */
export const MAX_BATCH_ITEMS = 5000;

/**
 * Condition groups nest (a group among a group's items) and the condition builder sets no limit;
 * the test surveys reach three (workers/checks/testing/random-survey.ts), the largest survey one.
 * This many is far beyond anything an author builds by hand.
 */
export const MAX_NESTED_CONDITION_GROUPS = 8;
/**
 * The deepest component field: a condition tree, two levels per group (the group, its items) and
 * three for the innermost condition (the condition, its answers, an answer set). Measured against
 * the largest and the random test surveys in components-depth.test.ts.
 */
export const COMPONENT_FIELD_DEPTH = 2 * MAX_NESTED_CONDITION_GROUPS + 3;
/** A batch body: the array, an item, its fields, then a field's value. */
export const BATCH_DEPTH = 3 + COMPONENT_FIELD_DEPTH;
/** 5,000 items of the largest survey's components, as today. */
export const BATCH_BYTES = 20 * 1024 * 1024;

/** Keys a client may not set through `fields`: they are columns with their own batch syntax. */
export const reservedFieldKeys = ['id', 'kind', 'parent', 'client_ref'] as const;

const kindSchema = z.enum(COMPONENT_KINDS);
const idSchema = z.string().min(1, 'An id is required').max(100);

const parentSchema = z.union([
  z.object({ id: z.string().min(1, 'A parent id cannot be empty').max(100) }).strict(),
  z.object({ index: z.int().min(0).max(MAX_BATCH_ITEMS) }).strict(),
]).nullable();

const fieldsSchema = z.record(z.string().max(100), boundedJson({ depth: COMPONENT_FIELD_DEPTH })).superRefine((fields, issue) => {
  for (const key of reservedFieldKeys) {
    if (key in fields) issue.addIssue({ code: 'custom', path: [key], message: `${key} is set on the item, not in fields` });
  }
});

/** One item of a batch: checked item by item, so every bad item of a batch is named at once. */
export const batchItemSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('post'),
    kind: kindSchema,
    // Required: it is what makes a resent post land exactly once (UNIQUE(survey_id, client_ref)).
    client_ref: z.string().min(1, 'A post needs a client_ref').max(200),
    parent: parentSchema.optional(),
    fields: fieldsSchema.default({}),
  }).strict(),
  z.object({
    action: z.literal('patch'),
    id: idSchema,
    kind: kindSchema.optional(),
    client_ref: z.string().max(200).nullish(), // echoed by clients that send the row's ref; ignored
    parent: parentSchema.optional(),
    fields: fieldsSchema.default({}),
  }).strict(),
  z.object({
    action: z.literal('delete'),
    id: idSchema,
    kind: kindSchema.optional(),
    client_ref: z.string().max(200).nullish(),
  }).strict(),
]);
export type BatchItem = z.infer<typeof batchItemSchema>;
export type BatchItemInput = z.input<typeof batchItemSchema>;

/**
 * The body: an array whose items the batch checks one by one (batchItemSchema), answering 400
 * batch_refused with every refused item, not a bare `invalid` for the first; hence `unknown` here.
 */
export const batchBody = z.array(z.custom<BatchItemInput>(() => true));

const uuid = z.guid();
const parentRefSchema = z.object({ id: uuid, kind: kindSchema }).strict();

/** A component on the wire: the model's flat record plus `client_ref` (the draft's cid, or null). */
export const componentRowSchema = z.object({
  id: uuid,
  kind: kindSchema,
  name: z.string(),
  order: z.int(),
  parent: parentRefSchema.nullable(),
  client_ref: z.string().nullable(),
}).catchall(boundedJson({ depth: COMPONENT_FIELD_DEPTH }));
export type ComponentRowRecord = z.infer<typeof componentRowSchema>;

export const componentListSchema = z.object({ components: z.array(componentRowSchema), revision: z.int() }).strict();

const header = {
  id: uuid,
  client_ref: z.string().nullable(),
  kind: kindSchema,
  name: z.string(),
  order: z.int(),
  parent: parentRefSchema.nullable(),
  /** Answers only: the code stored (generated when the post had none). */
  code: z.string().optional(),
};

/**
 * The reply about one item, in request order. Deliberately small (ids and what the server decided,
 * not whole rows): the client knows what it sent, and rebuilds the stored row exactly with
 * componentSchema.parse({ ...sent fields, id, kind, parent, name, order, code }).
 * - post: the server id, and the name, order and (answers) code it kept or generated;
 *   `replayed: true` when the client_ref already existed: the stored row is left untouched and
 *   these values are its current ones.
 * - patch: the same header after the patch.
 * - delete: `deleted` lists the removed ids, descendants before their parents, the item last;
 *   [] when it was already gone (then `id` is what was sent, not necessarily a uuid).
 */
export const batchReplyItemSchema = z.discriminatedUnion('action', [
  z.object({ index: z.int(), action: z.literal('post'), replayed: z.boolean(), ...header }).strict(),
  z.object({ index: z.int(), action: z.literal('patch'), ...header }).strict(),
  z.object({ index: z.int(), action: z.literal('delete'), id: z.string(), client_ref: z.string().nullable(), deleted: z.array(uuid) }).strict(),
]);
export type BatchReplyItem = z.infer<typeof batchReplyItemSchema>;

export const batchReplySchema = z.object({ items: z.array(batchReplyItemSchema), revision: z.int() }).strict();
export type BatchReply = z.infer<typeof batchReplySchema>;

export const REFUSAL_CODES = ['invalid', 'kind', 'not_found', 'parent', 'limit', 'conflict'] as const;
export type RefusalCode = (typeof REFUSAL_CODES)[number];

/** Why one item was refused (the details of a 400 batch_refused); `index` is its position. */
export const refusalSchema = z.object({
  index: z.int(),
  client_ref: z.string().nullable(),
  id: z.string().optional(),
  code: z.enum(REFUSAL_CODES),
  message: z.string(),
});
export type Refusal = z.infer<typeof refusalSchema>;

const params = z.object({ id: z.string().max(100) });

/** The three lists share one table; each endpoint holds the kinds of its list. */
function componentList(noun: 'components' | 'conditional_texts' | 'routes', suffix: string) {
  const path = `/admin/api/surveys/:id/${suffix}`;
  return {
    list: endpoint({ id: `admin.${noun}.list`, method: 'GET', path, params, access: rule.survey('read'), reply: componentListSchema }),
    batch: endpoint({
      id: `admin.${noun}.batch`,
      method: 'POST',
      path,
      params,
      access: rule.survey('write'),
      body: batchBody,
      reply: batchReplySchema,
      limits: { bytes: BATCH_BYTES, depth: BATCH_DEPTH },
    }),
  };
}

export const components = componentList('components', 'components');
/** "temp" is the spec's name for the conditional-text list; the rows are ordinary components. */
export const conditionalTexts = componentList('conditional_texts', 'components/temp');
export const routes = componentList('routes', 'routes');
