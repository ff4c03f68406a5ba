// HTTP shell of the access service (spec §7): parse → authorise → service.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../context';
import { permissions, users } from '../db/schema';
import { badRequest, forbidden, notFound, parse } from '../http/errors';
import { principalOf, type UserRow } from '../http/principal';
import { minPasswordLength } from './password';
import { accessScopeSchema } from './scope';
import * as access from './service';
import { issueAccessToken } from './tokens';
import { surveyPermissionRoutes } from './survey-permissions';
import { findOrganisation, toPublicOrganisation, toPublicUser } from './users';

const email = z.email('Enter a valid e-mail address').max(320);
const password = z.string().min(minPasswordLength, `Password must be at least ${minPasswordLength} characters`).max(200);
const tokenBody = z.object({ token_code: z.string().min(16).max(128) }).strict();
const userIdParams = z.object({ user_id: z.uuid() });
const orgIdParams = z.object({ org_id: z.uuid() });

/** The address the browser used, for links in e-mails (FIELDWORK_PUBLIC_URL wins). */
export function baseUrlOf(ctx: AppContext, request: FastifyRequest): string {
  return ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;
}

function requireSelfOrAdmin(user: UserRow, targetId: string): void {
  if (user.id !== targetId && !user.is_admin) throw forbidden('You may only see your own permissions');
}

export function accessRoutes(app: FastifyInstance, ctx: AppContext): void {
  surveyPermissionRoutes(app, ctx);
  const loginLimit = {
    max: ctx.config.loginRateLimit,
    timeWindow: '15 minutes',
    hook: 'preValidation' as const, // after the body is parsed, so the key can hold the e-mail
    // Per address and e-mail, so one attacker cannot lock everyone out and cannot try many passwords.
    keyGenerator: (request: FastifyRequest) => {
      const body = request.body as { email?: unknown } | undefined;
      return `${request.ip}|${typeof body?.email === 'string' ? body.email.toLowerCase() : ''}`;
    },
  };

  app.post('/access/api/auth/login', { config: { access: 'public', rateLimit: loginLimit } }, async (request) => {
    const body = parse(z.object({ email, password: z.string().min(1, 'Password is required').max(200) }).strict(), request.body);
    return access.login(ctx, body.email, body.password);
  });

  app.post('/access/api/auth/refresh', { config: { access: 'user' } }, async (request) => {
    const body = parse(tokenBody, request.body);
    return access.refresh(ctx, principalOf(request), body.token_code);
  });

  app.post('/access/api/auth/revoke', { config: { access: 'user' } }, async (request, reply) => {
    const body = parse(tokenBody, request.body);
    await access.revoke(ctx, principalOf(request), body.token_code);
    return reply.status(204).send();
  });

  app.post('/access/api/access-tokens', { config: { access: 'admin' } }, async (request, reply) => {
    const body = parse(z.object({
      impersonate_user_id: z.uuid(),
      scopes: z.array(accessScopeSchema).min(1),
      single_use: z.boolean().default(true),
    }).strict(), request.body);
    const [target] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, body.impersonate_user_id));
    if (!target) throw notFound(`User ${body.impersonate_user_id}`);
    if (body.scopes.some((s) => s.limits.target !== body.impersonate_user_id)) {
      throw badRequest('Invalid body: scopes: every scope must target impersonate_user_id');
    }
    const token = await issueAccessToken(ctx, target.id, body.scopes, body.single_use);
    reply.status(201);
    return { token, set_password_url: access.setPasswordUrl(baseUrlOf(ctx, request), token.code) };
  });

  app.post('/access/api/reset-password', { config: { access: 'public', rateLimit: loginLimit } }, async (request) => {
    const body = parse(z.object({ email }).strict(), request.body);
    await access.resetPassword(ctx, body.email, baseUrlOf(ctx, request));
    return { message: 'If an account exists for that e-mail, we have sent it a link to set a new password.' };
  });

  app.post('/access/api/new-user', { config: { access: 'admin' } }, async (request, reply) => {
    const body = parse(z.object({
      email,
      first_name: z.string().trim().min(1, 'First name is required').max(100),
      last_name: z.string().trim().max(100).default(''),
      org_id: z.uuid().nullish(),
      is_admin: z.boolean().optional(),
    }).strict(), request.body);
    reply.status(201);
    return access.newUser(ctx, principalOf(request).user, body, baseUrlOf(ctx, request));
  });

  app.get('/access/api/users/me', { config: { access: 'user' } }, async (request) => {
    const { user } = principalOf(request);
    const org = user.org_id ? await findOrganisation(ctx, user.org_id) : null;
    return { user: toPublicUser(user), org: org ? toPublicOrganisation(org) : null };
  });

  app.patch('/access/api/users/me', { config: { access: 'password-token' } }, async (request) => {
    const body = parse(z.object({
      password: password.optional(),
      first_name: z.string().trim().min(1, 'First name is required').max(100).optional(),
      last_name: z.string().trim().max(100).optional(),
      development_fields: z.object({ user_agreement_accepted: z.boolean().optional() }).strict().optional(),
    }).strict(), request.body);
    return access.patchMe(ctx, principalOf(request), body);
  });

  app.get('/access/api/orgs/:org_id', { config: { access: 'user' } }, async (request) => {
    const { user } = principalOf(request);
    const { org_id } = parse(orgIdParams, request.params, 'path');
    const org = await findOrganisation(ctx, org_id);
    // Another organisation is as good as absent to a non-admin.
    if (!org || (!user.is_admin && user.org_id !== org.id)) throw notFound(`Organisation ${org_id}`);
    return { org: toPublicOrganisation(org) };
  });

  for (const scopeType of ['survey', 'survey_alias'] as const) {
    app.get(`/access/api/users/id/:user_id/permissions/${scopeType}/`, { config: { access: 'user' } }, async (request) => {
      const { user } = principalOf(request);
      const { user_id } = parse(userIdParams, request.params, 'path');
      requireSelfOrAdmin(user, user_id);
      const rows = await ctx.db.select().from(permissions)
        .where(and(eq(permissions.user_id, user_id), eq(permissions.scope_type, scopeType)));
      return {
        permissions: rows.map((p) => ({
          id: p.id, user_id: p.user_id, access_level: p.access_level, scope: { scope_id: p.scope_id, scope_type: p.scope_type },
        })),
      };
    });
  }
}
