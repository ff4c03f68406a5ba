// HTTP shell of the surveys calls (spec §7): parse, authorise, call the service.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { parse } from '../../http/errors';
import { principalOf } from '../../http/principal';
import { regions } from '../../config';
import { accessTo, createSurvey, listSurveys, toPublicSurvey } from './service';

const createBody = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200),
  description: z.string().max(5000).nullish(),
  region: z.enum(regions).optional(),
  default_language: z.string().min(2).max(20).optional(),
}).strict();

const idParams = z.object({ id: z.string() });

export function surveyRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/admin/api/surveys', { config: { access: 'user' } }, async (request) => {
    const { user } = principalOf(request);
    return { surveys: await listSurveys(ctx, user) };
  });

  app.post('/admin/api/surveys', { config: { access: 'user' } }, async (request, reply) => {
    const { user } = principalOf(request);
    const body = parse(createBody, request.body);
    const survey = await ctx.db.transaction((tx) => createSurvey(tx, user, body));
    reply.header('ETag', `"${survey.revision}"`).status(201);
    return { survey: { ...toPublicSurvey(survey), access_level: 'owner' } };
  });

  app.get('/admin/api/surveys/:id', { config: { access: 'user' } }, async (request, reply) => {
    const { user } = principalOf(request);
    const { id } = parse(idParams, request.params, 'path');
    const { survey, level } = await accessTo(ctx, user, id);
    reply.header('ETag', `"${survey.revision}"`);
    return { survey: { ...toPublicSurvey(survey), access_level: level } };
  });
}
