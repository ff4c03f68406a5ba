// The shapes the browser reads from the access and admin services, inferred from the contract
// records (schema/api) the server registers its routes from: nothing is written out twice here,
// so a reply that changes on the server is a type error in the browser, not a surprise at run time.
import type { z } from 'zod';
import type { ReplyOf } from '../../schema/api';
import type { login, Organisation } from '../../schema/api/access';
import type { refusalFindingSchema } from '../../schema/api/admin/publishing';

export type { Organisation, Token, User } from '../../schema/api/access';
export { features, type AccessLevel, type Feature } from '../../schema/api/access-rule';
export type { SurveyStatus } from '../../schema/survey/survey';

/** A signed-in session as stored in the browser: the login reply and the user's organisation. */
export type Login = ReplyOf<typeof login> & { readonly org: Organisation | null };

/** A survey as the survey calls answer it, with the asker's access level on it. */
export type { SurveyRecord as SurveySummary, SurveyListItem } from '../../schema/api/admin/surveys';

/** A published version of a survey (spec §3); the active one is marked. */
export type { PublishedSurveyRecord as PublishedSurvey } from '../../schema/api/admin/publishing';

/** A critical finding a refused publish lists (422 critical_findings, in error.details). */
export type PublishRefusalFinding = z.infer<typeof refusalFindingSchema>;
