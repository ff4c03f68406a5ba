// Piped texts kept live on the page (issue 14 A): a text that pipes an answer given on its own
// page ("Why <Q1's label>?" beside Q1) reads each new answer at once, not after the page posts.
// The server names these texts (`page.liveTexts`) and sends each one's sanitised template (its
// items kept, the data's `html` under the text); the browser pipes the template, which adds only
// escaped values to markup the server made safe, so the result is drawn as it is.
import type { DocumentPage } from '../../schema/api/respondent/respondent-document';
import type { Component } from '../../schema/survey/components/component';
import type { Answers } from '../../schema/survey/respondent/answers';
import { textHolder, type SurveyLanguage } from '../../schema/survey/respondent/language';
import type { LiveText } from '../../schema/survey/respondent/live-texts';
import { pipeText, pipingSurvey, type PipingContext } from '../../schema/survey/respondent/piped-text';
import type { LiveView } from './live-page';

/** Most piped results remembered as safe: enough for a page's live texts over many keystrokes. */
const REMEMBERED = 256;

/** A component with one text of its (leaned: the page's language only) language data replaced. */
function withText(component: Component, field: string, text: string): Component {
  return { ...component, default_language_data: { ...textHolder(component).default_language_data, [field]: text } } as Component;
}

const textOf = (component: Component, field: string) => textHolder(component).default_language_data?.[field];

export class LivePiping {
  private readonly texts: readonly (LiveText & { readonly template: string })[];
  private readonly read: ReadonlySet<string>;
  /** Piped templates handed out: safe as they are (the page's sanitiser passes them through). */
  private readonly safe = new Set<string>();
  private readonly context: Omit<PipingContext, 'answers'>;

  /** The page's live texts, or null when it has none (or nothing to pipe them with). */
  static of(page: DocumentPage, html: Readonly<Record<string, string>>, lang: SurveyLanguage): LivePiping | null {
    if (!page.liveTexts?.length || !page.piping) return null;
    return new LivePiping(page, html, lang);
  }

  private constructor(page: DocumentPage, html: Readonly<Record<string, string>>, lang: SurveyLanguage) {
    // A text without its template (an older server's data) stays as the server piped it.
    this.texts = (page.liveTexts ?? []).flatMap((live) => (Object.hasOwn(html, live.html) ? [{ ...live, template: html[live.html]! }] : []));
    this.read = new Set(this.texts.flatMap((live) => live.reads));
    // The items read the page's questions and answers only; the page holds them all.
    this.context = { ...page.piping!, survey: pipingSurvey(page.pageComponents ?? page.components), lang };
  }

  /** Whether an answer to this question changes a live text. */
  reads(questionId: string): boolean {
    return this.read.has(questionId);
  }

  /**
   * `view` with every live text of its components piped with `answers`; the same view (its
   * arrays too) when none reads differently, so nothing else draws again.
   */
  piped(view: LiveView, answers: Answers): LiveView {
    const context: PipingContext = { ...this.context, answers };
    const replaced = new Map<string, Component>();
    const byId = new Map(view.components.map((c) => [c.id, c]));
    for (const live of this.texts) {
      const component = replaced.get(live.componentId) ?? byId.get(live.componentId);
      if (!component) continue;
      const text = pipeText(live.template, context);
      // Every text drawn now stays remembered, changed or not.
      this.remember(text);
      if (textOf(component, live.field) === text) continue;
      replaced.set(live.componentId, withText(component, live.field, text));
    }
    if (replaced.size === 0) return view;
    const swap = (c: Component) => replaced.get(c.id) ?? c;
    return { ...view, components: view.components.map(swap), items: view.items.map(swap) };
  }

  /** The page's sanitiser, passing the piped templates through as the safe markup they are. */
  sanitizer(sanitizeHtml: (html: string) => string): (html: string) => string {
    return (html) => (this.safe.has(html) ? html : sanitizeHtml(html));
  }

  private remember(text: string): void {
    this.safe.delete(text);
    this.safe.add(text);
    if (this.safe.size > REMEMBERED) this.safe.delete(this.safe.values().next().value!);
  }
}
