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

/** From this size a list is sent compressed from its kept copy (below, the hook compresses it). */
const LARGE_LIST_CHARS = 64 * 1024;

/** The request's Accept-Encoding lists br, and not with q=0. */
export function acceptsBrotli(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [name, ...params] = part.trim().split(';').map((piece) => piece.trim().toLowerCase());
    return name === 'br' && !params.some((param) => /^q=0(?:\.0*)?$/.test(param));
  });
}

function listRoutes(endpoints: typeof components, scope: BatchScope) {
  return [
    route(endpoints.list, async (call) => {
      const list = await listComponentsJson(call.ctx, call.survey.survey.id, scope.kinds, (revision) => call.revision(revision));
      if (list.reply === null) return notModified;
      // A large list goes out compressed once per revision (kept with the built text), not by
      // the compression hook on every request.
      const large = list.reply.json.length >= LARGE_LIST_CHARS;
      return large && acceptsBrotli(call.header('accept-encoding')) ? new RawJson(list.reply.json, await list.reply.brotli()) : new RawJson(list.reply.json);
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
