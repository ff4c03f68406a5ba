import { z } from 'zod';
import type { Id } from '../id';
import { componentFields, type ParentRef } from './common';
import { routingConditionSchema, type RoutingCondition } from './routing-condition';

/** A branch point of the routing flow; its routing conditions are tried top to bottom. */
export const routingGroupSchema = z.object({
  ...componentFields('routing_group'),
});
export type RoutingGroup = z.infer<typeof routingGroupSchema>;

/** A new routing group comes with two conditions (spec §3), so the author starts with a choice. */
export function createRoutingGroup(input: {
  id: Id;
  order: number;
  parent: ParentRef | null;
  newId: () => Id;
}): [RoutingGroup, RoutingCondition, RoutingCondition] {
  const group = routingGroupSchema.parse({ id: input.id, kind: 'routing_group', order: input.order, parent: input.parent });
  const parent: ParentRef = { id: group.id, kind: 'routing_group' };
  const condition = (order: number) =>
    routingConditionSchema.parse({ id: input.newId(), kind: 'routing_condition', order, parent });
  return [group, condition(0), condition(1)];
}
