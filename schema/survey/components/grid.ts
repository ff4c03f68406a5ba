import { z } from 'zod';
import { languageDataFields, languageDataSchema } from '../language-data';
import { childListOrderSchema, componentFields, fixPositionSchema, visibilityConditionSchema } from './common';

export const GRID_ORIENTATIONS = ['auto', 'horizontal', 'vertical'] as const;
export type GridOrientation = (typeof GRID_ORIENTATIONS)[number];

export const gridLanguageDataSchema = languageDataSchema('question_text', 'instruction_text', 'grid_header_text');
export type GridLanguageData = z.infer<typeof gridLanguageDataSchema>;

export const gridPresentationSchema = z.object({
  /** Show each grid question as its own question instead of one table. */
  explode: z.boolean().default(false),
  orientation: z.enum(GRID_ORIENTATIONS).default('auto'),
  show_instruction_text: z.boolean().default(true),
});

/** A grid: rows are its questions (named GD1_1, GD1_2, …), columns its answer groups. */
export const gridSchema = z.object({
  ...componentFields('grid'),
  fix_position: fixPositionSchema,
  visibility_condition: visibilityConditionSchema,
  child_list_order: childListOrderSchema,
  presentation: gridPresentationSchema.prefault({}),
  ...languageDataFields(gridLanguageDataSchema),
});
export type Grid = z.infer<typeof gridSchema>;
