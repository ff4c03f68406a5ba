import { z } from 'zod';
import { languageDataFields, languageDataSchema } from '../language-data';
import { componentFields, jsonObjectSchema, visibilityConditionSchema } from './common';

/** How a respondent leaves the survey; a survey needs a complete and a closed exit block. */
export const EXIT_STATUSES = ['complete', 'screened', 'quota_full', 'closed'] as const;
export type ExitStatus = (typeof EXIT_STATUSES)[number];

export const exitBlockLanguageDataSchema = languageDataSchema('exit_text');

export const exitBlockSchema = z.object({
  ...componentFields('exit_block'),
  terminate_status: z.enum(EXIT_STATUSES).default('complete'),
  visibility_condition: visibilityConditionSchema,
  /** Exit behaviour the spec leaves open (e.g. a redirect); JSON only. */
  settings: jsonObjectSchema.default({}),
  ...languageDataFields(exitBlockLanguageDataSchema),
});
export type ExitBlock = z.infer<typeof exitBlockSchema>;
