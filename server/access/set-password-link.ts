// Single-use links to set a password (an invitation or a reset). A new link revokes the user's
// earlier unused ones, so only the latest e-mail works; the token travels only in the e-mail
// itself (the outbox and the console get a placeholder, server/mail/mailer.ts).
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../context';
import { tokens } from '../db/schema';
import type { UserRow } from '../http/principal';
import { setPasswordUrl } from '../mail/links';
import { passwordScope, scopeAllows } from './scope';
import { issueAccessToken, type IssuedToken } from './tokens';

/** Revokes every live, unused access token that could set this user's password. */
async function revokeEarlierLinks(ctx: AppContext, userId: string, db: AppContext['db']): Promise<void> {
  const live = await db.select({ id: tokens.id, scopes: tokens.scopes }).from(tokens)
    .where(and(eq(tokens.user_id, userId), eq(tokens.kind, 'access'), isNull(tokens.revoked_at), isNull(tokens.used_at)));
  const ids = live.filter((token) => scopeAllows(token.scopes, userId, 'password')).map((token) => token.id);
  if (ids.length) await db.update(tokens).set({ revoked_at: ctx.now() }).where(inArray(tokens.id, ids));
}

export async function sendSetPasswordLink(
  ctx: AppContext, user: UserRow, reason: 'invite' | 'reset',
): Promise<{ token: IssuedToken; url: string }> {
  const token = await ctx.db.transaction(async (tx) => {
    await revokeEarlierLinks(ctx, user.id, tx);
    return issueAccessToken(ctx, user.id, [passwordScope(user.id)], true, tx);
  });
  const url = setPasswordUrl(ctx.config, token.code);
  const subject = reason === 'invite' ? 'You have been invited to Fieldwork' : 'Set a new Fieldwork password';
  const intro = reason === 'invite'
    ? `Hello ${user.first_name || 'there'},\n\nAn account has been created for you on Fieldwork.`
    : `Hello ${user.first_name || 'there'},\n\nSomeone (hopefully you) asked to set a new password for this account.`;
  await ctx.mailer.send({
    to: user.email,
    subject,
    text: `${intro}\nChoose your password here (the link works once, until ${token.expires_at}):\n\n${url}\n\nIf you did not expect this e-mail you can ignore it.`,
    secrets: [token.code, encodeURIComponent(token.code)],
  });
  return { token, url };
}
