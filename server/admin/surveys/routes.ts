// HTTP shell of the surveys calls (spec §7): parse, authorise, call the service.
// Reads need any access; writes owner or write (read → 403); delete owner or admin; a survey the
// user has no permission on (another organisation's) is 404. Every reply carries the revision ETag.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { parse } from '../../http/errors';
import { principalOf } from '../../http/principal';
import { regions } from '../../config';
import { componentRoutes } from './components-routes';
import { publishingRoutes } from '../publishing/routes';
import { etagOf, sendRevision } from './revision';
import { accessTo, createSurvey, deleteSurvey, listSurveys, patchSurvey, requireEdit, requireOwner, toPublicSurvey } from './service';
import { settingsRoutes } from './settings-routes';
import { duplicateSurvey } from './survey-copy';
import { surveyPatchValues } from './survey-patch';

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
    reply.header('ETag', etagOf(survey.revision)).status(201);
    return { survey: { ...toPublicSurvey(survey), access_level: 'owner' } };
  });

  app.get('/admin/api/surveys/:id', { config: { access: 'user' } }, async (request, reply) => {
    const { user } = principalOf(request);
    const { id } = parse(idParams, request.params, 'path');
    const { survey, level } = await accessTo(ctx, user, id);
    if (sendRevision(request, reply, survey.revision)) return reply.send();
    return { survey: { ...toPublicSurvey(survey), access_level: level } };
  });

  app.patch('/admin/api/surveys/:id', { config: { access: 'user' } }, async (request, reply) => {
    const { user } = principalOf(request);
    const { id } = parse(idParams, request.params, 'path');
    const { level } = await requireEdit(ctx, user, id);
    const survey = await patchSurvey(ctx, user, id, (stored) => surveyPatchValues(stored, request.body));
    reply.header('ETag', etagOf(survey.revision));
    return { survey: { ...toPublicSurvey(survey), access_level: level } };
  });

  app.delete('/admin/api/surveys/:id', { config: { access: 'user' } }, async (request, reply) => {
    const { user } = principalOf(request);
    const { id } = parse(idParams, request.params, 'path');
    await requireOwner(ctx, user, id);
    await deleteSurvey(ctx, id);
    return reply.status(204).send();
  });

  // Any access may copy: reading a survey is enough to start a new one from it.
  app.post('/admin/api/surveys/:id/duplicate', { config: { access: 'user' } }, async (request, reply) => {
    const { user } = principalOf(request);
    const { id } = parse(idParams, request.params, 'path');
    await accessTo(ctx, user, id);
    const copy = await duplicateSurvey(ctx, user, id);
    reply.header('ETag', etagOf(copy.revision)).status(201);
    return { survey: { ...toPublicSurvey(copy), access_level: 'owner' } };
  });

  componentRoutes(app, ctx);
  settingsRoutes(app, ctx);
  publishingRoutes(app, ctx);
}
