import { z } from 'zod';
import { componentFields } from './common';
import { EXIT_STATUSES } from './exit-block';

/** A page of the routing flow: the items (questions, exits, quotas) a respondent sees together. */
export const routingPageSchema = z.object({
  ...componentFields('routing_page'),
  /** The page checks quotas when reached. */
  quota: z.boolean().default(false),
  /** The survey ends after this page, with terminate_status. */
  terminate: z.boolean().default(false),
  terminate_status: z.enum(EXIT_STATUSES).nullable().default(null),
});
export type RoutingPage = z.infer<typeof routingPageSchema>;
