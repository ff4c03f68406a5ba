// Texts piped from answers on their own page (issue 14 A: "every piped text re-evaluated" per
// answer). "Why did you choose <Q1's label>?" beside Q1 must read the answer as soon as it is
// given, not once the page is posted. The server names these texts for the page; the browser
// pipes them again (from the server's sanitised template) whenever an answer they read changes.
import type { Component } from '../components/component';
import { localText, textHolder, type SurveyLanguage } from './language';
import { questionsPipedIn } from './piped-text';

/** One text of a page that pipes an answer given on that page. */
export interface LiveText {
  readonly componentId: string;
  /** Its field in the component's language data ('question_text', 'label', …). */
  readonly field: string;
  /** The author's text in the page's language, items unpiped. */
  readonly html: string;
  /** The page's questions whose answers its items read. */
  readonly reads: readonly string[];
}

/**
 * The texts of `components` (a page's, unpiped) in `lang` that pipe an answer to one of the
 * page's own questions: texts piping earlier pages only are settled by the server once.
 */
export function liveTextsOf(components: readonly Component[], lang: SurveyLanguage): LiveText[] {
  const questions = new Set(components.filter((c) => c.kind === 'question').map((c) => c.id));
  const out: LiveText[] = [];
  for (const component of components) {
    const holder = textHolder(component);
    if (!holder.default_language_data && !holder.additional_language_data) continue;
    const fields = new Set([...Object.keys(holder.default_language_data ?? {}), ...Object.keys(holder.additional_language_data?.[lang.language] ?? {})]);
    for (const field of fields) {
      const html = localText(holder, field, lang);
      if (!html.includes('dt-id')) continue;
      const reads = questionsPipedIn(html).filter((id) => questions.has(id));
      if (reads.length > 0) out.push({ componentId: component.id, field, html, reads });
    }
  }
  return out;
}
