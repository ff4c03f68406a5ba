// The documents a respondent is shown (issue 14): their page, drawn as they see it (answers in
// their order, dynamic text piped with their values, only the page's components), and the
// messages (an exit text, the closed text, the defaults in their language). fielding.ts decides
// which; this builds it. Versions never change, so what is indexed of one is kept.
import { randomUUID } from 'node:crypto';
import {
  fieldsByName, liveTextsOf, pipeText, pipingSurvey, respondentComponents, settle,
  type Answers, type CollectedField, type ExitStatus, type PageProblem, type PipingSurvey, type PipingValues, type Responses, type SurveyLanguage,
} from '../../schema';
import { respondentTexts, statusTexts } from '../../schema/survey/respondent/respondent-texts';
import { leanComponent } from '../../schema/survey/respondent/lean-component';
import type { Component, ComponentOf } from '../../schema/survey/components/component';
import type { RespondentDocument } from '../../schema/api/respondent';
import type { FieldedVersion } from './fielded-version';
import { pageComponents } from './page-components';
import { endTextOf, pageOf, pageView } from './respondent-walk';
import { surveyLook } from './survey-look';

/** The document to show (with its status), or a redirect to the page's address (post/redirect/get). */
export type Outcome =
  | { readonly kind: 'document'; readonly status: 200 | 404 | 422; readonly document: Omit<RespondentDocument, 'stylesheets' | 'styleNonce'>; readonly resumeToken?: string }
  | { readonly kind: 'redirect' };

export type DocumentOutcome = Extract<Outcome, { kind: 'document' }>;

/** What a finished respondent reads when the survey has no exit text for their status, in their language. */
export const endText = (lang: SurveyLanguage, status: ExitStatus) => respondentTexts(lang.language).ends[status];

/** Where the form posts and the redirect goes: the link itself, its language kept. */
export const linkOf = (surveyId: string, lang: string | undefined) =>
  `/s/${encodeURIComponent(surveyId)}${lang ? `?lang=${encodeURIComponent(lang)}` : ''}`;

/** The version's theme, custom CSS and language switch, as every document of it carries them. */
function lookOf(version: FieldedVersion) {
  const { theme, customCss, languages } = surveyLook(version);
  return { theme, ...(customCss === undefined ? {} : { customCss }), ...(languages === undefined ? {} : { languages }) };
}

/** Builds the documents of fielded versions; `given` are a respondent's collector responses. */
export class RespondentDocuments {
  /** Versions never change: each is indexed for dynamic text once. */
  private readonly pipingSurveys = new WeakMap<FieldedVersion, PipingSurvey>();
  /** Each page's components in one language, by version, then page and language. */
  private readonly leanPages = new WeakMap<FieldedVersion, Map<string, Component[]>>();

  constructor(
    private readonly now: () => Date,
    private readonly given: (version: FieldedVersion, fields: readonly CollectedField[]) => Responses,
  ) {}

  /** What a finished respondent reads: the exit text of their status, piped, else the default for it. */
  ending(
    version: FieldedVersion, lang: SurveyLanguage, action: string, status: ExitStatus, lastPageId: string | undefined,
    answers: Answers, respondentId: string, fields: readonly CollectedField[],
  ): DocumentOutcome {
    const { responses } = settle(version.components, answers, this.given(version, fields));
    const text = endTextOf(version, status, lastPageId, responses, lang);
    return this.message(version, lang, action, text === null ? null : this.piped(version, lang, text, this.values(respondentId, answers, fields)), endText(lang, status));
  }

  page(
    version: FieldedVersion, lang: SurveyLanguage, action: string,
    where: { readonly respondentId: string; readonly pageId: string | null; readonly path: readonly string[] },
    all: Answers, problems: readonly PageProblem[], fields: readonly CollectedField[],
  ): DocumentOutcome {
    const page = where.pageId === null ? null : pageOf(version, where.pageId);
    if (!page) throw new Error(`Page ${where.pageId ?? 'none'} is not a live page of survey ${version.adminSurveyId} version ${version.version}`);
    const view = pageView(version, page, all, this.given(version, fields));
    // Data processors' results stay on the server (their other texts are the provider's replies);
    // the page's responses carry their codes for conditions.
    const answers = questionAnswers(version, all);
    const at = where.path.indexOf(page.id);
    // The respondent's id seeds their answer orders: the same on every visit and after a resume.
    const piping = this.values(where.respondentId, answers, fields);
    const respondentView = { seed: where.respondentId, lang, piping, survey: this.pipingSurveyOf(version) };
    // Of the visible components, only the page's: what the page can draw, never the survey's.
    // Each component is ordered and piped on its own, so the page's are done once and filtered.
    const lean = this.leanPage(version, page, lang);
    const onPage = respondentComponents(lean, respondentView);
    // Texts piping an answer given on this page: the browser pipes them again as it is answered.
    const liveTexts = liveTextsOf(lean, lang);
    const components = onPage.filter((component) => view.visible.has(component.id));
    const shown = new Map(components.map((component) => [component.id, component]));
    return {
      kind: 'document',
      status: 200,
      document: {
        title: version.title, lang, ...lookOf(version), action, statusTexts: statusTexts(lang.language),
        body: {
          kind: 'page', pageId: page.id, pageNumber: at + 1, version: version.version, idempotencyKey: randomUUID(), canGoBack: at > 0,
          // The path so far: Back on the device walks it while offline (page ids: it grows with
          // the respondent's progress, never with the survey).
          path: at >= 0 ? where.path.slice(0, at + 1) : [page.id],
          components, items: view.items.map((item) => shown.get(item.id) ?? item), answers, responses: view.responses, problems,
          orderSeed: where.respondentId, piping,
          // What the browser settles as the respondent answers: ordered and piped like `components`,
          // or the hydrated page would redraw the author's order and the raw items.
          pageComponents: onPage,
          ...(liveTexts.length > 0 ? { liveTexts } : {}),
        },
      },
    };
  }

  /**
   * What dynamic text reads for one respondent: their answers so far, their id, the server's day,
   * and as contact fields their upload data fields (the link's collector values; a field the link
   * did not give reads "undefined", spec §3). Piped values are escaped (pipeText).
   */
  values(respondentId: string, answers: Answers, fields: readonly CollectedField[] = []): PipingValues {
    return { respondentId, today: this.now().toISOString().slice(0, 10), answers, contact: fieldsByName(fields) };
  }

  /** An exit or closed text with its dynamic text piped. */
  piped(version: FieldedVersion, lang: SurveyLanguage, html: string, values: PipingValues): string {
    return pipeText(html, { ...values, survey: this.pipingSurveyOf(version), lang });
  }

  /**
   * The page's components in `lang` only (`leanComponent`, as the browser is given them), once per
   * version, page and language: a render then pipes that language's texts and nothing else.
   */
  private leanPage(version: FieldedVersion, page: ComponentOf<'routing_page'>, lang: SurveyLanguage): Component[] {
    let pages = this.leanPages.get(version);
    if (!pages) {
      pages = new Map();
      this.leanPages.set(version, pages);
    }
    const key = `${page.id} ${lang.language}`;
    let lean = pages.get(key);
    if (!lean) {
      lean = pageComponents(version, page).map((component) => leanComponent(component, lang));
      pages.set(key, lean);
    }
    return lean;
  }

  private pipingSurveyOf(version: FieldedVersion): PipingSurvey {
    let survey = this.pipingSurveys.get(version);
    if (!survey) {
      survey = pipingSurvey(version.components);
      this.pipingSurveys.set(version, survey);
    }
    return survey;
  }

  message(version: FieldedVersion, lang: SurveyLanguage, action: string, html: string | null, fallback: string): DocumentOutcome {
    return { kind: 'document', status: 200, document: { title: version.title, lang, ...lookOf(version), action, body: { kind: 'message', html, fallback } } };
  }
}

/** The answers to questions only (a data processor's recorded result is not the respondent's to see). */
function questionAnswers(version: FieldedVersion, answers: Answers): Answers {
  const ids = Object.keys(answers);
  return ids.every((id) => version.source.get(id)?.kind === 'question')
    ? answers
    : Object.fromEntries(Object.entries(answers).filter(([id]) => version.source.get(id)?.kind === 'question'));
}
