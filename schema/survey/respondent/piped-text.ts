// Dynamic text (spec §3) for one respondent: each `<span dt-id dt-type dt-value>` item of an
// author's rich text replaced by its value: an earlier answer's code, label or text, an item's
// name, the respondent's id, today's date, a contact field. Pure and string-based, so the server's
// render and the browser's hydration produce the same HTML.
import type { Component, ComponentOf } from '../components/component';
import type { AnswerValue, Answers } from './answers';
import { localText, type SurveyLanguage } from './language';
import { childrenByParent, childrenOfKind, type ChildrenMap } from './tree';

/** The respondent's values that items read; plain JSON, so it travels in the page's document. */
export interface PipingValues {
  readonly respondentId: string;
  /** YYYY-MM-DD, the server's day. */
  readonly today: string;
  /** The answers so far (earlier pages). */
  readonly answers: Answers;
  /** Contact fields by name (an email task's contact); none for a public link. */
  readonly contact: Readonly<Record<string, string>>;
}

/** The survey's components, indexed once: items name them by id. */
export interface PipingSurvey {
  readonly byId: ReadonlyMap<string, Component>;
  readonly tree: ChildrenMap;
}

export interface PipingContext extends PipingValues {
  readonly survey: PipingSurvey;
  readonly lang: SurveyLanguage;
}

export function pipingSurvey(components: readonly Component[]): PipingSurvey {
  return { byId: new Map(components.map((c) => [c.id, c])), tree: childrenByParent(components) };
}

/** Spec §3: a contact field with no value reads "undefined"; an item with no name, "unknown". */
export const EMPTY_FIELD_TEXT = 'undefined';
export const MISSING_NAME_TEXT = 'unknown';
/** Several chosen answers read as one list, as Qualtrics and SurveyJS pipe a multiple choice. */
export const PIPED_LIST_SEPARATOR = ', ';

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** A value as HTML text: a respondent's typed "<script>" must stay text. */
export const escapeHtmlText = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };
const decodeEntities = (text: string) => text.replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => ENTITIES[name]!);

/** An author's label (rich text) as plain text: piped values are text, never markup. */
export function labelText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim();
}

const nameOf = (component: Component | undefined) => (component?.name ? component.name : MISSING_NAME_TEXT);

/** The answer components of a group, by code (a group's codes are unique among its answers). */
function answersByCode(survey: PipingSurvey, groupId: string): ReadonlyMap<string, ComponentOf<'answer'>> {
  return new Map(childrenOfKind(survey.tree, groupId, 'answer').map((answer) => [answer.code, answer]));
}

/** What a stored value reads as: codes, the chosen answers' labels, or the typed value. */
function valueText(value: AnswerValue | undefined, groupId: string, show: string, context: PipingContext): string {
  if (value === undefined) return '';
  const chosenText = (codes: readonly string[]) => {
    if (show === 'code') return codes.join(PIPED_LIST_SEPARATOR);
    const byCode = answersByCode(context.survey, groupId);
    return codes.map((code) => {
      const answer = byCode.get(code);
      return answer ? labelText(localText(answer, 'label', context.lang)) || code : code;
    }).join(PIPED_LIST_SEPARATOR);
  };
  switch (value.type) {
    case 'single':
      return value.value.code === null ? '' : chosenText([value.value.code]);
    case 'multi':
      return chosenText(value.value.codes);
    case 'numeric':
      return value.value === null ? '' : String(value.value);
    case 'open_text':
    case 'date':
      return value.value;
  }
}

/** The answer groups a question is answered with (a grid's for a grid row). */
function groupsOf(survey: PipingSurvey, question: ComponentOf<'question'>): ComponentOf<'answer_group'>[] {
  const owner = question.parent?.kind === 'grid' ? question.parent.id : question.id;
  return childrenOfKind(survey.tree, owner, 'answer_group');
}

/** dt-type question: `questionId` (its first answer group's value) or `questionId.answerId` (that answer). */
function questionText(questionId: string, answerId: string | undefined, show: string, context: PipingContext): string {
  const question = context.survey.byId.get(questionId);
  if (answerId !== undefined) {
    const answer = context.survey.byId.get(answerId);
    if (show === 'name') return nameOf(answer);
    if (answer?.kind !== 'answer') return '';
    return show === 'code' ? answer.code : labelText(localText(answer, 'label', context.lang));
  }
  if (show === 'name') return nameOf(question);
  if (question?.kind !== 'question') return '';
  const group = groupsOf(context.survey, question)[0];
  return group ? valueText(context.answers[questionId]?.[group.id], group.id, show, context) : '';
}

/** The text one item reads as for this respondent, unescaped. */
export function dynamicTextValue(type: string, id: string, show: string, context: PipingContext): string {
  const dot = id.indexOf('.');
  const first = dot === -1 ? id : id.slice(0, dot);
  const second = dot === -1 ? undefined : id.slice(dot + 1);
  switch (type) {
    case 'respondent':
      return context.respondentId;
    case 'date':
      return context.today;
    case 'field': {
      // The field's name is the dt-value (spec §3); an unnamed or empty field reads "undefined".
      const value = show === '' ? undefined : context.contact[show];
      return value === undefined || value === '' ? EMPTY_FIELD_TEXT : value;
    }
    case 'question':
      return questionText(first, second, show, context);
    case 'answer_group': {
      const group = second === undefined ? undefined : context.survey.byId.get(second);
      if (show === 'name') return nameOf(group);
      return group?.kind === 'answer_group' ? valueText(context.answers[first]?.[group.id], group.id, show, context) : '';
    }
    case 'quota': {
      // quotaId.definitionId: the definition's code or label; the name is the quota's.
      const definition = second === undefined ? undefined : context.survey.byId.get(second);
      if (show === 'name') return nameOf(context.survey.byId.get(first));
      if (definition?.kind !== 'quota_definition') return '';
      return show === 'code' ? definition.code : definition.label;
    }
    case 'quota_group':
      // A quota group has no code or label of its own: only its name reads.
      return show === 'name' ? nameOf(second === undefined ? undefined : context.survey.byId.get(second)) : '';
    default:
      // A type this runtime does not know (a newer editor): nothing, rather than the raw markup.
      return '';
  }
}

const ITEM = /<span\b([^>]*\bdt-id\s*=[^>]*)>[\s\S]*?<\/span\s*>/gi;
const ATTRIBUTE = /([^\s"'=<>/]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g;

function attributesOf(source: string): ReadonlyMap<string, string> {
  const out = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) out.set(match[1]!.toLowerCase(), decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  return out;
}

/** One dynamic-text item of an author's text: what it reads (spec §3: dt-type, dt-id, dt-value). */
export interface DynamicItem {
  readonly type: string;
  readonly id: string;
  readonly show: string;
}

/** `html` with each dynamic-text item replaced by what `replace` makes of it (used as it is). */
export function replaceItems(html: string, replace: (item: DynamicItem) => string): string {
  if (!html.includes('dt-id')) return html;
  return html.replace(ITEM, (_, source: string) => {
    const attrs = attributesOf(source);
    return replace({ type: attrs.get('dt-type') ?? '', id: attrs.get('dt-id') ?? '', show: attrs.get('dt-value') ?? '' });
  });
}

/**
 * An item as markup, its attributes escaped and nothing inside: how a sanitised template keeps
 * it (the server's sanitiser drops dt-* attributes), for the browser to pipe (pipeText) later.
 */
export const itemMarkup = (item: DynamicItem) =>
  `<span dt-id="${escapeHtmlText(item.id)}" dt-type="${escapeHtmlText(item.type)}" dt-value="${escapeHtmlText(item.show)}"></span>`;

/**
 * The question whose answer an item reads, or null when it reads none: a name, one fixed
 * answer's code or label (`questionId.answerId`), the respondent's id, the date, a contact field.
 */
export function answerReadBy(item: DynamicItem): string | null {
  if (item.show === 'name') return null;
  const dot = item.id.indexOf('.');
  if (item.type === 'question') return dot === -1 ? item.id : null;
  if (item.type === 'answer_group') return dot === -1 ? null : item.id.slice(0, dot);
  return null;
}

/** The questions whose answers the items of `html` read, each once. */
export function questionsPipedIn(html: string): string[] {
  const read = new Set<string>();
  replaceItems(html, (item) => {
    const question = answerReadBy(item);
    if (question !== null) read.add(question);
    return '';
  });
  return [...read];
}

/**
 * `html` with each dynamic-text item replaced by its value for this respondent, escaped. The rest
 * of the author's HTML is left as it is (the renderer sanitises it after; or it is a sanitised
 * template, whose items are the only markup added back). Items hold no content of their own (the
 * editor stores them empty; a viewer's chip text is dropped).
 */
export function pipeText(html: string, context: PipingContext): string {
  return replaceItems(html, (item) => escapeHtmlText(dynamicTextValue(item.type, item.id, item.show, context)));
}
