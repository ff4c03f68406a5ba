import { z } from 'zod';
import {
  childListOrderSchema,
  componentFields,
  fixPositionSchema,
  jsonObjectSchema,
  visibilityConditionSchema,
} from './common';

/** A group of questions (and other items) shown, ordered and hidden together. */
export const groupSchema = z.object({
  ...componentFields('group'),
  child_list_order: childListOrderSchema,
  fix_position: fixPositionSchema,
  visibility_condition: visibilityConditionSchema,
  /** Layout settings the editor owns; the spec leaves their content open. */
  presentation: jsonObjectSchema.default({}),
});
export type Group = z.infer<typeof groupSchema>;
