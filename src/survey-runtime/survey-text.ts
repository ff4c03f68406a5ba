// Texts of a survey as the page shows them: localText (schema) picks the language; plainText reads
// rich text as the plain text of labels and accessible names.

export { localText, type LanguageDataHolder, type SurveyLanguage } from '../../schema/survey/respondent/language';
export { plainText } from '../../schema/survey/plain-text';

/** "French (fr)" where the runtime knows the code, else the code itself. */
export function languageName(code: string): string {
  try {
    const name = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' }).of(code.replace('_', '-'));
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}
