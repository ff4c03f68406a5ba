// HTTP shell of the respondent runtime's JSON calls (schema/api/respondent/page-api.ts): Next and
// Back without a page load, and the runtime form the browser walks with offline. The same service
// as the form posts (fielding.ts): a JSON submission is walked, validated and saved exactly once
// under its key, and the reply is the document to draw next, as a page's data block holds it.
import type { Answers } from '../../schema';
import { respondentOfflineWorker, respondentPageAnswer, respondentRuntimeForm, type DocumentData, type PageOutcome } from '../../schema/api/respondent';
import type { AppContext } from '../context';
import { route, type Call } from '../http/endpoint';
import { DomainError, badRequest, notFound } from '../http/errors';
import { languageOf, type FieldedVersion } from './fielded-version';
import type { Fielding, Outcome, Submitted, Visit } from './fielding';
import type { PageRenderer } from './page-renderer';
import { resumeTokenOf } from './resume-cookie';
import { pageOf, pageQuestionIds } from './respondent-walk';
import { RuntimeForms } from './runtime-form';
import { servedSurvey } from './served-survey';

/** The status each outcome answers with: a refusal or a stale page is the client's to redraw. */
const STATUS: { readonly [O in PageOutcome]: 200 | 409 | 422 } = {
  saved: 200, replayed: 200, moved_back: 200, refused: 422, stale: 409,
};

/**
 * The JSON body read against the respondent's version: answers only to questions under the page
 * (a skipped page, a question elsewhere, a made-up id: 400 naming it). What the page shows for
 * them, their groups, codes and types are validatePage's (422 with the page's problems).
 */
function submittedJson(body: Call<typeof respondentPageAnswer>['body'], version: FieldedVersion): Submitted {
  const page = pageOf(version, body.pageId);
  if (page && body.action === 'next') {
    const onPage = new Set(pageQuestionIds(version, page));
    const strays = Object.keys(body.answers).filter((questionId) => !onPage.has(questionId));
    if (strays.length > 0) {
      throw badRequest(
        `Invalid body: page ${body.pageId} holds no question ${strays.slice(0, 5).join(', ')}`,
        strays.map((questionId) => ({ field: `answers.${questionId}`, message: `Not a question of page ${body.pageId}` })),
      );
    }
  }
  const answers: Answers = body.action === 'back' ? {} : body.answers;
  return { pageId: body.pageId, key: body.idempotencyKey, action: body.action, answers };
}

export function pageApiRoutes(
  ctx: AppContext, renderer: PageRenderer, fielding: Fielding,
  limited: (ip: string, reply: Call<typeof respondentPageAnswer>['reply']) => Promise<void>,
) {
  const { versions } = fielding;
  const forms = new RuntimeForms((texts) => renderer.sanitized(texts));

  const dataOf = async (outcome: Extract<Outcome, { kind: 'document' }>): Promise<DocumentData> => {
    const { stylesheets, script } = await renderer.assets();
    return renderer.data({ ...outcome.document, stylesheets, styleNonce: '', ...(script ? { script } : {}) });
  };

  return [
    route(respondentOfflineWorker, async (call) => {
      await limited(call.ip, call.reply);
      // Checked for updates on each visit: a new build's worker replaces the old one at once.
      call.reply.header('Cache-Control', 'no-cache');
      return renderer.workerSource();
    }),
    route(respondentPageAnswer, async (call) => {
      await limited(call.ip, call.reply);
      call.reply.header('Cache-Control', 'no-store');
      const visit: Visit = { surveyId: call.params.surveyId, resumeToken: resumeTokenOf(call.header('cookie')), lang: call.query.lang, query: {} };
      const answered = await fielding.answer(visit, (version) => submittedJson(call.body, version));
      if (answered.kind === 'no_respondent') {
        // A JSON call never starts anyone: only a visit to the link does (and sets the cookie).
        throw notFound(`Respondent of survey ${call.params.surveyId.slice(0, 80)} (no resume cookie for it)`);
      }
      let outcome: PageOutcome;
      let shown: Extract<Outcome, { kind: 'document' }>;
      if (answered.kind === 'refused') {
        outcome = 'refused';
        shown = answered.outcome;
      } else {
        outcome = answered.kind === 'gone' ? 'stale' : answered.kind;
        const now = await fielding.show(visit);
        if (now.kind !== 'document') throw new Error(`Survey ${call.params.surveyId}: show gave a ${now.kind}, not a document`);
        if (now.status === 404) throw notFound(`Survey ${call.params.surveyId.slice(0, 80)}`);
        shown = now;
      }
      call.reply.status(STATUS[outcome]);
      return { outcome, data: await dataOf(shown) };
    }),
    route(respondentRuntimeForm, async (call) => {
      await limited(call.ip, call.reply);
      const { surveyId, version: number, lang: wanted } = call.params;
      const served = await servedSurvey(ctx.db, surveyId);
      const version = served.kind === 'none' ? null : await versions.get(surveyId, number);
      if (!version) throw notFound(`Version ${number} of survey ${surveyId.slice(0, 80)}`);
      const lang = languageOf(version, wanted);
      // One address per form: a language the version does not launch in has none.
      if (lang.language !== wanted) {
        throw new DomainError('not_found', `Version ${number} of survey ${surveyId} is not taken in language ${wanted.slice(0, 20)} (it is in ${version.launchLanguages.join(', ')})`);
      }
      // A version never changes: the browser and any cache may keep its form for good.
      call.reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      return forms.get(version, lang);
    }),
  ];
}
