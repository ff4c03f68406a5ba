// A survey's component lists (spec §7), from their records (schema/api/admin/components.ts):
// /components, /components/temp (conditional texts) and /routes, each a GET of
// `{ components, revision }` and a POST of a write batch answering `{ items, revision }`. Every
// reply carries `ETag: "<revision>"`; a batch resent under its Idempotency-Key gets the stored
// reply byte for byte.
import { components, conditionalTexts, routes } from '../../../schema/api/admin/components';
import { notModified, RawJson, route } from '../../http/endpoint';
import type { BatchScope } from './batch';
import { applyBatch, batchScopes } from './components-service';
import { listComponents } from './components-list';
import { idempotencyKeyOf, requestHash } from './idempotency';

/** The request's Accept-Encoding takes gzip: listed (or, unlisted, `*`) with a weight above 0. */
export function acceptsGzip(header: string | undefined): boolean {
  const weights = new Map((header ?? '').split(',').map((part) => {
    const [name = '', ...params] = part.trim().split(';').map((piece) => piece.trim().toLowerCase());
    return [name, !params.some((param) => /^q=0(?:\.0*)?$/.test(param))] as const;
  }));
  return weights.get('gzip') ?? weights.get('*') ?? false;
}

function listRoutes(endpoints: typeof components, scope: BatchScope) {
  return [
    route(endpoints.list, async (call) => {
      const list = await listComponents(call.ctx, call.survey.survey.id, scope.kinds, (revision) => call.revision(revision));
      if (list.reply === null) return notModified;
      // The list is kept compressed (gzip, patched chunk by chunk, components-list.ts) and sent as
      // it is kept; every browser takes gzip. Anything else gets the text, inflated.
      const { reply } = list;
      return acceptsGzip(call.header('accept-encoding')) ? new RawJson(reply.text, { encoding: 'gzip', body: reply.gzip }) : new RawJson(await reply.text());
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
