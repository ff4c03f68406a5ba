// Signing in and out: login, refresh, revoke, and the "forgot password" e-mail. Login and reset
// are public and rate-limited (server/access/attempt-limits.ts); refresh and revoke need a session.
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { rule } from '../access-rule';
import { tokenCodeSchema, tokenSchema } from './tokens';
import { emailSchema, userSchema } from './users';

export const loginSchema = z.object({ user: userSchema, token: tokenSchema });
export type Login = z.infer<typeof loginSchema>;

const tokenCodeBody = z.object({ token_code: tokenCodeSchema }).strict();

export const login = endpoint({
  id: 'access.auth.login',
  method: 'POST',
  path: '/access/api/auth/login',
  access: rule.public,
  body: z.object({ email: emailSchema, password: z.string().min(1, 'Password is required').max(200, 'Password must be at most 200 characters') }).strict(),
  reply: loginSchema,
  audit: false,
});

/** Swaps a live session for a new one (the old one ends). */
export const refresh = endpoint({
  id: 'access.auth.refresh',
  method: 'POST',
  path: '/access/api/auth/refresh',
  access: rule.signedIn,
  body: tokenCodeBody,
  reply: loginSchema,
  audit: false,
});

export const revoke = endpoint({
  id: 'access.auth.revoke',
  method: 'POST',
  path: '/access/api/auth/revoke',
  access: rule.signedIn,
  body: tokenCodeBody,
  status: 204,
  reply: z.null(),
  audit: false,
});

/** The same answer whether or not an account has that e-mail. */
export const resetPassword = endpoint({
  id: 'access.password.reset',
  method: 'POST',
  path: '/access/api/reset-password',
  access: rule.public,
  body: z.object({ email: emailSchema }).strict(),
  reply: z.object({ message: z.string() }),
});
