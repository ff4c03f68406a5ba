import { z } from 'zod';
import { COMPONENT_KINDS, componentFields, visibilityConditionSchema } from './common';

/**
 * A reference, on a routing page, to a designed component. The target may since have been deleted:
 * that is a routing check ("invalid question/exit/quota"), so any id and kind are accepted here.
 */
export const routingItemSchema = z.object({
  ...componentFields('routing_item'),
  item_id: z.string(),
  item_kind: z.enum(COMPONENT_KINDS),
  visibility_condition: visibilityConditionSchema,
});
export type RoutingItem = z.infer<typeof routingItemSchema>;
