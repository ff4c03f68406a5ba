// A published version as the respondent's browser walks it offline (issue 14 D): the version's
// components and routing in one language, lean, with each author text's sanitised HTML. Built
// once per version and language (versions never change) and served immutable.
import type { Component, SurveyLanguage } from '../../schema';
import { RUNTIME_FORM_FORMAT, type RuntimeForm } from '../../schema/api/respondent';
import { wireTree } from '../../schema/api/respondent/form-tree';
import { leanComponent } from '../../schema/survey/respondent/lean-component';
import { stringsOf } from '../../schema/survey/respondent/value-strings';
import type { FieldedVersion } from './fielded-version';

/** The runtime form of `version` in `lang`; `sanitize` is the pages' sanitiser (the renderer module's). */
export async function runtimeFormOf(
  version: FieldedVersion, lang: SurveyLanguage, sanitize: (texts: Iterable<string>) => Promise<Record<string, string>>,
): Promise<RuntimeForm> {
  const components = version.all.map((component) => leanComponent(component, lang));
  const texts = new Set<string>();
  for (const component of components) {
    const data = (component as Component & { default_language_data?: Readonly<Record<string, string | undefined>> }).default_language_data;
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
