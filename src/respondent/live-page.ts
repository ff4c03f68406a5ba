// A page kept live in the browser (issue 14 A): after each answer, which of the page's components
// and items show and what the responses are (the schema's visibility, as the server settles it),
// and Next's checks before the form posts (validatePage, as the server runs them). Pure.
import type { Component } from '../../schema/survey/components/component';
import type { Responses } from '../../schema/survey/condition-evaluator';
import type { Answers } from '../../schema/survey/respondent/answers';
import type { SurveyLanguage } from '../../schema/survey/respondent/language';
import { validatePage, type PageProblem } from '../../schema/survey/respondent/page-validation';
import { toResponses, visibleComponents } from '../../schema/survey/respondent/responses';
import { childrenByParent } from '../../schema/survey/respondent/tree';
import { flowSourceOf, shownItems } from '../../schema/survey/routing-walk';
import type { DocumentPage } from '../../schema/api/respondent';

/** Most rounds the settling takes, as settleVisibility (conditions can flip-flop). */
const MAX_ROUNDS = 10;

export interface LiveView {
  /** The page's visible components, with their parents. */
  readonly components: readonly Component[];
  readonly items: readonly Component[];
  readonly responses: Responses;
}

const isRouting = (component: Component) => component.kind === 'routing_page' || component.kind === 'routing_item';

/** The page's drawable components that can show (hidden ones included), without routing ones. */
function contentOf(page: DocumentPage): Component[] {
  return (page.pageComponents ?? page.components).filter((component) => !isRouting(component));
}

/**
 * The page for `answers`: visibility settled over the page's components, with the responses of
 * every other question as the server settled them (answers elsewhere do not change on this page).
 */
export function liveView(page: DocumentPage, answers: Answers): LiveView {
  const content = contentOf(page);
  const here = new Set(content.filter((c) => c.kind === 'question').map((c) => c.id));
  const elsewhere = Object.fromEntries(Object.entries(page.responses).filter(([questionId]) => !here.has(questionId)));
  let visible = content;
  let responses: Responses = { ...elsewhere, ...toResponses(visible, answers) };
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const next = visibleComponents(content, responses);
    const same = next.length === visible.length && next.every((component, index) => component === visible[index]);
    visible = next;
    responses = { ...elsewhere, ...toResponses(visible, answers) };
    if (same) break;
  }
  const shown = new Set(visible.map((c) => c.id));
  const pageComponent = page.pageComponents?.find((c) => c.kind === 'routing_page' && c.id === page.pageId);
  const items = pageComponent?.kind === 'routing_page'
    ? shownItems(flowSourceOf(page.pageComponents ?? []), pageComponent, responses).map((s) => s.target)
    // Without the page's components the items are the server's, less any an answer has hidden.
    : page.items;
  return { components: visible, items: items.filter((item) => item.kind !== 'exit_block' && shown.has(item.id)), responses };
}

/** The answers the form would post: those of the page's visible questions. */
export function postedAnswers(page: DocumentPage, view: LiveView, answers: Answers): Answers {
  const here = new Set(contentOf(page).filter((c) => c.kind === 'question').map((c) => c.id));
  const posted: Record<string, Answers[string]> = {};
  for (const component of view.components) {
    const given = answers[component.id];
    if (component.kind === 'question' && here.has(component.id) && given) posted[component.id] = given;
  }
  return posted;
}

/**
 * Next's checks in the browser: the answers the form would post (those of the page's visible
 * questions) through validatePage, as the server will check them again.
 */
export function pageProblems(page: DocumentPage, view: LiveView, answers: Answers, lang: SurveyLanguage, today: string): PageProblem[] {
  const content = contentOf(page);
  return validatePage({
    tree: childrenByParent(content), shown: view.items, answers: postedAnswers(page, view, answers), responses: view.responses, lang, today,
  });
}
