// The survey theme drawn in the preview frame: theme colours (hex without '#', spec §3) become the
// CSS custom properties of tokens.css, set on the frame so everything inside picks them up.
import type { CSSProperties } from 'react';
import { AA_TEXT_CONTRAST, contrastRatio } from '../../schema/survey/contrast';
import type { Theme } from '../../schema/survey/theme';
import { DEFAULT_COLOURS, isHexColour } from '../../schema/survey/theme-colours';

type ColourField =
  | 'background_color'
  | 'survey_background_color'
  | 'text_color'
  | 'primary_color'
  | 'secondary_color'
  | 'button_text_color'
  | 'button_background_color'
  | 'button_hover_background_color';

/**
 * What the preview reads of a theme. Every colour is optional: a survey's own theme may carry only
 * its title and custom_css, and whatever is missing (or not a valid hex) takes the §9 default.
 */
export type SurveyTheme = Partial<Pick<Theme, ColourField>> & { readonly custom_css?: string | undefined };

const COLOUR_FIELDS = {
  background_color: DEFAULT_COLOURS.background,
  survey_background_color: DEFAULT_COLOURS.survey_background,
  text_color: DEFAULT_COLOURS.text,
  primary_color: DEFAULT_COLOURS.primary,
  secondary_color: DEFAULT_COLOURS.secondary,
  button_text_color: DEFAULT_COLOURS.button_text,
  button_background_color: DEFAULT_COLOURS.button_background,
  button_hover_background_color: DEFAULT_COLOURS.button_hover_background,
} as const satisfies Record<ColourField, string>;

export type ThemeColours = Readonly<Record<ColourField, string>>;

/** Each colour as '#rrggbb', falling back to the default when missing or invalid. */
export function themeColours(theme: SurveyTheme | undefined): ThemeColours {
  const entries = Object.entries(COLOUR_FIELDS).map(([field, fallback]) => {
    const value = theme?.[field as ColourField]?.replace(/^#/, '');
    const hex = value !== undefined && isHexColour(value) ? value : fallback;
    return [field, `#${hex.toLowerCase()}`];
  });
  return Object.fromEntries(entries) as ThemeColours;
}

/**
 * The fill of the page's action buttons (Next, Check answers): the primary colour when the button
 * text reads on it at AA, else the secondary when that does. The §9 defaults need this: white on
 * the primary 5270FF is 4.1:1, on the secondary 153DFF 6.7:1. A theme where neither reads keeps
 * its primary (its author is warned in the designer).
 */
export function actionFill(c: ThemeColours): string {
  if (contrastRatio(c.primary_color, c.button_text_color) >= AA_TEXT_CONTRAST) return c.primary_color;
  return contrastRatio(c.secondary_color, c.button_text_color) >= AA_TEXT_CONTRAST ? c.secondary_color : c.primary_color;
}

/**
 * The custom properties of the frame. Besides the --survey-* tokens (answer buttons), the app
 * tokens that form fields draw with (--color-text, --color-surface, --color-primary) are pointed
 * at the theme too, so the inputs inside the frame look as they will for respondents.
 */
export function themeStyle(theme: SurveyTheme | undefined): CSSProperties {
  const c = themeColours(theme);
  const properties: Record<string, string> = {
    '--survey-background': c.background_color,
    '--survey-surface': c.survey_background_color,
    '--survey-text': c.text_color,
    '--survey-primary': c.primary_color,
    '--survey-secondary': c.secondary_color,
    '--survey-button-bg': c.button_background_color,
    '--survey-button-text': c.button_text_color,
    '--survey-button-hover-bg': c.button_hover_background_color,
    '--color-bg': c.background_color,
    '--color-surface': c.survey_background_color,
    '--color-surface-raised': c.survey_background_color,
    '--color-text': c.text_color,
    '--color-primary': actionFill(c),
    '--color-primary-hover': c.secondary_color,
    '--color-primary-text': c.button_text_color,
  };
  return properties as CSSProperties;
}
