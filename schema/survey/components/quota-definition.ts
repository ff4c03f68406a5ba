import { z } from 'zod';
import { conditionGroupSchema } from '../condition';
import { componentFields } from './common';

/** One quota cell: respondents matching `criteria` count towards `target`. */
export const quotaDefinitionSchema = z.object({
  ...componentFields('quota_definition'),
  /** Stored with respondent quota values (quotaDefinitionCodes). */
  code: z.string().default(''),
  label: z.string().default(''),
  target: z.int().min(0).default(0),
  criteria: conditionGroupSchema.nullable().default(null),
  development_fields: z
    .object({
      /** Respondents counted so far; written by the server, shown in the quota views. */
      count: z.int().min(0).default(0),
    })
    .prefault({}),
});
export type QuotaDefinition = z.infer<typeof quotaDefinitionSchema>;
