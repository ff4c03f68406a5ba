import { z } from 'zod';
import { languageDataFields, languageDataSchema } from '../language-data';
import { componentFields, visibilityConditionSchema } from './common';

export const conditionalTextLanguageDataSchema = languageDataSchema('text');

/** A text inserted into its parent's rich text only while its visibility condition holds. */
export const conditionalTextSchema = z.object({
  ...componentFields('conditional_text'),
  visibility_condition: visibilityConditionSchema,
  ...languageDataFields(conditionalTextLanguageDataSchema),
});
export type ConditionalText = z.infer<typeof conditionalTextSchema>;
