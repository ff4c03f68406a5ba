// The respondent service (issue 14): a survey's public link shows the respondent's current page,
// and the page's form post is walked, validated and saved exactly once. No HTTP here: routes.ts
// turns an Outcome into a reply (the document, a 303, the cookie).
import { randomUUID } from 'node:crypto';
import {
  duplicateReason, firstStep, localText, NO_ANSWERS, PROBLEM_TRANSLATIONS, provideProblemTexts, quotaDecision, stepAfter, validatePage, withPage,
  type AnswerGroupType, type Answers, type LinkQuery, type QuotaCell, type Responses,
} from '../../schema';
import { formValue, type FormEntries } from '../../schema/api';
import { RESPONDENT_FORM, type RespondentAction } from '../../schema/api/respondent';
import { answersFromForm } from '../../schema/survey/respondent/form-fields';
import { answersOnPath } from '../../schema/survey/respondent/path-answers';
import type { AppContext } from '../context';
import { DomainError, badRequest } from '../http/errors';
import { answersOfStored, storedAnswersOf } from './answer-codec';
import { heldValue } from './collector-values';
import { fieldedVersionsOf, languageOf, type FieldedVersion, type FieldedVersions } from './fielded-version';
import type { RegionDb } from './region-rows';
import { RespondentEffects } from './respondent-effects';
import { isFinished, type RespondentRecord, type RespondentSummary } from './respondent-record';
import { RespondentStore, type StartedRespondent } from './respondent-store';
import { counts } from './quota-counter';
import { QuotaPlans } from './quota-plans';
import {
  closedTextOf, landingThrough, nextOf, pageOf, pageQuestionIds, passPage, pageView, quotasCheckedOn, settledState, type QuotaGate,
} from './respondent-walk';
import { servedSurvey, type ServedSurvey } from './served-survey';
import { recordLanguage } from './respondent-language';
import { endText, linkOf, RespondentDocuments, type Outcome } from './respondent-documents';

// The server refuses a page in the respondent's language: every language's problem texts, once.
provideProblemTexts(PROBLEM_TRANSLATIONS);

export { linkOf, type Outcome };

/**
 * What became of a page submission: saved now, a key applied before (replayed), Back taken, the
 * page refused with its problems (nothing stored), not the respondent's current page (stale: a
 * stale tab, a finished respondent), no respondent behind the cookie, or no survey open now.
 */
export type Answered =
  | { readonly kind: 'saved' | 'replayed' | 'moved_back' | 'stale' | 'no_respondent' | 'gone' }
  | { readonly kind: 'refused'; readonly outcome: Extract<Outcome, { kind: 'document' }> };

/** A page submission as read from a form post or a JSON body. */
export interface Submitted {
  readonly pageId: string;
  readonly key: string;
  readonly action: RespondentAction;
  /** The page's answers (none for back). */
  readonly answers: Answers;
}

export interface Visit {
  readonly surveyId: string;
  readonly resumeToken: string | null;
  /** `?lang=`, when given. */
  readonly lang: string | undefined;
  /** The link's query: data collectors read their parameters from it on a first visit. */
  readonly query?: LinkQuery;
}

type Region = Parameters<AppContext['regions']['get']>[0];

export class Fielding {
  /** The fielded versions, read once and shared with the runtime's JSON calls (page-api.ts). */
  readonly versions: FieldedVersions;
  private readonly quotaPlans: QuotaPlans;
  private readonly groupTypes = new WeakMap<FieldedVersion, ReadonlyMap<string, AnswerGroupType>>();
  private readonly effects: RespondentEffects;
  private readonly documents: RespondentDocuments;

  constructor(private readonly ctx: AppContext) {
    this.versions = fieldedVersionsOf(ctx.db);
    this.quotaPlans = new QuotaPlans(ctx.db);
    this.effects = new RespondentEffects(ctx);
    this.documents = new RespondentDocuments(() => ctx.now(), (version, fields) => this.effects.given(version, fields));
  }

  async show(visit: Visit): Promise<Outcome> {
    const served = await servedSurvey(this.ctx.db, visit.surveyId);
    const action = linkOf(visit.surveyId, visit.lang);
    if (served.kind === 'none') {
      return { kind: 'document', status: 404, document: { title: 'Survey not found', lang: { language: 'en', defaultLanguage: 'en' }, theme: {}, action, body: { kind: 'message', html: null, fallback: served.reason } } };
    }
    const version = await this.version(served.adminSurveyId, served.version);
    if (served.kind === 'closed') {
      const lang = languageOf(version, visit.lang);
      const closed = closedTextOf(version, lang);
      return this.documents.message(version, lang, action, closed === null ? null : this.documents.piped(version, lang, closed, this.documents.values('', NO_ANSWERS)), endText(lang, 'closed'));
    }
    const store = await this.store(served.region);
    const respondent = await this.respondentOf(store, visit, served.adminSurveyId);
    if (respondent) {
      const taken = await this.versions.get(served.adminSurveyId, respondent.version);
      if (taken) {
        await this.switchLanguage(served.region, taken, respondent, visit.lang);
        return this.resume(taken, respondent, visit, action);
      }
    }
    return this.firstVisit(store, served, version, visit, action);
  }

  /**
   * A first visit: the values the link gives data collectors, a unique one already held screening
   * them at once, then the walk to the first page (a flow without pages just thanks them). A data
   * processor on a page the walk passes before it needs the respondent stored: they are started
   * there, then placed where the walk lands.
   */
  private async firstVisit(store: RespondentStore, served: Extract<ServedSurvey, { kind: 'open' }>, version: FieldedVersion, visit: Visit, action: string): Promise<Outcome> {
    const lang = languageOf(version, visit.lang);
    const collected = this.effects.collected(version, visit.query ?? {});
    if (!collected.ok) throw badRequest(`Invalid query: ${collected.message}`, [{ field: collected.parameter, message: collected.message }]);
    const { fields } = collected;
    const respondentId = randomUUID();
    const uniqueValues = this.effects.uniqueValues(version, fields);
    const base = {
      id: respondentId, surveyId: version.publishedSurveyId, adminSurveyId: served.adminSurveyId, version: version.version,
      isTest: served.isTest, languageId: lang.language, fields, uniqueValues,
    };
    const db = await this.regionDb(served.region);
    const held = await heldValue(db, { adminSurveyId: served.adminSurveyId, isTest: served.isTest }, uniqueValues);
    if (held) {
      const started = await store.start({ ...base, end: { kind: 'end', status: 'screened', screenedReason: duplicateReason(held.name) } });
      return { ...this.documents.ending(version, lang, action, 'screened', undefined, NO_ANSWERS, respondentId, fields), resumeToken: started.resumeToken };
    }
    const quotas = await this.quotas(served.region, version, respondentId);
    let started: StartedRespondent | null = null;
    const effects = this.effects.of(version, {
      db, respondentId, fields, lang, gate: quotas.gate,
      beforeCall: async (page) => { started ??= await store.start({ ...base, firstPageId: page.id }); },
    });
    const initial = settledState(version, NO_ANSWERS, effects.given);
    const { landed } = await landingThrough(version, firstStep(version.source, effects.given), initial, effects);
    const placed = started as StartedRespondent | null;
    if (placed) await store.place(respondentId, nextOf(landed));
    if (landed.kind !== 'page') {
      const text = landed.exit ? this.documents.piped(version, lang, localText(landed.exit, 'exit_text', lang), this.documents.values(respondentId, NO_ANSWERS, fields)) : null;
      const message = this.documents.message(version, lang, action, text, endText(lang, landed.status));
      return placed ? { ...message, resumeToken: placed.resumeToken } : message;
    }
    const begun = placed ?? await store.start({ ...base, firstPageId: landed.page.id });
    const outcome = this.documents.page(version, lang, action, { respondentId, pageId: landed.page.id, path: [landed.page.id] }, NO_ANSWERS, [], fields);
    return { ...outcome, resumeToken: begun.resumeToken };
  }

  async submit(visit: Visit, entries: FormEntries): Promise<Outcome> {
    const answered = await this.answer(visit, (version) => submittedForm(entries, version));
    return answered.kind === 'refused' ? answered.outcome : { kind: 'redirect' };
  }

  /**
   * One page submission (a form post, or the runtime's JSON call): walked, validated and saved
   * exactly once. Says what became of it; the page to show next is `show`'s.
   */
  async answer(visit: Visit, read: (version: FieldedVersion) => Submitted): Promise<Answered> {
    const served = await servedSurvey(this.ctx.db, visit.surveyId);
    // Closed or gone meanwhile: the address now says so.
    if (served.kind !== 'open') return { kind: 'gone' };
    const store = await this.store(served.region);
    const respondent = await this.respondentOf(store, visit, served.adminSurveyId);
    if (!respondent) return { kind: 'no_respondent' };
    if (isFinished(respondent.status)) return { kind: 'stale' };
    const version = await this.versions.get(served.adminSurveyId, respondent.version);
    if (!version) return { kind: 'gone' };
    const { pageId, key, action, answers: posted } = read(version);
    if (action === 'back') {
      await this.back(store, respondent, pageId);
      return { kind: 'moved_back' };
    }
    const page = pageOf(version, pageId);
    if (!page) return { kind: 'stale' };

    const fields = respondent.uploadFields;
    const questionIds = pageQuestionIds(version, page);
    const submission = { respondentId: respondent.id, idempotencyKey: key, pageId, questionIds, answers: storedAnswersOf(posted) };
    if (pageId !== respondent.currentPageId) {
      // A resend of a page already saved (a lost reply, a second click) gets its first outcome; any
      // other post of an old page (a stale tab) just shows where the respondent is.
      const replayed = await store.replayOf(submission).catch(ignoreRefusal);
      return { kind: replayed ? 'replayed' : 'stale' };
    }
    const stored = answersOfStored(respondent.answers, this.groupTypeOf(version));
    const answers = withPage(stored, questionIds, posted);
    const given = this.effects.given(version, fields);
    const view = pageView(version, page, answers, given);
    const lang = languageOf(version, visit.lang, respondent.languageId);
    const problems = validatePage({
      tree: version.tree, shown: view.items, answers: posted, responses: view.responses, lang,
      today: this.ctx.now().toISOString().slice(0, 10),
    });
    if (problems.length > 0) {
      const outcome = this.documents.page(version, lang, linkOf(visit.surveyId, visit.lang), { respondentId: respondent.id, pageId, path: respondent.path }, answers, problems, fields);
      return { kind: 'refused', outcome: { ...outcome, status: 422 } };
    }
    const quotas = await this.quotas(served.region, version, respondent.id);
    const effects = this.effects.of(version, { db: await this.regionDb(served.region), respondentId: respondent.id, fields, lang, gate: quotas.gate });
    // The page's data processors run as the respondent leaves it, before the step after it: their
    // results are answers that its exits and the routing after it can read.
    // The step is decided on the answers given on the way to this page, never on those kept from
    // pages after it (Back) or left on pages the walk no longer passes (path-answers.ts).
    const walking = answersOnPath(version, respondent.path, pageId, answers);
    const settled = walking === answers ? { answers, responses: view.responses, visible: view.visible } : undefined;
    const passed = await passPage(version, page, walking, effects, settled);
    const { landed, state } = await landingThrough(version, stepAfter(version.source, pageId, passed.responses), passed, effects);
    const next = nextOf(landed);
    // Completing counts the respondent in the quotas they qualify for and holds their unique
    // collector values, in the save's transaction (a full quota makes it quota_full, a value held
    // meanwhile screened). Test respondents are checked against quotas, never counted.
    const completes = next.kind === 'end' && next.status === 'complete';
    const quotaDefinitions = completes && !respondent.isTest ? quotas.counted(state.responses) : [];
    const uniqueValues = completes ? this.effects.uniqueValues(version, fields) : [];
    const saved = await store.savePage({ ...submission, next, quotaDefinitions, uniqueValues }).catch(ignoreRefusal);
    return { kind: saved === null ? 'stale' : saved.replayed ? 'replayed' : 'saved' };
  }

  private resume(version: FieldedVersion, respondent: RespondentRecord, visit: Visit, action: string): Outcome {
    const lang = languageOf(version, visit.lang, respondent.languageId);
    const answers = answersOfStored(respondent.answers, this.groupTypeOf(version));
    const fields = respondent.uploadFields;
    if (isFinished(respondent.status) || respondent.currentPageId === null) {
      const status = isFinished(respondent.status) ? respondent.status : 'complete';
      return this.documents.ending(version, lang, action, status, respondent.path.at(-1), answers, respondent.id, fields);
    }
    return this.documents.page(version, lang, action, { respondentId: respondent.id, pageId: respondent.currentPageId, path: respondent.path }, answers, [], fields);
  }

  /**
   * A returning respondent who asks for another launch language (the language switch, a link
   * with ?lang=) takes the survey in it from now on: it is recorded, so the data service shows it
   * and their next visit without ?lang= keeps it. Any other ?lang= changes nothing.
   */
  private async switchLanguage(region: Region, version: FieldedVersion, respondent: RespondentSummary, wanted: string | undefined): Promise<void> {
    if (wanted === undefined || wanted === respondent.languageId || isFinished(respondent.status)) return;
    if (languageOf(version, wanted).language !== wanted) return;
    await recordLanguage(await this.regionDb(region), respondent.id, wanted);
  }

  private async back(store: RespondentStore, respondent: RespondentSummary, pageId: string): Promise<void> {
    // Back from the page shown: to the page before it on the path. From any other page (a stale
    // tab) nothing moves; the redirect shows where the respondent is.
    if (pageId !== respondent.currentPageId) return;
    const at = respondent.path.indexOf(pageId);
    const previous = at > 0 ? respondent.path[at - 1] : undefined;
    if (previous !== undefined) await store.back(respondent.id, previous).catch(ignoreRefusal);
  }

  /**
   * The version's quotas for one respondent, with the counts as they stand: the gate of a
   * quota-flagged page, and the definitions completion counts them in. `seed` keeps a random
   * quota group's choice the same on every page. No quotas: no read.
   */
  private async quotas(region: Region, version: FieldedVersion, seed: string) {
    const plan = await this.quotaPlans.get(version.adminSurveyId, version.version, version.components);
    const now = plan.cells.size === 0 ? new Map<string, number>() : await counts((await this.ctx.regions.get(region)).db, version.adminSurveyId);
    return {
      gate: (responses: Responses): QuotaGate => (page) =>
        plan.cells.size > 0 && quotaDecision(plan, responses, now, seed, quotasCheckedOn(version, page)).kind === 'full',
      counted: (responses: Responses): readonly QuotaCell[] => (plan.cells.size === 0 ? [] : quotaDecision(plan, responses, now, seed).counted),
    };
  }

  private async version(adminSurveyId: string, version: number): Promise<FieldedVersion> {
    const fielded = await this.versions.get(adminSurveyId, version);
    if (!fielded) throw new Error(`Version ${version} of survey ${adminSurveyId} is served but not stored`);
    return fielded;
  }

  private async store(region: Region): Promise<RespondentStore> {
    return new RespondentStore(await this.regionDb(region), () => this.ctx.now());
  }

  private async regionDb(region: Region): Promise<RegionDb> {
    return (await this.ctx.regions.get(region)).db;
  }

  /** The respondent the cookie names, when they are taking this survey. */
  private async respondentOf(store: RespondentStore, visit: Visit, adminSurveyId: string): Promise<RespondentRecord | null> {
    if (!visit.resumeToken) return null;
    const respondent = await store.findByResumeToken(visit.resumeToken);
    return respondent?.adminSurveyId === adminSurveyId ? respondent : null;
  }

  private groupTypeOf(version: FieldedVersion): (questionId: string, answerGroupId: string) => AnswerGroupType | undefined {
    let types = this.groupTypes.get(version);
    if (!types) {
      types = new Map(version.components.flatMap((c) => (c.kind === 'answer_group' ? [[c.id, c.answer_group_type] as const] : [])));
      this.groupTypes.set(version, types);
    }
    const found = types;
    return (_questionId, answerGroupId) => found.get(answerGroupId);
  }
}

/** A plain form post's submission: its page, key and button, and its answers as the form names them. */
function submittedForm(entries: FormEntries, version: FieldedVersion): Submitted {
  const pageId = formValue(entries, RESPONDENT_FORM.pageId);
  const key = formValue(entries, RESPONDENT_FORM.idempotencyKey);
  const action = formValue(entries, RESPONDENT_FORM.action) ?? 'next';
  if (!pageId || !key) {
    throw badRequest(`Invalid body: the form must post ${RESPONDENT_FORM.pageId} and ${RESPONDENT_FORM.idempotencyKey}`, [
      { field: pageId ? RESPONDENT_FORM.idempotencyKey : RESPONDENT_FORM.pageId, message: 'missing' },
    ]);
  }
  if (action !== 'next' && action !== 'back') {
    throw badRequest(`Invalid body: ${RESPONDENT_FORM.action} "${action.slice(0, 40)}" is neither next nor back`, [{ field: RESPONDENT_FORM.action, message: 'next or back' }]);
  }
  return { pageId, key, action, answers: action === 'back' ? NO_ANSWERS : answersFromForm(entries, version.components) };
}

/**
 * The store's refusals of a post that arrives out of turn (a stale tab, a page already saved, a
 * key resent with other answers, a respondent who has finished): the redirect that follows shows
 * the respondent where they are, which is the answer a browser can use.
 */
function ignoreRefusal(error: unknown): null {
  if (error instanceof DomainError && ['stale_page', 'respondent_finished', 'idempotency_key_reused'].includes(error.code)) return null;
  throw error;
}
