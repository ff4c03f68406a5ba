// Scopes of an access token (spec §6): a single-use token may set one user's password only.
import { z } from 'zod';

export const accessScopeSchema = z.object({
  type: z.literal('user_management'),
  subtype: z.literal('update'),
  limits: z.object({
    target: z.uuid(),
    properties: z.array(z.literal('password')).min(1).max(1),
  }).strict(),
}).strict();
export type AccessScope = z.infer<typeof accessScopeSchema>;

/** Whether a token's scopes allow setting `property` of user `target`. */
export function scopeAllows(scopes: readonly unknown[], target: string, property: 'password'): boolean {
  return scopes.some((raw) => {
    const scope = accessScopeSchema.safeParse(raw);
    return scope.success && scope.data.limits.target === target && scope.data.limits.properties.includes(property);
  });
}

/** An access token may act only by setting the password of the user it was issued for. */
export function scopeLetsSetOwnPassword(scopes: readonly unknown[], ownerId: string): boolean {
  return scopeAllows(scopes, ownerId, 'password');
}

export function passwordScope(userId: string): AccessScope {
  return { type: 'user_management', subtype: 'update', limits: { target: userId, properties: ['password'] } };
}
