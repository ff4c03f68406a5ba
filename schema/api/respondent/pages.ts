// The respondent's pages at a survey's public link (issue 14), served as whole HTML documents so
// a survey works with scripts off: each page is a plain form that posts back to the same address.
//   GET  /s/{surveyId}[?lang=]   the respondent's current page (a first visit starts them and sets
//                                the resume cookie, keeping the values data collectors read from
//                                the query); the closed message, the end, or a 404 page
//   POST /s/{surveyId}[?lang=]   the page's form: 303 to GET once saved (or on Back), else the page
//                                again with its problems (422), nothing stored
// Public, limited per address; the resume cookie (HttpOnly, SameSite=Lax) says who is answering.
import { z } from 'zod';
import { rule } from '../access-rule';
import { endpoint } from '../endpoint';
import { formEntries } from '../form-body';

export { RESPONDENT_ACTIONS, RESPONDENT_FORM, type RespondentAction } from './respondent-form';

/** A page of the largest survey (10 questions × 50 answers, other texts) posts far fewer fields. */
export const RESPONDENT_FORM_LIMITS = { fields: 2_000, nameLength: 300, valueLength: 20_000 } as const;

const params = z.object({ surveyId: z.string().max(100) });
/** A link parameter's value (or values, when repeated): bounded here, judged by the version's data collectors. */
const linkValue = z.string().max(2_000);
/** `lang`, and any parameter a data collector reads (`?uid=…`, spec §3): kept, not stripped. */
const query = z.object({ lang: z.string().max(20).optional() }).catchall(z.union([linkValue, z.array(linkValue).max(20)]));

export const respondentPage = endpoint({
  id: 'respondent.page.get',
  method: 'GET',
  path: '/s/:surveyId',
  params,
  query,
  reply: z.string(),
  replyKind: 'html',
  access: rule.public,
});

export const respondentSubmit = endpoint({
  id: 'respondent.page.submit',
  method: 'POST',
  path: '/s/:surveyId',
  params,
  query,
  bodyKind: 'form',
  body: formEntries(RESPONDENT_FORM_LIMITS),
  reply: z.string(),
  replyKind: 'html',
  access: rule.public,
  // A respondent's answers are not an author's change: the region database records them.
  audit: false,
  limits: { bytes: 512_000 },
});
