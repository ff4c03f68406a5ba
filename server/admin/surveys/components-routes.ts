// A survey's component lists (spec §7), from their records (schema/api/admin/components.ts):
// /components, /components/temp (conditional texts) and /routes, each a GET of
// `{ components, revision }` and a POST of a write batch answering `{ items, revision }`. Every
// reply carries `ETag: "<revision>"`; a batch resent under its Idempotency-Key gets the stored
// reply byte for byte.
import { components, conditionalTexts, routes } from '../../../schema/api/admin/components';
import { notModified, RawJson, route } from '../../http/endpoint';
import type { BatchScope } from './batch';
import { applyBatch, batchScopes, listComponentsJson } from './components-service';
import { idempotencyKeyOf, requestHash } from './idempotency';

function listRoutes(endpoints: typeof components, scope: BatchScope) {
  return [
    route(endpoints.list, async (call) => {
      const list = await listComponentsJson(call.ctx, call.survey.survey.id, scope.kinds, (revision) => call.revision(revision));
      return list.json === null ? notModified : new RawJson(list.json);
    }),
    route(endpoints.batch, async (call) => {
      const key = idempotencyKeyOf(call.header('idempotency-key'));
      const result = await applyBatch(call.ctx, {
        surveyId: call.survey.survey.id,
        user: call.user,
        scope,
        items: call.body,
        idempotency: key === null ? null : { key, hash: requestHash(endpoints.batch.method, endpoints.batch.path, call.body) },
      });
      call.revision(result.revision);
      if (result.replayed) call.reply.header('Idempotent-Replayed', 'true');
      return new RawJson(result.json);
    }),
  ];
}

export const componentRoutes = [
  ...listRoutes(components, batchScopes.components),
  ...listRoutes(conditionalTexts, batchScopes.conditionalTexts),
  ...listRoutes(routes, batchScopes.routes),
];
