// Texts of a survey in one language (spec §3 language data): the additional language's text when
// it has one, else the default language's. Shared by the renderer and the server's messages.

/** The language-data fields of any component kind that has texts. */
export interface LanguageDataHolder<F extends string> {
  readonly default_language_data?: Partial<Record<F, string | undefined>> | undefined;
  readonly additional_language_data?: Readonly<Record<string, Partial<Record<F, string | undefined>>>> | undefined;
}

/** One language's texts of a component, by field. */
export type LanguageTexts = Partial<Record<string, string | undefined>>;

/** A component's language data, whatever its kind (a kind without texts has none). */
export const textHolder = (component: object): LanguageDataHolder<string> => component as LanguageDataHolder<string>;

/** Which language to show, and which one the survey was written in. */
export interface SurveyLanguage {
  readonly language: string;
  readonly defaultLanguage: string;
}

/** Whether a translation says something (an empty or blank one falls back to the default language). */
export const hasText = (text: string | undefined): text is string => text !== undefined && text.trim() !== '';

/** The text of `field` in the shown language, falling back to the default language; '' when none. */
export function localText<F extends string>(holder: LanguageDataHolder<F>, field: F, lang: SurveyLanguage): string {
  if (lang.language !== lang.defaultLanguage) {
    const translated = holder.additional_language_data?.[lang.language]?.[field];
    if (hasText(translated)) return translated;
  }
  return holder.default_language_data?.[field] ?? '';
}
