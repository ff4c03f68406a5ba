import { z } from 'zod';
import { languageDataFields, languageDataSchema } from '../language-data';
import { DEFAULT_COLOURS, hexColourSchema } from '../theme';
import { componentFields, fixPositionSchema, visibilityConditionSchema } from './common';

export const answerLanguageDataSchema = languageDataSchema('label', 'scale_label', 'other_error_message');
export type AnswerLanguageData = z.infer<typeof answerLanguageDataSchema>;

/**
 * Colours of an answer shown as a button, hex without '#'. Idle buttons use the theme's button
 * background with body text (white text on the light grey would be unreadable); selected ones use
 * the primary colour with button text, and the secondary colour on hover.
 */
export const buttonSettingsSchema = z.object({
  bg: hexColourSchema.default(DEFAULT_COLOURS.button_background),
  text: hexColourSchema.default(DEFAULT_COLOURS.text),
  hover_bg: hexColourSchema.default(DEFAULT_COLOURS.button_hover_background),
  hover_text: hexColourSchema.default(DEFAULT_COLOURS.text),
  // The secondary blue, not the primary: white on 5270FF is 4.1:1, below WCAG AA for text.
  active_bg: hexColourSchema.default(DEFAULT_COLOURS.secondary),
  active_text: hexColourSchema.default(DEFAULT_COLOURS.button_text),
  active_hover_bg: hexColourSchema.default('0E2BB8'),
  active_hover_text: hexColourSchema.default(DEFAULT_COLOURS.button_text),
});
export type ButtonSettings = z.infer<typeof buttonSettingsSchema>;

export const answerSchema = z.object({
  ...componentFields('answer'),
  /** The code stored in respondent data; unique among siblings (see nextAnswerCode). */
  code: z.string().min(1, 'An answer needs a code'),
  visibility_condition: visibilityConditionSchema,
  fix_position: fixPositionSchema,
  /** Multi only: ticking it clears every other answer. */
  exclusive: z.boolean().default(false),
  /** Adds a free-text box, enabled only while this answer is selected. */
  other: z.boolean().default(false),
  other_required: z.boolean().default(false),
  disabled: z.boolean().default(false),
  development_fields: z.object({ button_settings: buttonSettingsSchema.prefault({}) }).prefault({}),
  ...languageDataFields(answerLanguageDataSchema),
});
export type Answer = z.infer<typeof answerSchema>;
