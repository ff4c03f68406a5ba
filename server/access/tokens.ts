// Issuing and ending tokens. Login tokens are sessions; access tokens are scoped and usually
// single-use (a set-password link). Only the sha-256 of a code is stored.
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext, MainDatabase } from '../context';
import { tokens } from '../db/schema';
import { hashTokenCode, newTokenCode } from './token-code';
import type { AccessScope } from './scope';

export interface IssuedToken {
  readonly code: string;
  readonly expires_at: string;
}

const minutesFrom = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000);

export async function issueLoginToken(ctx: AppContext, userId: string, db: MainDatabase = ctx.db): Promise<IssuedToken> {
  const code = newTokenCode();
  const expires = minutesFrom(ctx.now(), ctx.config.tokenTtlMinutes);
  await db.insert(tokens).values({ user_id: userId, code_hash: hashTokenCode(code), kind: 'login', expires_at: expires });
  return { code, expires_at: expires.toISOString() };
}

export async function issueAccessToken(
  ctx: AppContext,
  userId: string,
  scopes: readonly AccessScope[],
  singleUse: boolean,
  db: MainDatabase = ctx.db,
): Promise<IssuedToken> {
  const code = newTokenCode();
  const expires = minutesFrom(ctx.now(), ctx.config.accessTokenTtlMinutes);
  await db.insert(tokens).values({
    user_id: userId, code_hash: hashTokenCode(code), kind: 'access', scopes: [...scopes], single_use: singleUse, expires_at: expires,
  });
  return { code, expires_at: expires.toISOString() };
}

/** Revokes a token by code when it belongs to `userId`; false when there was none to revoke. */
export async function revokeToken(ctx: AppContext, code: string, userId: string, db: MainDatabase = ctx.db): Promise<boolean> {
  const revoked = await db.update(tokens)
    .set({ revoked_at: ctx.now() })
    .where(and(eq(tokens.code_hash, hashTokenCode(code)), eq(tokens.user_id, userId), isNull(tokens.revoked_at)))
    .returning({ id: tokens.id });
  return revoked.length > 0;
}

/** Marks a single-use token used; false if another request used it first. */
export async function consumeToken(ctx: AppContext, tokenId: string, db: MainDatabase = ctx.db): Promise<boolean> {
  const used = await db.update(tokens)
    .set({ used_at: ctx.now() })
    .where(and(eq(tokens.id, tokenId), isNull(tokens.used_at)))
    .returning({ id: tokens.id });
  return used.length > 0;
}

/** Revokes every active token of a user's (after a password is set, old sessions end). */
export async function revokeAllTokens(ctx: AppContext, userId: string, db: MainDatabase = ctx.db): Promise<void> {
  await db.update(tokens).set({ revoked_at: ctx.now() }).where(and(eq(tokens.user_id, userId), isNull(tokens.revoked_at)));
}
