import { z } from 'zod';
import { conditionGroupSchema } from '../condition';
import { languageDataFields, languageDataSchema } from '../language-data';
import {
  childListOrderSchema,
  componentFields,
  fixPositionSchema,
  jsonObjectSchema,
  visibilityConditionSchema,
} from './common';

/** The question kinds offered to authors (spec §1); info is the default. */
export const QUESTION_TYPES = [
  'info',
  'single',
  'multi',
  'open_text',
  'numeric',
  'grid',
  'group',
  'mixed',
  'data_collector',
  'data_processor',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** error_message is the question's custom "required" message, replacing "This field is required". */
export const questionLanguageDataSchema = languageDataSchema('question_text', 'instruction_text', 'error_message');
export type QuestionLanguageData = z.infer<typeof questionLanguageDataSchema>;

export const questionDevelopmentFieldsSchema = z.object({
  /** Data Punch: a script computing values (offered only with feature survey_data_punch). */
  data_punch: z.boolean().default(false),
  data_punch_settings: z
    .object({
      variables: z.array(z.string()).default([]),
      script: z.string().default(''),
    })
    .prefault({}),
});

export const questionSchema = z.object({
  ...componentFields('question'),
  question_type: z.enum(QUESTION_TYPES).default('info'),
  required: z.boolean().default(true),
  /** When set, the question is required only while this holds. */
  required_condition: conditionGroupSchema.nullable().default(null),
  visibility_condition: visibilityConditionSchema,
  /** Asked silently: kept in the data but never shown to respondents. */
  hidden: z.boolean().default(false),
  /** Filled from a data collector rather than by the respondent. */
  data_collector: z.boolean().default(false),
  fix_position: fixPositionSchema,
  child_list_order: childListOrderSchema,
  presentation: jsonObjectSchema.default({}),
  development_fields: questionDevelopmentFieldsSchema.prefault({}),
  ...languageDataFields(questionLanguageDataSchema),
});
export type Question = z.infer<typeof questionSchema>;
