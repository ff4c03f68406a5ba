// HTTP shell of a survey's component lists (spec §7): /components, /components/temp (conditional
// texts) and /routes, each a GET of `{ components, revision }` and a POST of a write batch
// (batch-item.ts) answering `{ items, revision }`. Every reply carries `ETag: "<revision>"`.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { HttpError, badRequest, parse } from '../../http/errors';
import { principalOf } from '../../http/principal';
import { MAX_BATCH_ITEMS } from './batch-item';
import type { BatchScope } from './batch';
import { applyBatch, batchScopes, listComponents } from './components-service';
import { idempotencyKeyOf, requestHash } from './idempotency';
import { etagOf, sendRevision } from './revision';
import { accessTo, requireEdit } from './service';

const idParams = z.object({ id: z.string() });

function readBatch(body: unknown): unknown[] {
  if (!Array.isArray(body)) throw badRequest('Invalid body: expected a JSON array of batch items');
  if (body.length > MAX_BATCH_ITEMS) {
    throw new HttpError(413, 'batch_too_large', `A batch can hold at most ${MAX_BATCH_ITEMS} items; this one has ${body.length}`);
  }
  return body;
}

const lists: readonly (readonly [string, BatchScope])[] = [
  ['components', batchScopes.components],
  ['components/temp', batchScopes.conditionalTexts],
  ['routes', batchScopes.routes],
];

export function componentRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const [suffix, scope] of lists) {
    const url = `/admin/api/surveys/:id/${suffix}`;

    app.get(url, { config: { access: 'user' } }, async (request, reply) => {
      const { user } = principalOf(request);
      const { id } = parse(idParams, request.params, 'path');
      await accessTo(ctx, user, id);
      const list = await listComponents(ctx, id, scope.kinds);
      if (sendRevision(request, reply, list.revision)) return reply.send();
      return list;
    });

    app.post(url, { config: { access: 'user' } }, async (request, reply) => {
      const { user } = principalOf(request);
      const { id } = parse(idParams, request.params, 'path');
      await requireEdit(ctx, user, id);
      const items = readBatch(request.body);
      const key = idempotencyKeyOf(request);
      const result = await applyBatch(ctx, {
        surveyId: id, user, scope, items, idempotency: key === null ? null : { key, hash: requestHash(request) },
      });
      reply.header('ETag', etagOf(result.revision));
      if (result.replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.type('application/json; charset=utf-8').send(result.json);
    });
  }
}
