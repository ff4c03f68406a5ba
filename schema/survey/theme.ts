import { z } from 'zod';
import { httpUrlSchema, idSchema } from './id';
import { DEFAULT_COLOURS, HEX_COLOUR_PATTERN } from './theme-colours';

export { DEFAULT_COLOURS, HEX_COLOUR_PATTERN, isHexColour } from './theme-colours';

/** A colour as six hex digits without '#' (spec §5 hex input); either case is accepted. */
export const hexColourSchema = z.string().regex(HEX_COLOUR_PATTERN, 'Invalid hex code');
export type HexColour = z.infer<typeof hexColourSchema>;

export const themeSchema = z.object({
  id: idSchema,
  /** Only named themes are listed (see isListedTheme); a survey's own theme may be unnamed. */
  name: z.string().nullable().default(null),
  description: z.string().nullable().default(null),
  logo_url: httpUrlSchema.nullable().default(null),
  background_color: hexColourSchema.default(DEFAULT_COLOURS.background),
  survey_background_color: hexColourSchema.default(DEFAULT_COLOURS.survey_background),
  text_color: hexColourSchema.default(DEFAULT_COLOURS.text),
  primary_color: hexColourSchema.default(DEFAULT_COLOURS.primary),
  secondary_color: hexColourSchema.default(DEFAULT_COLOURS.secondary),
  button_text_color: hexColourSchema.default(DEFAULT_COLOURS.button_text),
  // Not in the theme field list of spec §3, but spec §9 gives them defaults: kept so a theme can
  // restyle idle buttons like everything else.
  button_background_color: hexColourSchema.default(DEFAULT_COLOURS.button_background),
  button_hover_background_color: hexColourSchema.default(DEFAULT_COLOURS.button_hover_background),
  development_fields: z
    .object({
      title: z.string().default(''),
      custom_css: z.string().default(''),
    })
    .prefault({}),
});
export type Theme = z.infer<typeof themeSchema>;

/** Theme lists show only themes with a (non-blank) name. */
export function isListedTheme(theme: Pick<Theme, 'name'>): boolean {
  return theme.name !== null && theme.name.trim() !== '';
}
