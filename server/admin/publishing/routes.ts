// HTTP shell of a survey's published versions (spec §7): parse, authorise, call the service.
//   GET  /admin/api/surveys/{id}/published                   { published_surveys }
//   POST /admin/api/surveys/{id}/published                   { development_fields, set_active? } → 201 { published_survey, revision }
//   GET  /admin/api/surveys/{id}/published/active            { version }  (null before one is set)
//   PUT  /admin/api/surveys/{id}/published/active            { version } → { version, revision }
//   GET  /admin/api/surveys/{id}/published/{version}/id-map  { version, published_survey_id, components }
// Reads need any access, writes owner or write (read → 403); a survey the user cannot see is 404.
// A publish refused by the gate is 422 critical_findings, its details the critical findings.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { parse } from '../../http/errors';
import { principalOf } from '../../http/principal';
import { idempotencyKeyOf, requestHash } from '../surveys/idempotency';
import { etagOf, sendRevision } from '../surveys/revision';
import { accessTo, requireEdit } from '../surveys/service';
import { activeVersionOf, idMapJsonOf, listVersions, publish, setActiveVersion } from './service';

const MAX_DEVELOPMENT_FIELDS = 50;

const idParams = z.object({ id: z.string() });
const versionParams = z.object({ id: z.string(), version: z.coerce.number().int().positive() });
const versionSchema = z.number().int().positive();

const publishBody = z.object({
  development_fields: z.object({
    launch_languages: z.array(z.string().min(1).max(20)).min(1).optional(),
    // Accepted here too, as the old client sent it; an instruction, so not kept with the version.
    set_active: z.boolean().optional(),
  }).catchall(z.json())
    .refine((fields) => Object.keys(fields).length <= MAX_DEVELOPMENT_FIELDS, `at most ${MAX_DEVELOPMENT_FIELDS} fields`)
    .default({}),
  set_active: z.boolean().optional(),
}).strict();

const activeBody = z.object({ version: versionSchema }).strict();

export function publishingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const url = '/admin/api/surveys/:id/published';

  app.get(url, { config: { access: 'user' } }, async (request, reply) => {
    const { user } = principalOf(request);
    const { id } = parse(idParams, request.params, 'path');
    const { survey } = await accessTo(ctx, user, id);
    // Versions change only with a publish or an active-version change, and both bump the revision.
    if (sendRevision(request, reply, survey.revision)) return reply.send();
    return { published_surveys: await listVersions(ctx, id) };
  });

  app.post(url, { config: { access: 'user' } }, async (request, reply) => {
    const { user } = principalOf(request);
    const { id } = parse(idParams, request.params, 'path');
    await requireEdit(ctx, user, id);
    const body = parse(publishBody, request.body);
    const { set_active: setActiveField, launch_languages: launchLanguages, ...developmentFields } = body.development_fields;
    const key = idempotencyKeyOf(request);
    const { published, revision, replayed } = await publish(ctx, {
      surveyId: id, user, launchLanguages, developmentFields, setActive: body.set_active ?? setActiveField ?? false,
      idempotency: key === null ? null : { key, hash: requestHash(request) },
    });
    if (replayed) reply.header('Idempotent-Replayed', 'true');
    reply.header('ETag', etagOf(revision)).status(replayed ? 200 : 201);
    return { published_survey: published, revision };
  });

  app.get(`${url}/active`, { config: { access: 'user' } }, async (request) => {
    const { user } = principalOf(request);
    const { id } = parse(idParams, request.params, 'path');
    await accessTo(ctx, user, id);
    return { version: await activeVersionOf(ctx.db, id) };
  });

  app.put(`${url}/active`, { config: { access: 'user' } }, async (request, reply) => {
    const { user } = principalOf(request);
    const { id } = parse(idParams, request.params, 'path');
    await requireEdit(ctx, user, id);
    const { version } = parse(activeBody, request.body);
    const result = await setActiveVersion(ctx, id, user, version);
    reply.header('ETag', etagOf(result.revision));
    return result;
  });

  app.get(`${url}/:version/id-map`, { config: { access: 'user' } }, async (request, reply) => {
    const { user } = principalOf(request);
    const { id, version } = parse(versionParams, request.params, 'path');
    await accessTo(ctx, user, id);
    return reply.type('application/json; charset=utf-8').send(await idMapJsonOf(ctx, id, version));
  });
}
