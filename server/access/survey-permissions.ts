// Who may do what with a survey (spec §6, §7): the permission of one user on one survey (GET,
// PUT {access_level, scope}, DELETE) and the list of a survey's holders. Only the survey's owner
// or an admin changes permissions; an owner cannot remove or demote the last owner.
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../context';
import { permissions, users } from '../db/schema';
import { HttpError, badRequest, forbidden, notFound, parse } from '../http/errors';
import { principalOf } from '../http/principal';
import { accessLevels, accessTo } from '../admin/surveys/service';

const params = z.object({ user_id: z.uuid(), survey_id: z.uuid() });
const putBody = z.object({
  access_level: z.enum(accessLevels),
  scope: z.object({ scope_id: z.uuid(), scope_type: z.literal('survey') }).optional(),
}).strict();

const wire = (p: typeof permissions.$inferSelect) => ({
  id: p.id, user_id: p.user_id, access_level: p.access_level, scope: { scope_id: p.scope_id, scope_type: p.scope_type },
});

export function surveyPermissionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const path = '/access/api/users/id/:user_id/permissions/survey/:survey_id';

  const holderOf = async (userId: string, surveyId: string) => {
    const [row] = await ctx.db.select().from(permissions)
      .where(and(eq(permissions.user_id, userId), eq(permissions.scope_type, 'survey'), eq(permissions.scope_id, surveyId)));
    return row ?? null;
  };
  const owners = async (surveyId: string) => (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(permissions)
    .where(and(eq(permissions.scope_type, 'survey'), eq(permissions.scope_id, surveyId), eq(permissions.access_level, 'owner'))))[0]?.n ?? 0;
  const requireOwner = async (userId: string, surveyId: string, asker: Parameters<typeof accessTo>[1]) => {
    const { level } = await accessTo(ctx, asker, surveyId);
    if (!asker.is_admin && level !== 'owner') throw forbidden(`Only the owner of survey ${surveyId} or an admin can change its permissions`);
    const [target] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!target) throw notFound(`User ${userId}`);
  };

  app.get(path, { config: { access: 'user' } }, async (request) => {
    const { user } = principalOf(request);
    const { user_id, survey_id } = parse(params, request.params, 'path');
    await accessTo(ctx, user, survey_id);
    const row = await holderOf(user_id, survey_id);
    if (!row) throw notFound(`Permission of user ${user_id} on survey ${survey_id}`);
    return { permission: wire(row) };
  });

  app.put(path, { config: { access: 'user' } }, async (request) => {
    const { user } = principalOf(request);
    const { user_id, survey_id } = parse(params, request.params, 'path');
    const body = parse(putBody, request.body);
    if (body.scope && body.scope.scope_id !== survey_id) throw badRequest(`Invalid body: scope.scope_id: must be the survey in the path (${survey_id})`);
    await requireOwner(user_id, survey_id, user);
    const current = await holderOf(user_id, survey_id);
    if (current?.access_level === 'owner' && body.access_level !== 'owner' && (await owners(survey_id)) <= 1) {
      throw new HttpError(409, 'last_owner', `Survey ${survey_id} needs an owner: give another user owner access first`);
    }
    const [row] = await ctx.db.insert(permissions)
      .values({ user_id, scope_type: 'survey', scope_id: survey_id, access_level: body.access_level })
      .onConflictDoUpdate({ target: [permissions.user_id, permissions.scope_type, permissions.scope_id], set: { access_level: body.access_level } })
      .returning();
    return { permission: wire(row!) };
  });

  app.delete(path, { config: { access: 'user' } }, async (request, reply) => {
    const { user } = principalOf(request);
    const { user_id, survey_id } = parse(params, request.params, 'path');
    await requireOwner(user_id, survey_id, user);
    const current = await holderOf(user_id, survey_id);
    if (!current) throw notFound(`Permission of user ${user_id} on survey ${survey_id}`);
    if (current.access_level === 'owner' && (await owners(survey_id)) <= 1) {
      throw new HttpError(409, 'last_owner', `Survey ${survey_id} needs an owner: give another user owner access first`);
    }
    await ctx.db.delete(permissions).where(eq(permissions.id, current.id));
    return reply.status(204).send();
  });

  app.get('/access/api/permissions/scopes/survey/:survey_id', { config: { access: 'user' } }, async (request) => {
    const { user } = principalOf(request);
    const { survey_id } = parse(params.pick({ survey_id: true }), request.params, 'path');
    await accessTo(ctx, user, survey_id);
    const rows = await ctx.db.select({ permission: permissions, first_name: users.first_name, last_name: users.last_name, email: users.email })
      .from(permissions).innerJoin(users, eq(users.id, permissions.user_id))
      .where(and(eq(permissions.scope_type, 'survey'), eq(permissions.scope_id, survey_id)));
    return { permissions: rows.map((r) => ({ ...wire(r.permission), user: { first_name: r.first_name, last_name: r.last_name, email: r.email } })) };
  });
}
