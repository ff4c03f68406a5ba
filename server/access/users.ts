// Users and organisations as the API shows them (never the password hash; empty org ids as null,
// spec §5), and what a user may read about them: their own organisation and permissions.
import { and, eq } from 'drizzle-orm';
import type { Organisation, Permission, User } from '../../schema/api/access';
import type { AppContext } from '../context';
import { organisations, permissions, users } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import type { UserRow } from '../http/principal';

export type PublicUser = User;
export type OrganisationRow = typeof organisations.$inferSelect;
export type PermissionRow = typeof permissions.$inferSelect;

export function toPublicUser(user: UserRow): User {
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    is_admin: user.is_admin,
    org_id: user.org_id || null,
    development_fields: user.development_fields as User['development_fields'],
  };
}

export function toPublicOrganisation(org: OrganisationRow): Organisation {
  return {
    id: org.id,
    name: org.name,
    owner_id: org.owner_id || null,
    region: org.region,
    subscription: org.subscription,
    development_fields: org.development_fields,
  };
}

export function toPermission(p: PermissionRow): Permission {
  return { id: p.id, user_id: p.user_id, access_level: p.access_level, scope: { scope_id: p.scope_id, scope_type: p.scope_type } };
}

export async function findUserByEmail(ctx: AppContext, email: string): Promise<UserRow | null> {
  const [row] = await ctx.db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return row ?? null;
}

export async function findOrganisation(ctx: AppContext, id: string): Promise<OrganisationRow | null> {
  const [row] = await ctx.db.select().from(organisations).where(eq(organisations.id, id)).limit(1);
  return row ?? null;
}

/** The user, with their organisation (null when they have none or it is gone). */
export async function me(ctx: AppContext, user: UserRow) {
  const org = user.org_id ? await findOrganisation(ctx, user.org_id) : null;
  return { user: toPublicUser(user), org: org ? toPublicOrganisation(org) : null };
}

/** Another organisation is as good as absent to a non-admin. */
export async function organisationFor(ctx: AppContext, asker: UserRow, orgId: string) {
  const org = await findOrganisation(ctx, orgId);
  if (!org || (!asker.is_admin && asker.org_id !== org.id)) throw notFound(`Organisation ${orgId}`);
  return { org: toPublicOrganisation(org) };
}

/** A user's permissions of one scope type; only they or an admin may read them. */
export async function permissionsOf(ctx: AppContext, asker: UserRow, userId: string, scopeType: Permission['scope']['scope_type']) {
  if (asker.id !== userId && !asker.is_admin) throw forbidden(`You may only see your own permissions, not those of user ${userId}`);
  const rows = await ctx.db.select().from(permissions)
    .where(and(eq(permissions.user_id, userId), eq(permissions.scope_type, scopeType)));
  return { permissions: rows.map(toPermission) };
}
