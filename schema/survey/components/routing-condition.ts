import { z } from 'zod';
import { conditionGroupSchema } from '../condition';
import { componentFields } from './common';

/**
 * One branch of a routing group: respondents for whom `condition` holds follow this branch's
 * children (pages, nested groups). An empty condition is a survey-check finding, not a parse error.
 */
export const routingConditionSchema = z.object({
  ...componentFields('routing_condition'),
  condition: conditionGroupSchema.prefault({ kind: 'group' }),
});
export type RoutingCondition = z.infer<typeof routingConditionSchema>;
