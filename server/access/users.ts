// Users as the API shows them: never the password hash. Empty org ids are sent as null (spec §5).
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { organisations, users } from '../db/schema';
import type { UserRow } from '../http/principal';

export interface PublicUser {
  readonly id: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
  readonly is_admin: boolean;
  readonly org_id: string | null;
  readonly development_fields: Record<string, unknown>;
}

export function toPublicUser(user: UserRow): PublicUser {
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    is_admin: user.is_admin,
    org_id: user.org_id || null,
    development_fields: user.development_fields,
  };
}

export type OrganisationRow = typeof organisations.$inferSelect;

export function toPublicOrganisation(org: OrganisationRow) {
  return {
    id: org.id,
    name: org.name,
    owner_id: org.owner_id || null,
    region: org.region,
    subscription: org.subscription,
    development_fields: org.development_fields,
  };
}

export async function findUserByEmail(ctx: AppContext, email: string): Promise<UserRow | null> {
  const [row] = await ctx.db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return row ?? null;
}

export async function findOrganisation(ctx: AppContext, id: string): Promise<OrganisationRow | null> {
  const [row] = await ctx.db.select().from(organisations).where(eq(organisations.id, id)).limit(1);
  return row ?? null;
}
