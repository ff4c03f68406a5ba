// A survey's published versions (spec §7), from their records (schema/api/admin/publishing.ts):
// the list, a publish, the active version, and a version's id map. Reads need read, writes write;
// a publish refused by the gate is 422 critical_findings, its details the critical findings.
import {
  getActiveVersion, getIdMap, listPublished, publish as publishEndpoint, setActiveVersion as setActiveEndpoint,
} from '../../../schema/api/admin/publishing';
import { notModified, RawJson, route } from '../../http/endpoint';
import { idempotencyKeyOf, requestHash } from '../surveys/idempotency';
import { activeVersionOf, idMapJsonOf, listVersions, publish, setActiveVersion } from './service';

export const publishingRoutes = [
  route(listPublished, async (call) => {
    const { survey } = call.survey;
    // Versions change only with a publish or an active-version change, and both bump the revision.
    if (call.revision(survey.revision)) return notModified;
    return { published_surveys: await listVersions(call.ctx, survey.id) };
  }),

  route(publishEndpoint, async (call) => {
    const { set_active: setActiveField, launch_languages: launchLanguages, ...developmentFields } = call.body.development_fields;
    const key = idempotencyKeyOf(call.header('idempotency-key'));
    const { published, revision, replayed } = await publish(call.ctx, {
      surveyId: call.survey.survey.id,
      user: call.user,
      launchLanguages,
      developmentFields,
      setActive: call.body.set_active ?? setActiveField ?? false,
      idempotency: key === null ? null : { key, hash: requestHash(publishEndpoint.method, publishEndpoint.path, call.body) },
    });
    if (replayed) {
      call.reply.header('Idempotent-Replayed', 'true');
      call.reply.status(200);
    }
    call.revision(revision);
    return { published_survey: published, revision };
  }),

  route(getActiveVersion, async (call) => ({ version: await activeVersionOf(call.ctx.db, call.survey.survey.id) })),

  route(setActiveEndpoint, async (call) => {
    const result = await setActiveVersion(call.ctx, call.survey.survey.id, call.user, call.body.version);
    call.revision(result.revision);
    return result;
  }),

  // The stored map is sent as stored: the largest survey's is 4 MB, not worth parsing to send again.
  route(getIdMap, async (call) => new RawJson(await idMapJsonOf(call.ctx, call.survey.survey.id, call.params.version))),
];
