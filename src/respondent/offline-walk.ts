// Next and Back in the browser (issue 14 D): with the version's runtime form, the respondent's
// next page is walked here with the server's own pure walk (schema/survey/respondent/walk.ts), so
// it draws at once, online or not. The server still decides: each submission is sent (in order,
// once) and its answer wins when the queue drains. What only the server knows waits for it:
// quota decisions (a flagged page is passed here), data processors' results, the final status
// and exit text (an end walked here says the answers are kept and will be sent).
import type { Component, ComponentOf } from '../../schema/survey/components/component';
import type { Responses } from '../../schema/survey/condition-evaluator';
import { expandedComponents, type DocumentData, type RuntimeForm } from '../../schema/api/respondent/page-reply';
import type { DocumentPage } from '../../schema/api/respondent/respondent-document';
import type { Answers } from '../../schema/survey/respondent/answers';
import { pipingSurvey, type PipingSurvey } from '../../schema/survey/respondent/piped-text';
import { respondentComponents } from '../../schema/survey/respondent/respondent-components';
import { settleVisibility } from '../../schema/survey/respondent/responses';
import { childrenByParent } from '../../schema/survey/respondent/tree';
import {
  isDrawn, landing, pageComponents, pageOf, pageQuestionIds, withPage, type WalkVersion,
} from '../../schema/survey/respondent/walk';
import { flowSourceOf, shownItems, stepAfter } from '../../schema/survey/routing-walk';

/** What an end walked on this device says until the server has the answers and decides. */
export const KEPT_TEXT = 'Thank you. Your answers are kept on this device and will be sent as soon as you are back online.';

const ROUTING_KINDS = new Set(['routing_group', 'routing_condition', 'routing_page', 'routing_item']);

/** A runtime form indexed for the walk, once per form. */
export interface OfflineVersion extends WalkVersion {
  readonly form: RuntimeForm;
  readonly piping: PipingSurvey;
}

export function offlineVersion(form: RuntimeForm): OfflineVersion {
  const all = expandedComponents(form);
  const components = all.filter((c) => !ROUTING_KINDS.has(c.kind));
  return {
    form, all, components, source: flowSourceOf(all), tree: childrenByParent(components),
    version: form.version, adminSurveyId: form.surveyId, piping: pipingSurvey(components),
  };
}

/** A key for one submission: random, and fine outside a secure context (crypto.randomUUID is not). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Responses no answer gives (data collectors' values from the link), as the server settled them. */
function givenOf(version: OfflineVersion, page: DocumentPage): Responses {
  const collectors = version.components.filter((c) => c.kind === 'data_collector');
  return Object.fromEntries(collectors.flatMap((c) => (c.id in page.responses ? [[c.id, page.responses[c.id]!]] : [])));
}

/** The answers to questions only, as the server hands them to the page. */
function questionAnswers(version: OfflineVersion, answers: Answers): Answers {
  return Object.fromEntries(Object.entries(answers).filter(([id]) => version.source.get(id)?.kind === 'question'));
}

/** The version's visible components and the responses, settled for the answers (settleVisibility). */
type Settled = { readonly visible: readonly Component[]; readonly responses: Responses };

/**
 * A page's document as the server's data block holds it for these answers: of the visible
 * components only the page's own (the server sends no more: a page costs the page, not the
 * survey), answers ordered and texts piped.
 */
function pageDocument(
  version: OfflineVersion, data: DocumentData, from: DocumentPage, page: ComponentOf<'routing_page'>,
  answers: Answers, settled: Settled, place: { readonly pageNumber: number; readonly canGoBack: boolean },
): DocumentData {
  const onPage = pageComponents(version, page);
  const onPageIds = new Set(onPage.map((c) => c.id));
  const visible = new Set(settled.visible.map((c) => c.id));
  const items = shownItems(version.source, page, settled.responses)
    .map((s) => s.target)
    .filter((target) => isDrawn(target) && visible.has(target.id));
  const shownAnswers = questionAnswers(version, answers);
  const piping = from.piping ? { ...from.piping, answers: shownAnswers } : undefined;
  const respondentView = { seed: from.orderSeed, lang: data.document.lang, piping, survey: version.piping };
  const components: Component[] = respondentComponents(settled.visible.filter((c) => onPageIds.has(c.id)), respondentView);
  const shown = new Map(components.map((c) => [c.id, c]));
  const body: DocumentPage = {
    kind: 'page', pageId: page.id, pageNumber: place.pageNumber, version: version.form.version,
    idempotencyKey: newIdempotencyKey(), canGoBack: place.canGoBack,
    components, items: items.map((item) => shown.get(item.id) ?? item), answers: shownAnswers, responses: settled.responses,
    problems: [], orderSeed: from.orderSeed, piping,
    pageComponents: respondentComponents(onPage, respondentView),
  };
  return { document: { ...data.document, body }, html: pageHtml(version, body) };
}

function stringsOf(value: unknown, out: Set<string>): void {
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, out);
  else if (value !== null && typeof value === 'object') for (const item of Object.values(value)) stringsOf(item, out);
}

/**
 * The sanitised HTML of the page's texts only, as the server's data block carries it: the page is
 * kept on the device with it at each step, and the whole version's would cost every step.
 */
function pageHtml(version: OfflineVersion, body: DocumentPage): Record<string, string> {
  const strings = new Set<string>();
  for (const component of body.pageComponents ?? body.components) stringsOf(component, strings);
  const html: Record<string, string> = {};
  for (const text of strings) if (Object.hasOwn(version.form.html, text)) html[text] = version.form.html[text]!;
  return html;
}

/** Where Next from the page in `data` with `posted` lands: the next page's document, or the kept-answers end. */
export function nextDocument(version: OfflineVersion, data: DocumentData, posted: Answers): DocumentData | null {
  const from = data.document.body;
  if (from.kind !== 'page') return null;
  const page = pageOf(version, from.pageId);
  // A page this form does not know (another version): only the server can walk on.
  if (!page || (from.version !== undefined && from.version !== version.form.version)) return null;
  const answers = withPage(from.answers, pageQuestionIds(version, page), posted);
  const settled = settleVisibility(version.components, answers, givenOf(version, from));
  // No quota gate: quota decisions wait for the server, which applies them when it answers.
  const landed = landing(version, stepAfter(version.source, page.id, settled.responses), settled.responses);
  if (landed.kind === 'page') {
    return pageDocument(version, data, from, landed.page, answers, settled, { pageNumber: from.pageNumber + 1, canGoBack: true });
  }
  return { document: { ...data.document, body: { kind: 'message', html: null, fallback: KEPT_TEXT } }, html: {} };
}

/** Back from the page in `data` to `previousPageId` (the page before it on the path), answers kept. */
export function previousDocument(version: OfflineVersion, data: DocumentData, previousPageId: string): DocumentData | null {
  const from = data.document.body;
  const page = pageOf(version, previousPageId);
  if (from.kind !== 'page' || !page) return null;
  const number = Math.max(1, from.pageNumber - 1);
  const settled = settleVisibility(version.components, from.answers, givenOf(version, from));
  return pageDocument(version, data, from, page, from.answers, settled, { pageNumber: number, canGoBack: number > 1 });
}
