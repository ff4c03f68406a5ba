// The language the question editor edits in: the survey's default language (texts in
// default_language_data) or one of its additional languages (additional_language_data[code]).
// Pure rules here; the URL search param `lang` and the session memory are read in
// editing-language-context.tsx.
import { browserSession, recall, remember } from '../../../app/session-memory';
import { DEFAULT_LANGUAGE } from '../settings';

export interface SurveyLanguages {
  /** The code the survey is written in (en by default). */
  readonly defaultLanguage: string;
  /** Its translations, in the order the survey lists them, never the default language. */
  readonly additional: readonly string[];
}

export interface LanguageOption {
  readonly code: string;
  readonly name: string;
  readonly isDefault: boolean;
}

export interface EditingLanguage {
  /**
   * What the settings take (ComponentSettings' `language`): DEFAULT_LANGUAGE while editing the
   * default language, else the additional language's code.
   */
  readonly language: string;
  /** The code of the language being edited, the default language's own code included. */
  readonly code: string;
  readonly name: string;
  /** The default language's name, for "empty texts show the English text". */
  readonly defaultName: string;
  /** The survey's languages, the default first. */
  readonly options: readonly LanguageOption[];
  /** Switches the editing language (a code of `options`). */
  choose(code: string): void;
}

/** Editing the default language, for screens outside the editor (and tests) with no provider. */
export const DEFAULT_EDITING: EditingLanguage = {
  language: DEFAULT_LANGUAGE,
  code: '',
  name: '',
  defaultName: '',
  options: [],
  choose: () => {},
};

const isCode = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * The survey's languages from its record: the draft's survey (JSON as the server sent it, so
 * checked) where it has them, else the designer's loaded summary.
 */
export function surveyLanguages(record: Readonly<Record<string, unknown>> | null, fallback: SurveyLanguages): SurveyLanguages {
  const defaultLanguage = isCode(record?.default_language) ? record.default_language : fallback.defaultLanguage;
  const listed = Array.isArray(record?.additional_languages) ? record.additional_languages.filter(isCode) : fallback.additional;
  return { defaultLanguage, additional: [...new Set(listed)].filter((code) => code !== defaultLanguage) };
}

/**
 * The `language` a request (the `lang` param, the remembered choice) comes to: one of the survey's
 * additional languages, else the default. A language removed from the survey falls back too.
 */
export function resolveEditingLanguage(requested: unknown, languages: SurveyLanguages): string {
  return isCode(requested) && languages.additional.includes(requested) ? requested : DEFAULT_LANGUAGE;
}

export function languageOptions(languages: SurveyLanguages, nameOf: (code: string) => string): LanguageOption[] {
  return [languages.defaultLanguage, ...languages.additional].map((code, index) => ({ code, name: nameOf(code), isDefault: index === 0 }));
}

const memoryKey = (surveyId: string) => `fieldwork.editing-language.${surveyId}`;

/**
 * The choice is kept per survey for the browser session as well as in the URL, so coming back to
 * the edit tab through the designer's tabs (which drop the search) keeps the language.
 */
export function recallEditingLanguage(surveyId: string, storage: Storage | undefined = browserSession()): string | null {
  return recall(storage, memoryKey(surveyId));
}

/** Remembers an additional language; null (the default language) forgets. The URL still carries the choice when storage is blocked. */
export function rememberEditingLanguage(surveyId: string, code: string | null, storage: Storage | undefined = browserSession()): void {
  remember(storage, memoryKey(surveyId), code);
}
