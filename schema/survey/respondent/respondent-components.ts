// A page's components as one respondent sees them: answers in their order (answerOrder) and
// texts piped (pipeText). The server hands these to the page renderer, so the HTML it renders and
// the page the browser hydrates agree without either deciding again. Applying it twice changes
// nothing: the groups come back as_displayed and the texts hold no dynamic-text items.
import type { Component } from '../components/component';
import { answerOrder } from './answer-order';
import { textHolder, type LanguageTexts, type SurveyLanguage } from './language';
import { pipeText, pipingSurvey, type PipingSurvey, type PipingValues } from './piped-text';

function pipedData(data: LanguageTexts, pipe: (html: string) => string): LanguageTexts {
  let changed = false;
  const out: Record<string, string | undefined> = {};
  for (const [field, text] of Object.entries(data)) {
    const piped = typeof text === 'string' ? pipe(text) : text;
    changed ||= piped !== text;
    out[field] = piped;
  }
  return changed ? out : data;
}

/** The component with every text of every language piped; the same object when none changes. */
function piped<C extends Component>(component: C, pipe: (html: string) => string): C {
  const holder = textHolder(component);
  if (!holder.default_language_data) return component;
  const base = pipedData(holder.default_language_data, pipe);
  const extra = holder.additional_language_data ?? {};
  const languages = Object.fromEntries(Object.entries(extra).map(([language, data]) => [language, pipedData(data, pipe)]));
  const extraChanged = Object.keys(extra).some((language) => languages[language] !== extra[language]);
  if (base === holder.default_language_data && !extraChanged) return component;
  return { ...component, default_language_data: base, ...(holder.additional_language_data ? { additional_language_data: languages } : {}) };
}

export interface RespondentView {
  /** Stable per respondent (their id): the seed of randomised and rotated answer orders; none: as displayed. */
  readonly seed?: string | undefined;
  readonly lang: SurveyLanguage;
  /** None: the texts keep their items (the designer's preview shows them as chips). */
  readonly piping?: PipingValues | undefined;
  /**
   * Every component of the version, for the items that name one not on the page (an earlier
   * question); a server indexes its version once (`pipingSurvey`).
   */
  readonly survey: readonly Component[] | PipingSurvey;
}

/**
 * `components` (a page's visible components) for one respondent: each single or multi group's
 * answers renumbered into the respondent's order (the group then as_displayed), and the texts of
 * every language piped with their values.
 */
export function respondentComponents(components: readonly Component[], view: RespondentView): Component[] {
  const survey = 'byId' in view.survey ? view.survey : pipingSurvey(view.survey);
  const newOrder = new Map<string, number>();
  const groupsDone = new Set<string>();
  for (const group of view.seed === undefined ? [] : components) {
    if (group.kind !== 'answer_group' || (group.answer_group_type !== 'single' && group.answer_group_type !== 'multi')) continue;
    if (group.child_list_order === 'as_displayed') continue;
    // Ordered over all of the group's answers, not the ones shown now: an answer revealed later
    // takes its place without moving the others (and the server's and browser's lists agree).
    const answers = survey.tree.get(group.id) ?? [];
    answerOrder(group, answers, view.seed ?? '', view.lang).forEach((child, index) => newOrder.set(child.id, index));
    groupsDone.add(group.id);
  }
  const values = view.piping;
  const context = values ? { ...values, survey, lang: view.lang } : undefined;
  const pipe = (html: string) => (context ? pipeText(html, context) : html);
  return components.map((component) => {
    let out: Component = context ? piped(component, pipe) : component;
    const order = newOrder.get(component.id);
    if (order !== undefined && order !== out.order) out = { ...out, order };
    if (groupsDone.has(out.id) && out.kind === 'answer_group' && (out.answer_group_type === 'single' || out.answer_group_type === 'multi')) {
      out = { ...out, child_list_order: 'as_displayed' };
    }
    return out;
  });
}
