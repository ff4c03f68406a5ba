// Texts of the previewed survey in one language (spec §3 language data): the additional
// language's text when it has one, else the default language's.

/** The language-data fields of any component kind that has texts. */
export interface LanguageDataHolder<F extends string> {
  readonly default_language_data?: Partial<Record<F, string | undefined>> | undefined;
  readonly additional_language_data?: Readonly<Record<string, Partial<Record<F, string | undefined>>>> | undefined;
}

/** Which language to show, and which one the survey was written in. */
export interface PreviewLanguage {
  readonly language: string;
  readonly defaultLanguage: string;
}

const hasText = (text: string | undefined): text is string => text !== undefined && text.trim() !== '';

/** The text of `field` in the shown language, falling back to the default language; '' when none. */
export function localText<F extends string>(holder: LanguageDataHolder<F>, field: F, lang: PreviewLanguage): string {
  if (lang.language !== lang.defaultLanguage) {
    const translated = holder.additional_language_data?.[lang.language]?.[field];
    if (hasText(translated)) return translated;
  }
  return holder.default_language_data?.[field] ?? '';
}

/**
 * The text a rich-text HTML reads as, for labels and accessible names. DOMParser builds an inert
 * document (no scripts run, no images load); outside a browser the tags are stripped instead.
 */
export function plainText(html: string): string {
  if (!html.includes('<') && !html.includes('&')) return html.trim();
  if (typeof DOMParser === 'undefined') return html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

/** "French (fr)" where the runtime knows the code, else the code itself. */
export function languageName(code: string): string {
  try {
    const name = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' }).of(code.replace('_', '-'));
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}
