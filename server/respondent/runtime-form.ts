// A published version as the respondent's browser walks it offline (issue 14 D): the version's
// components and routing in one language, lean, with each author text's sanitised HTML. Built
// once per version and language (versions never change) and served immutable.
import type { Component, SurveyLanguage } from '../../schema';
import { RUNTIME_FORM_FORMAT, type RuntimeForm } from '../../schema/api/respondent';
import { wireTree } from '../../schema/api/respondent/form-tree';
import type { FieldedVersion } from './fielded-version';

type LanguageData = Readonly<Record<string, string | undefined>>;
type Texts = { default_language_data?: LanguageData; additional_language_data?: Readonly<Record<string, LanguageData>> };

const hasText = (text: string | undefined): text is string => text !== undefined && text.trim() !== '';

/**
 * The component with `lang`'s texts as its only ones (each field the translation when it has
 * one, else the default language's, as localText reads them), and nothing the browser has no use
 * for or must not see: extra settings (quota counts, punch scripts) and a data processor's
 * provider credentials (the server calls the provider, never the browser).
 */
function leanComponent(component: Component, lang: SurveyLanguage): Component {
  const texts = component as Component & Texts;
  let out: Component = component;
  if (texts.default_language_data || texts.additional_language_data) {
    const base = texts.default_language_data ?? {};
    const translated = lang.language === lang.defaultLanguage ? {} : (texts.additional_language_data?.[lang.language] ?? {});
    const fields = new Set([...Object.keys(base), ...Object.keys(translated)]);
    const data = Object.fromEntries([...fields].map((field) => [field, hasText(translated[field]) ? translated[field] : base[field]]));
    const { additional_language_data: _others, ...rest } = texts;
    out = { ...rest, default_language_data: data } as Component;
  }
  // A quota's count is the server's (and changes); a question's data-punch script is the author's.
  if (out.kind === 'quota_definition') out = { ...out, development_fields: { count: 0 } };
  if (out.kind === 'question') out = { ...out, development_fields: { data_punch: false, data_punch_settings: { variables: [], script: '' } } };
  if (out.kind === 'data_processor') {
    out = { ...out, feedback_analytics: { id: '', token: '', score: null, comment: null, tags: [] }, api: { url: '' } };
  }
  return out;
}

function stringsOf(value: unknown, out: Set<string>): void {
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, out);
  else if (value !== null && typeof value === 'object') for (const item of Object.values(value)) stringsOf(item, out);
}

/** The runtime form of `version` in `lang`; `sanitize` is the pages' sanitiser (the renderer module's). */
export async function runtimeFormOf(
  version: FieldedVersion, lang: SurveyLanguage, sanitize: (texts: Iterable<string>) => Promise<Record<string, string>>,
): Promise<RuntimeForm> {
  const components = version.all.map((component) => leanComponent(component, lang));
  const texts = new Set<string>();
  for (const component of components) {
    const data = (component as Component & Texts).default_language_data;
    if (data) stringsOf(data, texts);
  }
  return {
    format: RUNTIME_FORM_FORMAT, surveyId: version.adminSurveyId, version: version.version, lang,
    ...wireTree(components), html: await sanitize(texts),
  };
}

/** Runtime forms by version and language, built once each; a version never changes. */
export class RuntimeForms {
  private readonly cache = new Map<string, Promise<RuntimeForm>>();

  constructor(private readonly sanitize: (texts: Iterable<string>) => Promise<Record<string, string>>, private readonly capacity = 100) {}

  get(version: FieldedVersion, lang: SurveyLanguage): Promise<RuntimeForm> {
    const key = `${version.adminSurveyId}:${version.version}:${lang.language}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const built = runtimeFormOf(version, lang, this.sanitize);
    built.catch(() => this.cache.delete(key));
    // Oldest out first: Map keeps insertion order.
    if (this.cache.size >= this.capacity) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(key, built);
    return built;
  }
}
