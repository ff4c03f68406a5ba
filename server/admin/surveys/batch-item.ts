// The wire contract of a write batch (POST /components, /components/temp, /routes): what one
// item may say, what the reply says about it, and why a batch is refused.
//
// Request: a JSON array (at most MAX_BATCH_ITEMS) of
//   { action: 'post',   kind, client_ref, parent?: { id } | { index } | null, fields? }
//   { action: 'patch',  id, kind?, parent?: { id } | { index } | null, fields }
//   { action: 'delete', id, kind? }
// `fields` holds the flat component fields (name, order, question_type, default_language_data …)
// — for a patch only the changed ones, with their final values; a patch replaces whole top-level
// fields (nested objects are not merged). `parent: { index }` names an earlier post of the same
// batch (a parent still temporary on the client); omitted or null on a post means the root, and on
// a patch omitted means "not moved". `kind` on patch/delete is optional and checked when given.
import { z } from 'zod';
import { COMPONENT_KINDS, type ParentRef } from '../../../schema';
import { reservedFieldKeys } from './component-row';

/** Above this a batch is refused with 413: the draft engine splits larger saves. */
export const MAX_BATCH_ITEMS = 5000;

const parentSchema = z.union([
  z.object({ id: z.string().min(1, 'A parent id cannot be empty') }).strict(),
  z.object({ index: z.int().min(0) }).strict(),
]).nullable();

const fieldsSchema = z.record(z.string(), z.json()).superRefine((fields, issue) => {
  for (const key of reservedFieldKeys) {
    if (key in fields) issue.addIssue({ code: 'custom', path: [key], message: `${key} is set on the item, not in fields` });
  }
});

const kindSchema = z.enum(COMPONENT_KINDS);
const idSchema = z.string().min(1, 'An id is required');

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
    client_ref: z.string().nullish(), // echoed by clients that send the row's ref; ignored
    parent: parentSchema.optional(),
    fields: fieldsSchema.default({}),
  }).strict(),
  z.object({
    action: z.literal('delete'),
    id: idSchema,
    kind: kindSchema.optional(),
    client_ref: z.string().nullish(),
  }).strict(),
]);
export type BatchItem = z.infer<typeof batchItemSchema>;
export type BatchParent = z.infer<typeof parentSchema>;

/**
 * The reply about one item, in request order. Deliberately small (ids and what the server decided,
 * not whole rows): the client knows what it sent, and rebuilds the stored row exactly with
 * componentSchema.parse({ ...sent fields, id, kind, parent, name, order, code }).
 * - post: the server id, and the name, order and (answers) code it kept or generated;
 *   `replayed: true` when the client_ref already existed: the stored row is left untouched and
 *   these values are its current ones.
 * - patch: the same header after the patch.
 * - delete: `deleted` lists the removed ids, descendants before their parents, the item last;
 *   [] when it was already gone.
 */
export interface ComponentHeader {
  readonly id: string;
  readonly client_ref: string | null;
  readonly kind: string;
  readonly name: string;
  readonly order: number;
  readonly parent: ParentRef | null;
  /** Answers only: the code stored (generated when the post had none). */
  readonly code?: string;
}

export type BatchReplyItem =
  | ({ readonly index: number; readonly action: 'post'; readonly replayed: boolean } & ComponentHeader)
  | ({ readonly index: number; readonly action: 'patch' } & ComponentHeader)
  | { readonly index: number; readonly action: 'delete'; readonly id: string; readonly client_ref: string | null; readonly deleted: readonly string[] };

/** Why one item was refused; `index` is its position in the request array. */
export interface Refusal {
  readonly index: number;
  readonly client_ref: string | null;
  readonly id?: string;
  /** invalid | kind | not_found | parent | limit | conflict */
  readonly code: RefusalCode;
  readonly message: string;
}
export type RefusalCode = 'invalid' | 'kind' | 'not_found' | 'parent' | 'limit' | 'conflict';
