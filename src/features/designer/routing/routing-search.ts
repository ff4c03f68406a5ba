// The Routing tab's search parameters: which view, and a routing component (by cid) to select.
// Loose, like the edit tab's: other screens may add parameters of their own.
import { z } from 'zod';

export const ROUTING_VIEWS = ['questions', 'flow'] as const;
export type RoutingView = (typeof ROUTING_VIEWS)[number];

export const routingSearchSchema = z.looseObject({
  view: z.enum(ROUTING_VIEWS).optional().catch(undefined),
  item: z.string().optional(),
});
