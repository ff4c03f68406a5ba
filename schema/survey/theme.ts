import { z } from 'zod';
import { httpUrlSchema, idSchema } from './id';

/** A colour as six hex digits without '#' (spec §5 hex input); either case is accepted. */
export const hexColourSchema = z.string().regex(/^[0-9a-fA-F]{6}$/, 'Invalid hex code');
export type HexColour = z.infer<typeof hexColourSchema>;

/** The default colours of spec §9, without '#'. */
export const DEFAULT_COLOURS = {
  background: 'F1F3F5',
  survey_background: 'FFFFFF',
  text: '0E1318',
  primary: '5270FF',
  secondary: '153DFF',
  button_background: 'E5E9ED',
  button_text: 'FFFFFF',
  button_hover_background: 'C1CAD4',
} as const;

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
