// HTTP shell of the access service (spec §7): each contract record (schema/api/access) with the
// service call it stands for. Parsing, the access rule, survey access and the audit row come from
// the endpoint shell (server/http/endpoint.ts).
import type { FastifyInstance } from 'fastify';
import {
  createAccessToken, deleteSurveyPermission, getMe, getOrganisation, getSurveyPermission, listSurveyHolders,
  listUserSurveyAliasPermissions, listUserSurveyPermissions, login, newUser, patchMe, putSurveyPermission, refresh,
  resetPassword, revoke,
} from '../../schema/api/access';
import type { AppContext } from '../context';
import { registerRoutes, route, type ReplyControl } from '../http/endpoint';
import { RateLimitedError, RateLimiter } from '../http/rate-limiter';
import * as access from './service';
import { deleteHolder, getHolder, listHolders, putHolder } from './survey-permissions';
import { me, organisationFor, permissionsOf } from './users';

/** A refusal for too many attempts tells the client when to try again. */
async function withRetryAfter<T>(reply: ReplyControl, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof RateLimitedError) reply.header('Retry-After', String(error.retryAfterSeconds));
    throw error;
  }
}

export function accessEndpointRoutes(limiter: RateLimiter) {
  return [
    route(login, ({ ctx, body, ip, reply }) =>
      withRetryAfter(reply, () => access.login(ctx, limiter, { email: body.email, password: body.password, ip }))),
    route(refresh, ({ ctx, principal, body }) => access.refresh(ctx, principal, body.token_code)),
    route(revoke, async ({ ctx, principal, body }) => {
      await access.revoke(ctx, principal, body.token_code);
      return null;
    }),
    route(resetPassword, ({ ctx, body, ip, reply }) =>
      withRetryAfter(reply, () => access.resetPassword(ctx, limiter, { email: body.email, ip }))),
    route(createAccessToken, ({ ctx, body }) => access.issueTokenFor(ctx, body)),
    route(newUser, ({ ctx, user, body }) => access.newUser(ctx, user, body)),
    route(getMe, ({ ctx, user }) => me(ctx, user)),
    route(patchMe, ({ ctx, principal, body }) => access.patchMe(ctx, principal, body)),
    route(getOrganisation, ({ ctx, user, params }) => organisationFor(ctx, user, params.org_id)),
    route(listUserSurveyPermissions, ({ ctx, user, params }) => permissionsOf(ctx, user, params.user_id, 'survey')),
    route(listUserSurveyAliasPermissions, ({ ctx, user, params }) => permissionsOf(ctx, user, params.user_id, 'survey_alias')),
    route(getSurveyPermission, ({ ctx, survey, params }) => getHolder(ctx, survey.survey.id, params.user_id)),
    route(putSurveyPermission, ({ ctx, user, survey, params, body }) => putHolder(ctx, user, survey.survey, params.user_id, body)),
    route(deleteSurveyPermission, async ({ ctx, survey, params }) => {
      await deleteHolder(ctx, survey.survey.id, params.user_id);
      return null;
    }),
    route(listSurveyHolders, ({ ctx, survey }) => listHolders(ctx, survey.survey.id)),
  ];
}

export function accessRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoutes(app, ctx, accessEndpointRoutes(new RateLimiter(ctx.db, ctx.now)));
}
