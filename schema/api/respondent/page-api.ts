// The respondent runtime's JSON calls (issue 14 D): Next and Back without a page load, and the
// version's runtime form that lets the browser walk on while offline.
//   POST /s/{surveyId}/pages[?lang=]                     a page's answers under its idempotency key:
//        the page to show now (the next one, the end, or this one with its problems), as the
//        hydration data block holds it. A key applied before returns where the respondent is and
//        changes nothing. The resume cookie says who is answering, as for the form posts.
//   GET  /s/{surveyId}/versions/{version}/forms/{lang}  what the browser's walk needs of a
//        published version in one language: immutable (versions never change), cacheable.
//   GET  /s/offline-worker.js   the pages' service worker (a reload while offline shows the
//        respondent's place); at /s/ because a worker controls only pages below its own path.
// Public and limited per address like the form posts (pages.ts); the plain form posts stay the
// way a page works without its script.
import { z } from 'zod';
import { answersSchema } from '../../survey/respondent/answers-schema';
import { rule } from '../access-rule';
import { endpoint } from '../endpoint';
import { RESPONDENT_ACTIONS } from './respondent-form';
import type { DocumentData, PageOutcome, RuntimeForm } from './page-reply';

export { expandedComponents, PAGE_OUTCOMES, RUNTIME_FORM_FORMAT, type WireComponent, type DocumentData, type PageOutcome, type PageReply, type RuntimeForm } from './page-reply';

const surveyId = z.string().max(100);
const lang = z.object({ lang: z.string().max(20).optional() });

/** One page submission: what the page's form posts, as JSON. */
export const pageSubmissionSchema = z.strictObject({
  /** The routing page answered (the document's `pageId`). */
  pageId: z.string().min(1).max(64),
  /** Minted once per submission and resent unchanged: the server applies it once. */
  idempotencyKey: z.string().min(8).max(100).regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only'),
  action: z.enum(RESPONDENT_ACTIONS),
  /** The answers of the page's questions (those it shows); ignored for back. */
  answers: answersSchema,
});
export type PageSubmissionBody = z.output<typeof pageSubmissionSchema>;

const documentDataShape = z.object({
  document: z.looseObject({
    title: z.string(),
    action: z.string(),
    body: z.looseObject({ kind: z.enum(['page', 'message']) }),
  }),
  html: z.record(z.string(), z.string()),
});
const documentData = z.custom<DocumentData>((value) => documentDataShape.safeParse(value).success, 'a respondent document');

export const pageReplySchema = z.object({
  outcome: z.enum(['saved', 'replayed', 'moved_back', 'refused', 'stale'] as const satisfies readonly PageOutcome[]),
  data: documentData,
});

export const respondentPageAnswer = endpoint({
  id: 'respondent.page.answer',
  method: 'POST',
  path: '/s/:surveyId/pages',
  params: z.object({ surveyId }),
  query: lang,
  body: pageSubmissionSchema,
  reply: pageReplySchema,
  access: rule.public,
  // A respondent's answers are not an author's change: the region database records them.
  audit: false,
  limits: { bytes: 512_000 },
});

const runtimeFormShape = z.looseObject({
  format: z.number().int(),
  version: z.number().int(),
  components: z.array(z.looseObject({ id: z.string(), kind: z.string() })),
  defaults: z.record(z.string(), z.record(z.string(), z.unknown())),
  html: z.record(z.string(), z.string()),
});

export const respondentRuntimeForm = endpoint({
  id: 'respondent.form.get',
  method: 'GET',
  path: '/s/:surveyId/versions/:version/forms/:lang',
  params: z.object({ surveyId, version: z.coerce.number().int().min(1).max(1_000_000), lang: z.string().min(2).max(20) }),
  reply: z.custom<RuntimeForm>((value) => runtimeFormShape.safeParse(value).success, 'a runtime form'),
  access: rule.public,
});

export const respondentOfflineWorker = endpoint({
  id: 'respondent.worker.get',
  method: 'GET',
  path: '/s/offline-worker.js',
  reply: z.string(),
  replyKind: 'script',
  access: rule.public,
});
