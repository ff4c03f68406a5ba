// Tokens as the client holds them, and an admin issuing a scoped access token (a set-password
// link for a user, spec §6).
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { rule } from '../access-rule';
import { accessScopeSchema } from '../access-scope';

export const tokenSchema = z.object({
  /** Sent as `Authorization: Token <code>`; only its hash is stored. */
  code: z.string(),
  expires_at: z.iso.datetime(),
});
export type Token = z.infer<typeof tokenSchema>;

/** Token codes are 43 characters (32 random bytes, base64url); the bounds leave room, no more. */
export const tokenCodeSchema = z.string().min(16, 'token_code must be at least 16 characters').max(128, 'token_code must be at most 128 characters');

export const createAccessToken = endpoint({
  id: 'access.tokens.create',
  method: 'POST',
  path: '/access/api/access-tokens',
  access: rule.admin,
  body: z.object({
    impersonate_user_id: z.uuid(),
    scopes: z.array(accessScopeSchema).min(1).max(10),
    single_use: z.boolean().default(true),
  }).strict(),
  status: 201,
  reply: z.object({ token: tokenSchema, set_password_url: z.string() }),
});
