// How a published version looks and which languages it offers, as the respondent's documents carry
// them: the theme's colours, its logo (http(s) only) and title, the custom CSS sanitised and scoped
// (custom-css.ts), and the launch languages named in themselves for the language switch. Worked out
// once per version (versions never change) and kept beside it.
import type { DocumentLanguage, DocumentTheme } from '../../schema/api/respondent';
import { sanitizeCustomCss } from './custom-css';
import type { FieldedVersion } from './fielded-version';

export interface SurveyLook {
  readonly theme: DocumentTheme;
  /** Scoped and sanitised; undefined when the survey has none (or none survived). */
  readonly customCss: string | undefined;
  /** The launch languages when there are several (the switch); undefined for one. */
  readonly languages: readonly DocumentLanguage[] | undefined;
}

const COLOUR_FIELDS = [
  'background_color', 'survey_background_color', 'text_color', 'primary_color', 'secondary_color',
  'button_text_color', 'button_background_color', 'button_hover_background_color',
] as const;

const LOGO_URL_LIMIT = 2000;

const textOf = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** A logo address a respondent's browser may load: absolute http(s), no credentials, bounded. */
export function logoUrlOf(value: unknown): string | undefined {
  const text = textOf(value)?.trim();
  if (text === undefined || text.length > LOGO_URL_LIMIT) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username !== '' || url.password !== '') return undefined;
  return url.href;
}

/** A language's own name ("français"), capitalised as a list item; the code when the runtime has no name for it. */
export function languageName(code: string): string {
  const tag = code.replace('_', '-');
  try {
    const name = new Intl.DisplayNames([tag], { type: 'language', fallback: 'code' }).of(tag);
    if (name && name !== tag) return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
  } catch {
    // Not a tag Intl knows: shown by its code.
  }
  return code;
}

/**
 * The look of a version. Its theme is the survey's own (title, custom_css, spec §3) and may carry
 * a Theme's fields (logo_url, the colours, development_fields.title / custom_css): either is read.
 */
function lookOf(version: FieldedVersion): SurveyLook {
  const theme = version.theme;
  const development = (typeof theme.development_fields === 'object' && theme.development_fields !== null
    ? theme.development_fields : {}) as Record<string, unknown>;
  const colours = Object.fromEntries(COLOUR_FIELDS.flatMap((field) => {
    const value = textOf(theme[field]);
    return value === undefined ? [] : [[field, value]];
  }));
  const title = textOf(theme.title) ?? textOf(development.title);
  const logo = logoUrlOf(theme.logo_url);
  const css = sanitizeCustomCss(textOf(theme.custom_css) ?? textOf(development.custom_css));
  return {
    theme: { ...colours, ...(title === undefined ? {} : { title }), ...(logo === undefined ? {} : { logo_url: logo }) },
    customCss: css.kind === 'css' ? css.css : undefined,
    languages: version.launchLanguages.length > 1 ? version.launchLanguages.map((code) => ({ code, name: languageName(code) })) : undefined,
  };
}

const looks = new WeakMap<FieldedVersion, SurveyLook>();

/** The version's look, worked out on its first page and kept for its life (FieldedVersions caches versions). */
export function surveyLook(version: FieldedVersion): SurveyLook {
  let look = looks.get(version);
  if (!look) {
    look = lookOf(version);
    looks.set(version, look);
  }
  return look;
}
