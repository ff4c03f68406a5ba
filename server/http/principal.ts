// Who is asking. Every route carries an access rule: routes made from contract records
// (endpoint.ts) carry their record's, the few plain routes (the app shell, public files) say
// `access: 'public'`. An API route without a rule fails at start-up, so none can forget to check.
// The principal (`Authorization: Token <code>`) and the organisation's features are resolved once
// per request, here; the rule is decided by schema/api's `decide`, the browser's function too.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { organisationFeatures, scopeLetsSetOwnPassword, type Asker, type Endpoint } from '../../schema/api';
import type { AppContext } from '../context';
import { organisations, tokens, users } from '../db/schema';
import { hashTokenCode, readAuthorization } from '../access/token-code';
import { unauthorized } from './errors';

// The regional bases (/uk/, /eu/, /au/) carry the respondent data service.
export const apiPrefixes = ['/access/', '/admin/', '/development-api/', '/uk/', '/eu/', '/au/'] as const;
export const isApiPath = (url: string) => apiPrefixes.some((prefix) => url.startsWith(prefix));

export type UserRow = typeof users.$inferSelect;
export type TokenRow = typeof tokens.$inferSelect;

export interface Principal {
  readonly user: UserRow;
  readonly token: TokenRow;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Plain (non-contract) routes: the app shell, public files, health and status. */
    access?: 'public';
    /** Contract routes: their record. */
    endpoint?: Endpoint;
  }
  interface FastifyInstance {
    /** Every contract record registered on this app, in order (the generated suites walk it). */
    endpoints: Endpoint[];
  }
  interface FastifyRequest {
    principal: Principal | null;
    asker: Asker | null;
  }
}

/** The principal of a request whose rule needs one (set by authenticate). */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}

export async function findPrincipal(ctx: AppContext, code: string): Promise<Principal | null> {
  const rows = await ctx.db
    .select({ user: users, token: tokens })
    .from(tokens)
    .innerJoin(users, eq(users.id, tokens.user_id))
    .where(and(eq(tokens.code_hash, hashTokenCode(code)), isNull(tokens.revoked_at), isNull(tokens.used_at), gt(tokens.expires_at, ctx.now())))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Resolves who is asking, once: the token's user and their organisation's features. No header
 * is an anonymous asker; a header that names no live token is a 401 (the session ended), never
 * silently anonymous, so a client learns to sign in again.
 */
export async function authenticate(ctx: AppContext, request: FastifyRequest): Promise<Asker> {
  if (request.asker) return request.asker;
  const header = request.headers.authorization;
  if (header === undefined) {
    request.asker = { token: null, isAdmin: false, features: new Set() };
    return request.asker;
  }
  const code = readAuthorization(header);
  if (!code) throw unauthorized('Malformed Authorization header: expected "Token <code>"');
  const principal = await findPrincipal(ctx, code);
  if (!principal) throw unauthorized('Your session has expired, please sign in again');
  const org = principal.user.org_id
    ? (await ctx.db.select().from(organisations).where(eq(organisations.id, principal.user.org_id)).limit(1))[0]
    : undefined;
  request.principal = principal;
  request.asker = {
    token: principal.token.kind,
    isAdmin: principal.user.is_admin,
    features: organisationFeatures(org),
    mayOnlySetPassword: principal.token.kind === 'access' && scopeLetsSetOwnPassword(principal.token.scopes, principal.user.id),
  };
  return request.asker;
}

export function registerAccessCheck(app: FastifyInstance): void {
  app.decorateRequest('principal', null);
  app.decorateRequest('asker', null);
  app.decorate('endpoints', [] as Endpoint[]);
  app.addHook('onRoute', (route) => {
    if (route.config?.endpoint || route.config?.access) return;
    if (isApiPath(route.url)) {
      throw new Error(`Route ${String(route.method)} ${route.url} is not registered from a contract record (schema/api)`);
    }
    // The built browser app and the status file are public by nature.
    route.config = { ...route.config, access: 'public' };
  });
}
