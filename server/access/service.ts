// The access service: sign-in, sessions, set-password links and new users (spec §7). It knows
// no HTTP: failures are DomainErrors with a code (schema/api/errors.ts maps them to statuses).
import { eq, sql } from 'drizzle-orm';
import type { AccessScope } from '../../schema/api';
import type { User } from '../../schema/api/access';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { DomainError, badRequest, forbidden, notFound, unauthorized } from '../http/errors';
import type { Principal, UserRow } from '../http/principal';
import { findPrincipal } from '../http/principal';
import type { RateLimiter } from '../http/rate-limiter';
import { setPasswordUrl } from '../mail/links';
import { createDemoSurvey } from '../seed/demo-survey';
import { resetLimits, signInLimits } from './attempt-limits';
import { hashPassword, verifyPassword } from './password';
import { scopeAllows } from './scope';
import { sendSetPasswordLink } from './set-password-link';
import { consumeToken, issueAccessToken, issueLoginToken, revokeAllTokens, revokeToken } from './tokens';
import { findUserByEmail, toPublicUser } from './users';

// One message for every wrong e-mail or password, so sign-in does not reveal who has an account.
export const wrongCredentials = 'Incorrect e-mail or password';
export const resetAnswer = 'If an account exists for that e-mail, we have sent it a link to set a new password.';

export interface Attempt {
  readonly email: string;
  /** The real peer address (request.ip). */
  readonly ip: string;
}

export async function login(ctx: AppContext, limiter: RateLimiter, input: Attempt & { readonly password: string }) {
  const attempt = await limiter.attempt(signInLimits(ctx.config, input.ip, input.email));
  const user = await findUserByEmail(ctx, input.email);
  const ok = await verifyPassword(user?.password_hash ?? null, input.password);
  if (!user || !ok) throw new DomainError('wrong_credentials', wrongCredentials);
  // Only failures count against the limits.
  await attempt.giveBack();
  return { user: toPublicUser(user), token: await issueLoginToken(ctx, user.id) };
}

/** Swaps a live login token for a new one; the old one is revoked in the same transaction. */
export async function refresh(ctx: AppContext, principal: Principal, tokenCode: string) {
  const current = await findPrincipal(ctx, tokenCode);
  if (!current || current.token.kind !== 'login' || current.user.id !== principal.user.id) {
    throw unauthorized('This session cannot be refreshed, please sign in again');
  }
  return ctx.db.transaction(async (tx) => {
    await revokeToken(ctx, tokenCode, current.user.id, tx);
    return { user: toPublicUser(current.user), token: await issueLoginToken(ctx, current.user.id, tx) };
  });
}

export async function revoke(ctx: AppContext, principal: Principal, tokenCode: string): Promise<void> {
  await revokeToken(ctx, tokenCode, principal.user.id);
}

/** E-mails a reset link when the account exists; the answer is the same either way. */
export async function resetPassword(ctx: AppContext, limiter: RateLimiter, input: Attempt): Promise<{ message: string }> {
  await limiter.attempt(resetLimits(ctx.config, input.ip, input.email));
  const user = await findUserByEmail(ctx, input.email);
  if (user) await sendSetPasswordLink(ctx, user, 'reset');
  return { message: resetAnswer };
}

/** An admin issues a scoped access token for a user (a set-password link to hand over). */
export async function issueTokenFor(ctx: AppContext, input: { impersonate_user_id: string; scopes: readonly AccessScope[]; single_use: boolean }) {
  const [target] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, input.impersonate_user_id));
  if (!target) throw notFound(`User ${input.impersonate_user_id}`);
  const stray = input.scopes.findIndex((scope) => scope.limits.target !== input.impersonate_user_id);
  if (stray >= 0) {
    const message = `every scope must target impersonate_user_id (${input.impersonate_user_id})`;
    throw badRequest(`Invalid body: scopes.${stray}.limits.target: ${message}`, [{ field: `scopes.${stray}.limits.target`, message }]);
  }
  const token = await issueAccessToken(ctx, target.id, input.scopes, input.single_use);
  return { token, set_password_url: setPasswordUrl(ctx.config, token.code) };
}

export interface NewUserInput {
  readonly email: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly org_id?: string | null | undefined;
  readonly is_admin?: boolean | undefined;
}

/** An admin creates a user: the account, its demo survey, and an invitation to set a password. */
export async function newUser(ctx: AppContext, admin: UserRow, input: NewUserInput) {
  const email = input.email.trim().toLowerCase();
  const user = await ctx.db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (existing) throw new DomainError('email_taken', `A user with e-mail ${email} already exists`);
    const [row] = await tx.insert(users).values({
      email, first_name: input.first_name, last_name: input.last_name,
      org_id: input.org_id === undefined ? admin.org_id : input.org_id,
      is_admin: input.is_admin ?? false,
    }).returning();
    if (!row) throw new Error(`User insert for ${email} returned no row`);
    await createDemoSurvey(tx, row);
    return row;
  });
  const { url } = await sendSetPasswordLink(ctx, user, 'invite');
  return { user: toPublicUser(user), set_password_url: url };
}

export interface MePatch {
  readonly password?: string | undefined;
  readonly first_name?: string | undefined;
  readonly last_name?: string | undefined;
  readonly development_fields?: { readonly user_agreement_accepted?: boolean | undefined } | undefined;
}

/** PATCH /users/me: a scoped access token may set the password (once); a session may edit the
 *  profile and accept the agreement. Password change from a session is "coming soon" (spec §1). */
export async function patchMe(ctx: AppContext, principal: Principal, patch: MePatch): Promise<{ user: User }> {
  const { user, token } = principal;
  if (token.kind === 'access') {
    const { password, ...rest } = patch;
    if (Object.values(rest).some((v) => v !== undefined)) throw forbidden('This link can only set a password');
    if (password === undefined) throw badRequest('Invalid body: password: Required', [{ field: 'password', message: 'Required' }]);
    if (!scopeAllows(token.scopes, user.id, 'password')) throw forbidden('This link cannot set this password');
    const passwordHash = await hashPassword(password);
    return ctx.db.transaction(async (tx) => {
      if (token.single_use && !(await consumeToken(ctx, token.id, tx))) throw unauthorized('This link has already been used');
      await revokeAllTokens(ctx, user.id, tx);
      const [row] = await tx.update(users).set({ password_hash: passwordHash, updated_at: ctx.now() }).where(eq(users.id, user.id)).returning();
      return { user: toPublicUser(row ?? user) };
    });
  }
  if (patch.password !== undefined) throw forbidden('Password change is coming soon; use "Forgot password" on the sign-in page');
  const developmentFields = patch.development_fields
    ? sql`${users.development_fields} || ${JSON.stringify(stripUndefined(patch.development_fields))}::jsonb`
    : undefined;
  const [row] = await ctx.db.update(users).set({
    ...(patch.first_name !== undefined ? { first_name: patch.first_name } : {}),
    ...(patch.last_name !== undefined ? { last_name: patch.last_name } : {}),
    ...(developmentFields ? { development_fields: developmentFields } : {}),
    updated_at: ctx.now(),
  }).where(eq(users.id, user.id)).returning();
  return { user: toPublicUser(row ?? user) };
}

function stripUndefined(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}
