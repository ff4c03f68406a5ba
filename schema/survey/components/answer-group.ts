import { z } from 'zod';
import { conditionGroupSchema } from '../condition';
import { languageDataFields, languageDataSchema } from '../language-data';
import { childListOrderSchema, componentFields, fixPositionSchema, visibilityConditionSchema } from './common';

export const ANSWER_GROUP_TYPES = ['single', 'multi', 'open_text', 'numeric', 'date'] as const;
export type AnswerGroupType = (typeof ANSWER_GROUP_TYPES)[number];

export const SINGLE_DISPLAYS = ['radio', 'button', 'dropdown', 'rating'] as const;
export const RATING_ICONS = ['star', 'thumbs-up', 'face-smile'] as const;
export const MULTI_DISPLAYS = ['checkbox', 'button', 'dropdown'] as const;
export const NUMERIC_DISPLAYS = ['text', 'range_slider', 'dropdown'] as const;
export const DATE_DISPLAYS = ['datepicker', 'date', 'text', 'selects'] as const;
export const DATE_FORMATS = ['DD-MM-YYYY', 'MM-DD-YYYY', 'YYYY-MM-DD'] as const;
/** What an open-text answer takes: any text, or a number (spec §5: digits, '.' and '-' only). */
export const OPEN_TEXT_TYPES = ['text', 'number'] as const;
export type OpenTextType = (typeof OPEN_TEXT_TYPES)[number];

/** Texts of choice groups; typed groups (open_text, numeric, date) add a placeholder. */
export const choiceGroupLanguageDataSchema = languageDataSchema('grid_header_text', 'error_message');
export const typedGroupLanguageDataSchema = languageDataSchema('grid_header_text', 'error_message', 'placeholder');

const bound = z.number().nullable().default(null);
const countBound = z.int().min(0).nullable().default(null);

function commonFields<const T extends AnswerGroupType>(type: T) {
  return {
    ...componentFields('answer_group'),
    answer_group_type: z.literal(type),
    required: z.boolean().default(true),
    required_condition: conditionGroupSchema.nullable().default(null),
    visibility_condition: visibilityConditionSchema,
    fix_position: fixPositionSchema,
  };
}

/** A min above max can never be satisfied; reported on `max`. */
function minNotAboveMax(value: { min: number | null; max: number | null }): boolean {
  return value.min === null || value.max === null || value.min <= value.max;
}
const minMaxIssue = { path: ['max'], message: 'max must not be below min' };

export const singleAnswerGroupSchema = z.object({
  ...commonFields('single'),
  child_list_order: childListOrderSchema,
  /** scale: answers laid out as a scale, with their scale_label texts. */
  presentation: z.object({ scale: z.boolean().default(false) }).prefault({}),
  display: z.enum(SINGLE_DISPLAYS).default('radio'),
  /** Icon of the rating display. */
  icon: z.enum(RATING_ICONS).default('star'),
  ...languageDataFields(choiceGroupLanguageDataSchema),
});

export const multiAnswerGroupSchema = z
  .object({
    ...commonFields('multi'),
    /** Fewest and most answers a respondent may tick. */
    min: countBound,
    max: countBound,
    child_list_order: childListOrderSchema,
    display: z.enum(MULTI_DISPLAYS).default('checkbox'),
    ...languageDataFields(choiceGroupLanguageDataSchema),
  })
  .refine(minNotAboveMax, minMaxIssue);

export const numericAnswerGroupSchema = z
  .object({
    ...commonFields('numeric'),
    min: bound,
    max: bound,
    range_step: z.number().positive().default(1),
    range_default_value: bound,
    decimal_places: z.int().min(0).max(10).default(0),
    display: z.enum(NUMERIC_DISPLAYS).default('text'),
    ...languageDataFields(typedGroupLanguageDataSchema),
  })
  .refine(minNotAboveMax, minMaxIssue);

export const openTextAnswerGroupSchema = z
  .object({
    ...commonFields('open_text'),
    /** number: the box keeps only digits, '.' and '-', and the answer must read as a number. */
    text_type: z.enum(OPEN_TEXT_TYPES).default('text'),
    /** Shortest and longest answer, in characters. */
    min: countBound,
    max: countBound,
    character_counter: z.boolean().default(false),
    /** A one-line input instead of the textarea. */
    small: z.boolean().default(false),
    ...languageDataFields(typedGroupLanguageDataSchema),
  })
  .refine(minNotAboveMax, minMaxIssue);

export const dateAnswerGroupSchema = z.object({
  ...commonFields('date'),
  display: z.enum(DATE_DISPLAYS).default('datepicker'),
  format: z.enum(DATE_FORMATS).default('YYYY-MM-DD'),
  ...languageDataFields(typedGroupLanguageDataSchema),
});

/** An answer group; its type decides which display settings it carries. */
export const answerGroupSchema = z.discriminatedUnion('answer_group_type', [
  singleAnswerGroupSchema,
  multiAnswerGroupSchema,
  numericAnswerGroupSchema,
  openTextAnswerGroupSchema,
  dateAnswerGroupSchema,
]);
export type AnswerGroup = z.infer<typeof answerGroupSchema>;
export type AnswerGroupOf<T extends AnswerGroupType> = Extract<AnswerGroup, { answer_group_type: T }>;
