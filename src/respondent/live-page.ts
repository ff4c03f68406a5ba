// A page kept live in the browser (issue 14 A): after each answer, which of the page's components
// and items show and what the responses are (the schema's visibility, as the server settles it),
// and Next's checks before the form posts (validatePage, as the server runs them). Pure.
// An answer re-evaluates only what reads its question: the page's conditions are indexed by the
// questions they read, and an answer no condition on the page reads changes its response only.
import type { ConditionNode } from '../../schema/survey/condition';
import type { Component } from '../../schema/survey/components/component';
import type { Responses } from '../../schema/survey/condition-evaluator';
import type { Answers } from '../../schema/survey/respondent/answers';
import type { SurveyLanguage } from '../../schema/survey/respondent/language';
import { validatePage, type PageProblem } from '../../schema/survey/respondent/page-validation';
import { toResponses, visibleComponents } from '../../schema/survey/respondent/responses';
import { answerGroupsOf, childrenByParent, childrenOfKind, type ChildrenMap } from '../../schema/survey/respondent/tree';
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

function questionsIn(node: ConditionNode | null | undefined, out: Set<string>): void {
  if (!node) return;
  if (node.kind === 'condition') out.add(node.question_id);
  else for (const item of node.items) questionsIn(item, out);
}

const readCache = new WeakMap<DocumentPage, ReadonlySet<string>>();

/** The questions a visibility condition on the page reads (its components' and its items'). */
export function questionsReadOn(page: DocumentPage): ReadonlySet<string> {
  let read = readCache.get(page);
  if (!read) {
    const found = new Set<string>();
    for (const component of page.pageComponents ?? page.components) {
      if ('visibility_condition' in component) questionsIn(component.visibility_condition, found);
    }
    read = found;
    readCache.set(page, read);
  }
  return read;
}

interface ViewIndex {
  readonly byId: ReadonlyMap<string, Component>;
  readonly tree: ChildrenMap;
}

const viewCache = new WeakMap<readonly Component[], ViewIndex>();

function indexOf(components: readonly Component[]): ViewIndex {
  let index = viewCache.get(components);
  if (!index) {
    index = { byId: new Map(components.map((c) => [c.id, c])), tree: childrenByParent(components) };
    viewCache.set(components, index);
  }
  return index;
}

/** A shown question with the shown groups it is answered with and their answers: all its response reads. */
function questionParts(components: readonly Component[], questionId: string): Component[] | null {
  const { byId, tree } = indexOf(components);
  const question = byId.get(questionId);
  if (question?.kind !== 'question') return null;
  const groups = answerGroupsOf(tree, question);
  return [question, ...groups, ...groups.flatMap((group) => childrenOfKind(tree, group.id, 'answer'))];
}

/**
 * The page after an answer to `questionId`, from the view before it. When no visibility condition
 * on the page reads that question nothing shows or hides: only its response changes, from its own
 * parts, and the view keeps its components and items (the same arrays: nothing draws again but
 * the answered field). Otherwise visibility is settled again (liveView).
 */
export function answeredView(page: DocumentPage, before: LiveView, answers: Answers, questionId: string): LiveView {
  if (questionsReadOn(page).has(questionId)) return liveView(page, answers);
  const parts = questionParts(before.components, questionId);
  if (!parts) return liveView(page, answers);
  const response = toResponses(parts, { [questionId]: answers[questionId] ?? {} })[questionId];
  const { [questionId]: _before, ...others } = before.responses;
  return { components: before.components, items: before.items, responses: response ? { ...others, [questionId]: response } : others };
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
