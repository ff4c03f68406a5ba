// The access service: sign-in, sessions, set-password links and new users (spec §7).
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { HttpError, badRequest, forbidden, unauthorized } from '../http/errors';
import type { Principal, UserRow } from '../http/principal';
import { findPrincipal } from '../http/principal';
import { createDemoSurvey } from '../seed/demo-survey';
import { hashPassword, verifyPassword } from './password';
import { passwordScope, scopeAllows } from './scope';
import { consumeToken, issueAccessToken, issueLoginToken, revokeAllTokens, revokeToken } from './tokens';
import { toPublicUser } from './users';

// One message for every wrong e-mail or password, so sign-in does not reveal who has an account.
export const wrongCredentials = 'Incorrect e-mail or password';

export async function login(ctx: AppContext, email: string, password: string) {
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  const ok = await verifyPassword(user?.password_hash ?? null, password);
  if (!user || !ok) throw new HttpError(401, 'wrong_credentials', wrongCredentials);
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

export function setPasswordUrl(baseUrl: string, code: string): string {
  return `${baseUrl.replace(/\/$/, '')}/set-password?token=${encodeURIComponent(code)}`;
}

/** Creates a single-use link for a user to set their password, and e-mails it. */
export async function sendSetPasswordLink(ctx: AppContext, user: UserRow, baseUrl: string, reason: 'invite' | 'reset') {
  const token = await issueAccessToken(ctx, user.id, [passwordScope(user.id)], true);
  const url = setPasswordUrl(baseUrl, token.code);
  const subject = reason === 'invite' ? 'You have been invited to Fieldwork' : 'Set a new Fieldwork password';
  const intro = reason === 'invite'
    ? `Hello ${user.first_name || 'there'},\n\nAn account has been created for you on Fieldwork.`
    : `Hello ${user.first_name || 'there'},\n\nSomeone (hopefully you) asked to set a new password for this account.`;
  await ctx.mailer.send({
    to: user.email,
    subject,
    text: `${intro}\nChoose your password here (the link works once, until ${token.expires_at}):\n\n${url}\n\nIf you did not expect this e-mail you can ignore it.`,
  });
  return { token, url };
}

export async function resetPassword(ctx: AppContext, email: string, baseUrl: string): Promise<void> {
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  if (user) await sendSetPasswordLink(ctx, user, baseUrl, 'reset');
}

export interface NewUserInput {
  readonly email: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly org_id?: string | null | undefined;
  readonly is_admin?: boolean | undefined;
}

/** An admin creates a user: the account, its demo survey, and an invitation to set a password. */
export async function newUser(ctx: AppContext, admin: UserRow, input: NewUserInput, baseUrl: string) {
  const email = input.email.trim().toLowerCase();
  const user = await ctx.db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (existing) throw new HttpError(409, 'email_taken', `A user with e-mail ${email} already exists`);
    const [row] = await tx.insert(users).values({
      email, first_name: input.first_name, last_name: input.last_name,
      org_id: input.org_id === undefined ? admin.org_id : input.org_id,
      is_admin: input.is_admin ?? false,
    }).returning();
    if (!row) throw new Error(`User insert for ${email} returned no row`);
    await createDemoSurvey(tx, row);
    return row;
  });
  const { url } = await sendSetPasswordLink(ctx, user, baseUrl, 'invite');
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
export async function patchMe(ctx: AppContext, principal: Principal, patch: MePatch) {
  const { user, token } = principal;
  if (token.kind === 'access') {
    const { password, ...rest } = patch;
    if (Object.values(rest).some((v) => v !== undefined)) throw forbidden('This link can only set a password');
    if (password === undefined) throw badRequest('Invalid body: password: Required');
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
