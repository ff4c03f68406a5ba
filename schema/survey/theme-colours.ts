// The theme's colour rules without zod (theme.ts builds its schemas on them), for the
// respondent's browser bundle, which draws theme colours but parses no theme.

/** Six hex digits without '#' (spec §5 hex input); either case is accepted. */
export const HEX_COLOUR_PATTERN = /^[0-9a-fA-F]{6}$/;

export const isHexColour = (value: string): boolean => HEX_COLOUR_PATTERN.test(value);

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
