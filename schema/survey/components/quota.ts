import { z } from 'zod';
import { componentFields } from './common';

/** A quota: the container of quota groups, each holding quota definitions (cells with targets). */
export const quotaSchema = z.object({
  ...componentFields('quota'),
  description: z.string().default(''),
});
export type Quota = z.infer<typeof quotaSchema>;
