import { z } from 'zod';
import { componentFields } from './common';

/** How a respondent matching several definitions is counted; null = select all (count in each). */
export const QUOTA_SELECTION_METHODS = ['random', 'least_fill'] as const;
export type QuotaSelectionMethod = (typeof QUOTA_SELECTION_METHODS)[number];

export const quotaGroupSchema = z.object({
  ...componentFields('quota_group'),
  single_selection_method: z.enum(QUOTA_SELECTION_METHODS).nullable().default(null),
});
export type QuotaGroup = z.infer<typeof quotaGroupSchema>;
