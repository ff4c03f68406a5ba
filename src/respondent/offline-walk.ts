// Next and Back in the browser (issue 14 D): with the version's runtime form, the respondent's
// next page is walked here with the server's own pure walk (schema/survey/respondent/walk.ts), so
// it draws at once, online or not. The server still decides: each submission is sent (in order,
// once) and its answer wins when the queue drains. What only the server knows waits for it:
// quota decisions (a flagged page is passed here), data processors' results, the final status
// and exit text (an end walked here says the answers are kept and will be sent).
import type { Component, ComponentOf } from '../../schema/survey/components/component';
import type { Responses } from '../../schema/survey/condition-evaluator';
import { FormReader, type DocumentData, type RuntimeForm, type WireComponent } from '../../schema/api/respondent/page-reply';
import type { DocumentPage } from '../../schema/api/respondent/respondent-document';
import type { Answers } from '../../schema/survey/respondent/answers';
import type { PipingSurvey } from '../../schema/survey/respondent/piped-text';
import { ENGLISH_STATUS_TEXTS } from '../../schema/survey/respondent/respondent-texts';
import { respondentComponents } from '../../schema/survey/respondent/respondent-components';
import { settle, visibilityUnder } from '../../schema/survey/respondent/responses';
import { childrenByParent, ROOT } from '../../schema/survey/respondent/tree';
import {
  isDrawn, landing, pageComponents, pageOf, pageQuestionIds, withPage, type WalkVersion,
} from '../../schema/survey/respondent/walk';
import { flowSourceOf, shownItems, stepAfter } from '../../schema/survey/routing-walk';
import { stringsOf } from '../../schema/survey/respondent/value-strings';
import { liveTextsOf } from '../../schema/survey/respondent/live-texts';
import { textHolder, type LanguageTexts } from '../../schema/survey/respondent/language';

/** What an end walked on this device says until the server has the answers and decides (its language's from the document). */
export const KEPT_TEXT = ENGLISH_STATUS_TEXTS.kept;

const ROUTING_KINDS = new Set(['routing_group', 'routing_condition', 'routing_page', 'routing_item']);
const isAnswer = (wire: WireComponent) => wire.kind === 'answer';

/**
 * The form's answers as it carries them, each group's read whole only when a step asks for it:
 * the page holds the form for as long as it is open, and the largest survey's 50,000 answers,
 * read whole, would hold most of its heap. The walk needs only the chosen ones (the responses)
 * and a drawn page's.
 */
class KeptAnswers {
  /** Each answer group's wire (its children hold its answers), by group id. */
  private readonly groups = new Map<string, WireComponent>();
  /** Answers whose id the form writes whole (not as a tail of their group's): their group. */
  private readonly loose = new Map<string, string>();
  private readonly answerCode: string;

  constructor(private readonly reader: FormReader, form: RuntimeForm) {
    const code = form.defaults.answer?.code;
    this.answerCode = typeof code === 'string' ? code : '';
    const visit = (wire: WireComponent, parentId: string) => {
      const id = wire.id ?? `${parentId}${wire.idTail ?? ''}`;
      if (wire.kind === 'answer_group') {
        this.groups.set(id, wire);
        for (const child of wire.children ?? []) if (isAnswer(child) && child.id !== undefined) this.loose.set(child.id, id);
      }
      for (const child of wire.children ?? []) if (!isAnswer(child)) visit(child, id);
    };
    for (const wire of form.components) visit(wire, '');
  }

  has(groupId: string): boolean {
    return this.groups.has(groupId);
  }

  /** The group's answers, those `keep` accepts by code (all by default), each with what hangs under it. */
  of(groupId: string, keep: (code: string) => boolean = () => true): Component[] {
    const wire = this.groups.get(groupId);
    const out: Component[] = [];
    if (wire) this.reader.readChildren(wire, { id: groupId, kind: 'answer_group' }, out, (child) => isAnswer(child) && keep(this.codeOf(child)));
    return out;
  }

  /** The group of an answer, by its id. */
  groupOf(answerId: string): string | undefined {
    const loose = this.loose.get(answerId);
    if (loose !== undefined) return loose;
    // A tail id starts with its group's: the longest group id it starts with.
    for (let end = answerId.length - 1; end > 0; end--) if (this.groups.has(answerId.slice(0, end))) return answerId.slice(0, end);
    return undefined;
  }

  private codeOf(wire: WireComponent): string {
    return typeof wire.code === 'string' ? wire.code : this.answerCode;
  }
}

/**
 * A runtime form indexed for the walk, once per form: every component but the answers read
 * whole (the walk's components, tree and flow), the answers kept as the form carries them.
 */
export interface OfflineVersion extends WalkVersion {
  readonly form: Pick<RuntimeForm, 'surveyId' | 'version' | 'html'>;
  /** The data collectors: responses the link gives, not answers (givenOf). */
  readonly collectors: readonly Component[];
  readonly answers: KeptAnswers;
}

export function offlineVersion(form: RuntimeForm): OfflineVersion {
  const reader = new FormReader(form.defaults);
  const all: Component[] = [];
  reader.readTop(form.components, all, isAnswer);
  const components = all.filter((c) => !ROUTING_KINDS.has(c.kind));
  return {
    form: { surveyId: form.surveyId, version: form.version, html: form.html },
    all, components, tree: childrenByParent(components), source: flowSourceOf(all),
    version: form.version, adminSurveyId: form.surveyId,
    collectors: components.filter((c) => c.kind === 'data_collector'),
    answers: new KeptAnswers(reader, form),
  };
}

/** Components by parent, the answers of a group read (once per step) when it is first asked for. */
class StepTree extends Map<string, readonly Component[]> {
  readonly answersById = new Map<string, Component>();
  private readonly read = new Set<string>();

  constructor(private readonly version: OfflineVersion) {
    super(version.tree);
  }

  override get(parentId: string): readonly Component[] | undefined {
    if (!this.read.has(parentId) && this.version.answers.has(parentId)) {
      this.read.add(parentId);
      const answers = this.version.answers.of(parentId);
      for (const answer of answers) this.answersById.set(answer.id, answer);
      // The group's own children and its answers, each list in order as the whole tree has it.
      const merged = childrenByParent([...(super.get(parentId) ?? []), ...answers]);
      for (const [key, children] of merged) if (key !== ROOT) this.set(key, children);
    }
    return super.get(parentId);
  }
}

/** What a step reads of the version: its tree with the answers of each group it asks for. */
function stepVersion(version: OfflineVersion): { readonly walk: WalkVersion; readonly piping: PipingSurvey } {
  const tree = new StepTree(version);
  const skeleton = new Map(version.components.map((c) => [c.id, c]));
  const answerOf = (id: string) => {
    const groupId = version.answers.groupOf(id);
    if (groupId !== undefined) tree.get(groupId);
    return tree.answersById.get(id);
  };
  class StepIds extends Map<string, Component> {
    override get(id: string) { return skeleton.get(id) ?? answerOf(id); }
    override has(id: string) { return this.get(id) !== undefined; }
  }
  return { walk: { ...version, tree }, piping: { byId: new StepIds(), tree } };
}

/**
 * The components the responses read: every one but the answers, and of those only the chosen
 * ones (an answer no one chose gives no response).
 */
function respondedComponents(version: OfflineVersion, answers: Answers): readonly Component[] {
  const chosen: Component[] = [];
  for (const byGroup of Object.values(answers)) {
    for (const [groupId, value] of Object.entries(byGroup)) {
      const codes = value.type === 'single' ? (value.value.code === null ? [] : [value.value.code]) : value.type === 'multi' ? value.value.codes : [];
      if (codes.length > 0 && version.answers.has(groupId)) {
        chosen.push(...version.answers.of(groupId, (code) => codes.includes(code)).filter((c) => c.kind === 'answer'));
      }
    }
  }
  return chosen.length === 0 ? version.components : [...version.components, ...chosen];
}

/** Visibility and responses settled for `answers` over the components they read. */
function settled(version: OfflineVersion, answers: Answers, given: Responses) {
  const components = respondedComponents(version, answers);
  return { ...settle(components, answers, given), components };
}

/** A key for one submission: random, and fine outside a secure context (crypto.randomUUID is not). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Responses no answer gives (data collectors' values from the link), as the server settled them. */
function givenOf(version: OfflineVersion, page: DocumentPage): Responses {
  return Object.fromEntries(version.collectors.flatMap((c) => (c.id in page.responses ? [[c.id, page.responses[c.id]!]] : [])));
}

/** The answers to questions only, as the server hands them to the page. */
function questionAnswers(version: OfflineVersion, answers: Answers): Answers {
  return Object.fromEntries(Object.entries(answers).filter(([id]) => version.source.get(id)?.kind === 'question'));
}

/**
 * A page's document as the server's data block holds it for these answers: of the visible
 * components only the page's own (the server sends no more: a page costs the page, not the
 * survey), answers ordered and texts piped.
 */
function pageDocument(
  version: OfflineVersion, data: DocumentData, from: DocumentPage, page: ComponentOf<'routing_page'>,
  answers: Answers, responses: Responses, place: { readonly pageNumber: number; readonly canGoBack: boolean; readonly path: readonly string[] },
): DocumentData {
  const step = stepVersion(version);
  const onPage = pageComponents(step.walk, page);
  // Visibility asked of the page's components only (each with its parents, as pageComponents
  // gives them): a Next costs the page, not the survey.
  const visible = visibilityUnder(onPage.filter((c) => !ROUTING_KINDS.has(c.kind)), responses);
  const items = shownItems(version.source, page, responses)
    .map((s) => s.target)
    .filter((target) => isDrawn(target) && visible.has(target.id));
  const shownAnswers = questionAnswers(version, answers);
  const piping = from.piping ? { ...from.piping, answers: shownAnswers } : undefined;
  const respondentView = { seed: from.orderSeed, lang: data.document.lang, piping, survey: step.piping };
  // Texts with items are piped from the server's sanitised templates, so they draw as markup
  // (the browser ships no sanitiser); what they pipe to is safe as it stands.
  const templates = piping ? withTemplates(onPage, version.form.html) : { components: onPage, used: new Set<string>() };
  // Each component is ordered and piped on its own, so the page's are done once and the shown
  // ones are the same objects (as the server's page holds them).
  const drawable = respondentComponents(templates.components, respondentView);
  const liveTexts = liveTextsOf(onPage, data.document.lang);
  const components = drawable.filter((c) => visible.has(c.id));
  const shown = new Map(components.map((c) => [c.id, c]));
  const body: DocumentPage = {
    kind: 'page', pageId: page.id, pageNumber: place.pageNumber, version: version.form.version,
    idempotencyKey: newIdempotencyKey(), canGoBack: place.canGoBack, path: place.path,
    components, items: items.map((item) => shown.get(item.id) ?? item), answers: shownAnswers, responses,
    problems: [], orderSeed: from.orderSeed, piping,
    pageComponents: drawable,
    ...(liveTexts.length > 0 ? { liveTexts } : {}),
  };
  const html = pageHtml(version, body);
  templates.components.forEach((component, index) => {
    for (const [field, text] of textsOf(component)) {
      const piped = textsOf(drawable[index]!).get(field);
      if (templates.used.has(text) && piped !== undefined) html[piped] = piped;
    }
  });
  return { document: { ...data.document, body }, html };
}

/** A (leaned) component's texts by field: the form carries its language's only. */
function textsOf(component: Component): ReadonlyMap<string, string> {
  const data = textHolder(component).default_language_data ?? {};
  return new Map(Object.entries(data).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The components with each text that has dynamic-text items as its sanitised template from the form. */
function withTemplates(components: readonly Component[], html: Readonly<Record<string, string>>) {
  const used = new Set<string>();
  const out = components.map((component) => {
    const texts = textsOf(component);
    let data: LanguageTexts | null = null;
    for (const [field, text] of texts) {
      if (!text.includes('dt-id') || !Object.hasOwn(html, text)) continue;
      data ??= { ...textHolder(component).default_language_data };
      data[field] = html[text]!;
      used.add(html[text]!);
    }
    return data ? ({ ...component, default_language_data: data } as Component) : component;
  });
  return { components: out, used };
}

/**
 * The sanitised HTML of the page's texts only, as the server's data block carries it: the page is
 * kept on the device with it at each step, and the whole version's would cost every step.
 */
function pageHtml(version: OfflineVersion, body: DocumentPage): Record<string, string> {
  const strings = new Set<string>();
  for (const component of body.pageComponents ?? body.components) stringsOf(component, strings);
  // The templates the page's live texts are piped from as it is answered.
  for (const live of body.liveTexts ?? []) strings.add(live.html);
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
  const { components, responses } = settled(version, answers, givenOf(version, from));
  // No quota gate: quota decisions wait for the server, which applies them when it answers.
  const landed = landing({ ...version, components }, stepAfter(version.source, page.id, responses), responses);
  if (landed.kind === 'page') {
    return pageDocument(version, data, from, landed.page, answers, responses, {
      pageNumber: from.pageNumber + 1, canGoBack: true, path: [...(from.path ?? [from.pageId]), landed.page.id],
    });
  }
  const fallback = data.document.statusTexts?.kept ?? KEPT_TEXT;
  return { document: { ...data.document, body: { kind: 'message', html: null, fallback } }, html: {} };
}

/**
 * Back from the page in `data` to the page before it on `path` (the respondent's, the server's as
 * the document carried it and then the device's), answers kept: any earlier page, offline too.
 */
export function previousDocument(version: OfflineVersion, data: DocumentData, path: readonly string[]): DocumentData | null {
  const from = data.document.body;
  if (from.kind !== 'page') return null;
  const at = path.indexOf(from.pageId);
  const page = at > 0 ? pageOf(version, path[at - 1]!) : undefined;
  if (!page || (from.version !== undefined && from.version !== version.form.version)) return null;
  const { responses } = settled(version, from.answers, givenOf(version, from));
  // Its place on the path: `at` pages before this one, so page `at` of them.
  return pageDocument(version, data, from, page, from.answers, responses, { pageNumber: at, canGoBack: at > 1, path: path.slice(0, at) });
}
