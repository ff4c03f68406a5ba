// /admin/api/surveys/{id}/deployments/intercept (spec §7): GET, PUT and DELETE of the survey's one
// website intercept, body and reply wrapped in `{ intercept }`. GET of a survey without one answers
// `{ intercept: null }`; PUT replaces it whole; DELETE is idempotent (204). Every reply carries the
// survey revision as ETag; PUT and a DELETE that removed something bump it.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { parse } from '../../http/errors';
import { principalOf } from '../../http/principal';
import { etagOf, sendRevision } from '../surveys/revision';
import { requireRead, requireWrite } from './access';
import { interceptConfigOf, readIntercept, removeIntercept, saveIntercept } from './intercept-service';

const idParams = z.object({ id: z.string() });
const feature = 'survey_deployment_intercept';

export function interceptRoutes(app: FastifyInstance, ctx: AppContext): void {
  const url = '/admin/api/surveys/:id/deployments/intercept';

  app.get(url, { config: { access: 'user' } }, async (request, reply) => {
    const { user } = principalOf(request);
    const { id } = parse(idParams, request.params, 'path');
    // The revision is read before the intercept, so the ETag is never newer than the content.
    const { survey } = await requireRead(ctx, user, id, feature);
    const intercept = await readIntercept(ctx, id);
    if (sendRevision(request, reply, survey.revision)) return reply.send();
    return { intercept };
  });

  app.put(url, { config: { access: 'user' } }, async (request, reply) => {
    const { user } = principalOf(request);
    const { id } = parse(idParams, request.params, 'path');
    await requireWrite(ctx, user, id, feature);
    const config = interceptConfigOf(request.body);
    const { intercept, revision } = await saveIntercept(ctx, user, id, config);
    reply.header('ETag', etagOf(revision));
    return { intercept };
  });

  app.delete(url, { config: { access: 'user' } }, async (request, reply) => {
    const { user } = principalOf(request);
    const { id } = parse(idParams, request.params, 'path');
    await requireWrite(ctx, user, id, feature);
    const { revision } = await removeIntercept(ctx, user, id);
    return reply.header('ETag', etagOf(revision)).status(204).send();
  });
}
