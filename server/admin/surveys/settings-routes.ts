// /admin/api/surveys/{id}/settings (spec §7): the survey's free-form settings object, kept in
// development_fields.settings. The spec names the call but not its fields, so it is an open JSON
// object: GET `{ settings, revision }`; PATCH `{ settings: { key: value | null } }` merges keys
// (null removes one) and answers the same shape. Like every write, it bumps the revision.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { surveys } from '../../db/schema';
import { badRequest, parse } from '../../http/errors';
import { principalOf } from '../../http/principal';
import { etagOf, lockSurvey, sendRevision } from './revision';
import { accessTo, requireEdit, type SurveyRow } from './service';

const MAX_SETTINGS = 100;
const idParams = z.object({ id: z.string() });
const patchBody = z.object({
  settings: z.record(z.string().min(1).max(100), z.json()),
}).strict();

type Settings = Record<string, unknown>;

const settingsOf = (survey: SurveyRow): Settings => {
  const value = survey.development_fields.settings;
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Settings) : {};
};

export function settingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const url = '/admin/api/surveys/:id/settings';

  app.get(url, { config: { access: 'user' } }, async (request, reply) => {
    const { user } = principalOf(request);
    const { id } = parse(idParams, request.params, 'path');
    const { survey } = await accessTo(ctx, user, id);
    if (sendRevision(request, reply, survey.revision)) return reply.send();
    return { settings: settingsOf(survey), revision: survey.revision };
  });

  app.patch(url, { config: { access: 'user' } }, async (request, reply) => {
    const { user } = principalOf(request);
    const { id } = parse(idParams, request.params, 'path');
    await requireEdit(ctx, user, id);
    const body = parse(patchBody, request.body);
    const saved = await ctx.db.transaction(async (tx) => {
      const survey = await lockSurvey(tx, id);
      const settings: Settings = { ...settingsOf(survey) };
      for (const [key, value] of Object.entries(body.settings)) {
        if (value === null) delete settings[key];
        else settings[key] = value;
      }
      if (Object.keys(settings).length > MAX_SETTINGS) {
        throw badRequest(`Invalid body: settings: a survey can have at most ${MAX_SETTINGS} settings`);
      }
      const [row] = await tx.update(surveys).set({
        development_fields: { ...survey.development_fields, settings },
        revision: sql`${surveys.revision} + 1`,
        updated_at: ctx.now(),
        updated_by: user.id,
      }).where(eq(surveys.id, id)).returning({ revision: surveys.revision });
      return { settings, revision: row!.revision };
    });
    reply.header('ETag', etagOf(saved.revision));
    return saved;
  });
}
