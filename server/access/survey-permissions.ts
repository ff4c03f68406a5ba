// Who may do what with a survey (spec §6, §7): one user's permission on a survey (read by anyone
// with access; given, changed and removed by its owner or an admin: the contract's access rules)
// and the list of a survey's holders. The survey and the asker's level on it come resolved from
// the endpoint shell. A survey keeps at least one owner, and only an admin shares it outside its
// organisation.
import { and, eq, sql } from 'drizzle-orm';
import type { AccessLevel } from '../../schema/api';
import type { AppContext } from '../context';
import { permissions, users } from '../db/schema';
import { DomainError, badRequest, forbidden, notFound } from '../http/errors';
import type { UserRow } from '../http/principal';
import type { SurveyRow } from './survey-access';
import { toPermission } from './users';

async function holderOf(ctx: AppContext, userId: string, surveyId: string) {
  const [row] = await ctx.db.select().from(permissions)
    .where(and(eq(permissions.user_id, userId), eq(permissions.scope_type, 'survey'), eq(permissions.scope_id, surveyId)));
  return row ?? null;
}

async function ownerCount(ctx: AppContext, surveyId: string): Promise<number> {
  const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(permissions)
    .where(and(eq(permissions.scope_type, 'survey'), eq(permissions.scope_id, surveyId), eq(permissions.access_level, 'owner')));
  return row?.n ?? 0;
}

const lastOwner = (surveyId: string) =>
  new DomainError('last_owner', `Survey ${surveyId} needs an owner: give another user owner access first`);

export async function getHolder(ctx: AppContext, surveyId: string, userId: string) {
  const row = await holderOf(ctx, userId, surveyId);
  if (!row) throw notFound(`Permission of user ${userId} on survey ${surveyId}`);
  return { permission: toPermission(row) };
}

export interface HolderChange {
  readonly access_level: AccessLevel;
  readonly scope?: { readonly scope_id: string; readonly scope_type: 'survey' } | undefined;
}

/** Gives `userId` a level on the survey (the asker is its owner or an admin: the rule said so). */
export async function putHolder(ctx: AppContext, asker: UserRow, survey: SurveyRow, userId: string, change: HolderChange) {
  if (change.scope && change.scope.scope_id !== survey.id) {
    const message = `must be the survey in the path (${survey.id})`;
    throw badRequest(`Invalid body: scope.scope_id: ${message}`, [{ field: 'scope.scope_id', message }]);
  }
  const [target] = await ctx.db.select({ id: users.id, email: users.email, org_id: users.org_id }).from(users).where(eq(users.id, userId));
  if (!target) throw notFound(`User ${userId}`);
  // A survey belongs to its organisation (the asker's, for a survey made before surveys had one).
  const surveyOrg = survey.org_id ?? asker.org_id;
  if (!asker.is_admin && (!target.org_id || target.org_id !== surveyOrg)) {
    throw forbidden(`${target.email} belongs to another organisation: only an admin may share survey "${survey.title}" with them`);
  }
  const current = await holderOf(ctx, userId, survey.id);
  if (current?.access_level === 'owner' && change.access_level !== 'owner' && (await ownerCount(ctx, survey.id)) <= 1) {
    throw lastOwner(survey.id);
  }
  const [row] = await ctx.db.insert(permissions)
    .values({ user_id: userId, scope_type: 'survey', scope_id: survey.id, access_level: change.access_level })
    .onConflictDoUpdate({ target: [permissions.user_id, permissions.scope_type, permissions.scope_id], set: { access_level: change.access_level } })
    .returning();
  if (!row) throw new Error(`Permission upsert of user ${userId} on survey ${survey.id} returned no row`);
  return { permission: toPermission(row) };
}

export async function deleteHolder(ctx: AppContext, surveyId: string, userId: string): Promise<void> {
  const current = await holderOf(ctx, userId, surveyId);
  if (!current) throw notFound(`Permission of user ${userId} on survey ${surveyId}`);
  if (current.access_level === 'owner' && (await ownerCount(ctx, surveyId)) <= 1) throw lastOwner(surveyId);
  await ctx.db.delete(permissions).where(eq(permissions.id, current.id));
}

export async function listHolders(ctx: AppContext, surveyId: string) {
  const rows = await ctx.db.select({ permission: permissions, first_name: users.first_name, last_name: users.last_name, email: users.email })
    .from(permissions).innerJoin(users, eq(users.id, permissions.user_id))
    .where(and(eq(permissions.scope_type, 'survey'), eq(permissions.scope_id, surveyId)));
  return {
    permissions: rows.map((r) => ({ ...toPermission(r.permission), user: { first_name: r.first_name, last_name: r.last_name, email: r.email } })),
  };
}
