import { z } from 'zod';
import { idSchema } from '../id';
import { conditionGroupSchema } from '../condition';

// The fields every component kind shares. They live here rather than in component.ts because
// component.ts imports every kind file to build the union; kind files importing it back would
// make a module cycle.

/** Every component kind of spec §3; the single source of the `kind` values. */
export const COMPONENT_KINDS = [
  'group',
  'grid',
  'question',
  'answer_group',
  'answer',
  'data_collector',
  'data_processor',
  'exit_block',
  'conditional_text',
  'quota',
  'quota_group',
  'quota_definition',
  'routing_group',
  'routing_condition',
  'routing_page',
  'routing_item',
] as const;
export type ComponentKind = (typeof COMPONENT_KINDS)[number];

/**
 * Where a component hangs. Any kind is accepted here: an invalid parent is a survey-check finding,
 * not a reason to refuse a draft (see `canBeChildOf` for the allowed pairs).
 */
export const parentRefSchema = z.object({ id: idSchema, kind: z.enum(COMPONENT_KINDS) });
export type ParentRef = z.infer<typeof parentRefSchema>;

/** How a parent orders its children for respondents (spec §9 answer order). */
export const CHILD_LIST_ORDERS = ['as_displayed', 'alphabetical', 'randomise', 'rotate'] as const;
export type ChildListOrder = (typeof CHILD_LIST_ORDERS)[number];
export const childListOrderSchema = z.enum(CHILD_LIST_ORDERS).default('as_displayed');

/** Keeps the component in place when its parent randomises or rotates its children. */
export const fixPositionSchema = z.boolean().default(false);

/** Shown only when the condition holds; null means always shown. */
export const visibilityConditionSchema = conditionGroupSchema.nullable().default(null);

/** A JSON-only bag for settings the spec leaves open (presentation, exit settings, …). */
export const jsonObjectSchema = z.record(z.string(), z.json());
export type JsonObject = z.infer<typeof jsonObjectSchema>;

/** The common fields, with `kind` fixed to one literal so the union can discriminate on it. */
export function componentFields<const K extends ComponentKind>(kind: K) {
  return {
    id: idSchema,
    kind: z.literal(kind),
    /** Variable name used in exports and checks (Q1, GD1_2, …); empty for kinds without a prefix. */
    name: z.string().default(''),
    /** Position among siblings, 0-based; siblings are shown sorted by it. */
    order: z.int().min(0).default(0),
    /** null: the component sits at the survey root. */
    parent: parentRefSchema.nullable().default(null),
    /**
     * Marked deleted (spec §4 action delete): hidden from trees, skipped by checks and publishing,
     * listed by the deleted-items toggle so it can be restored, until removed for good.
     */
    deleted: z.boolean().default(false),
    /** Extra persisted settings; kinds with known ones override this with their own object. */
    development_fields: jsonObjectSchema.default({}),
  };
}

export { isDeletedInTree } from './deletion';
