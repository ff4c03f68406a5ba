// What the settings panel hands the designer: field changes at paths, turned by the designer into
// one undoable draft operation per gesture (the label names it in the undo history).

/** One field change; no `value` removes the key, so the schema default applies again. */
export interface SettingChange {
  readonly path: readonly string[];
  readonly value?: unknown;
}

export type SettingsChangeHandler = (changes: readonly SettingChange[], label: string) => void;

/** The language being edited: the survey's default language, or an additional language's code. */
export const DEFAULT_LANGUAGE = 'default';

/** Where a per-language text lives: default_language_data, or additional_language_data[code]. */
export function languagePath(language: string, field: readonly string[]): readonly string[] {
  return language === DEFAULT_LANGUAGE
    ? ['default_language_data', ...field]
    : ['additional_language_data', language, ...field];
}
