// Who is asking. Every route declares its access in `config.access`; one hook resolves the
// principal from `Authorization: Token <code>` and refuses the request before the handler
// runs. A route without a declaration fails at start-up, so none can forget to check.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { tokens, users } from '../db/schema';
import { hashTokenCode, readAuthorization } from '../access/token-code';
import { forbidden, unauthorized } from './errors';

/** public: anyone; user: a signed-in user; admin: a signed-in admin;
 *  password-token: a signed-in user or a scoped single-use access token (set-password). */
export type Access = 'public' | 'user' | 'admin' | 'password-token';

export const apiPrefixes = ['/access/', '/admin/', '/development-api/'] as const;

export type UserRow = typeof users.$inferSelect;
export type TokenRow = typeof tokens.$inferSelect;

export interface Principal {
  readonly user: UserRow;
  readonly token: TokenRow;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

/** The principal of a request whose access is not public (set by the hook). */
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

export function registerAccessHook(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('principal', null);
  app.addHook('onRoute', (route) => {
    if (route.config?.access) return;
    if (apiPrefixes.some((prefix) => route.url.startsWith(prefix))) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access (config.access)`);
    }
    // The built browser app and the status file are public by nature.
    route.config = { ...route.config, access: 'public' };
  });
  app.addHook('preHandler', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'public') return;
    const code = readAuthorization(request.headers.authorization);
    if (!code) throw unauthorized();
    const principal = await findPrincipal(ctx, code);
    if (!principal) throw unauthorized('Your session has expired, please sign in again');
    if (principal.token.kind === 'access' && access !== 'password-token') throw unauthorized('This link can only be used to set a password');
    if (access === 'admin' && !principal.user.is_admin) throw forbidden();
    request.principal = principal;
  });
}
