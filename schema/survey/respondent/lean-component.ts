// A component as a respondent's browser is given it (issue 14): its texts in the one language the
// respondent sees, and nothing the browser has no use for or must not see. The runtime form (the
// offline walk's) and each page's data for hydration carry components this way.
import type { Component, ComponentOf } from '../components/component';
import { hasText, textHolder, type LanguageTexts, type SurveyLanguage } from './language';

/**
 * The component with `lang`'s texts as its only ones (each field the translation when it has
 * one, else the default language's, as localText reads them: drawn in `lang`, it shows the same),
 * and without what only the server may know: a quota's count (it changes, and is the agency's), a
 * question's data-punch script (the author's), a data processor's provider address and
 * credentials (the server calls the provider, never the browser).
 */
export function leanComponent(component: Component, lang: SurveyLanguage): Component {
  const texts = textHolder(component);
  let out: Component = component;
  // Without translations its texts are its language's already. A component lean already comes
  // back as the same object: the server leans a page once, and the renderer's lean changes nothing.
  if (texts.additional_language_data) {
    const base: LanguageTexts = texts.default_language_data ?? {};
    const translated: LanguageTexts = lang.language === lang.defaultLanguage ? {} : (texts.additional_language_data[lang.language] ?? {});
    const fields = new Set([...Object.keys(base), ...Object.keys(translated)]);
    const data = Object.fromEntries([...fields].map((field) => [field, hasText(translated[field]) ? translated[field] : base[field]]));
    const { additional_language_data: _others, ...rest } = component as Component & { additional_language_data?: unknown };
    out = { ...rest, default_language_data: data } as Component;
  }
  if (out.kind === 'quota_definition' && !(Object.keys(out.development_fields).length === 1 && out.development_fields.count === 0)) {
    out = { ...out, development_fields: { count: 0 } };
  }
  if (out.kind === 'question' && !isLeanPunch(out.development_fields)) {
    out = { ...out, development_fields: { data_punch: false, data_punch_settings: { variables: [], script: '' } } };
  }
  if (out.kind === 'data_processor') {
    out = { ...out, feedback_analytics: { id: '', token: '', score: null, comment: null, tags: [] }, api: { url: '' } };
  }
  return out;
}

/** A question's data-punch fields as the browser is given them: off, no variables, no script. */
function isLeanPunch(fields: ComponentOf<'question'>['development_fields']): boolean {
  const settings = fields.data_punch_settings;
  return Object.keys(fields).length === 2 && fields.data_punch === false
    && Object.keys(settings).length === 2 && settings.variables.length === 0 && settings.script === '';
}
