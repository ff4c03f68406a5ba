// A survey's published versions (spec §7):
//   GET  /admin/api/surveys/{id}/published                   { published_surveys }
//   POST /admin/api/surveys/{id}/published                   { development_fields, set_active? } → 201 { published_survey, revision }
//   GET  /admin/api/surveys/{id}/published/active            { version }  (null before one is set)
//   PUT  /admin/api/surveys/{id}/published/active            { version } → { version, revision }
//   GET  /admin/api/surveys/{id}/published/{version}/id-map  { version, published_survey_id, components }
// A publish refused by the gate is 422 critical_findings, its details the critical findings.
import { z } from 'zod';
import { rule } from '../access-rule';
import { endpoint } from '../endpoint';
import { boundedJson } from '../json-limits';

export const MAX_PUBLISH_DEVELOPMENT_FIELDS = 50;
/** Settings kept with a version (launch_languages and the like): flat values, a little structure. */
export const PUBLISH_FIELD_LIMITS = { depth: 6, length: 10_000 } as const;

const uuid = z.guid();
const version = z.int().positive();
const params = z.object({ id: z.string().max(100) });
const versionParams = z.object({ id: z.string().max(100), version: z.coerce.number().int().positive() });

const developmentFieldValue = boundedJson(PUBLISH_FIELD_LIMITS);

/** A published version on the wire (spec §3): is_active is derived from the active version. */
export const publishedSurveySchema = z.object({
  version,
  published_survey_id: uuid,
  is_active: z.boolean(),
  development_fields: z.object({ launch_languages: z.array(z.string()).optional() }).catchall(developmentFieldValue),
  created_by: uuid.nullable(),
  created_at: z.iso.datetime({ offset: true }),
}).strict();
export type PublishedSurveyRecord = z.infer<typeof publishedSurveySchema>;

/** A critical finding as a refused publish lists it: ids are the server's, with the draft's client_ref. */
export const refusalFindingSchema = z.object({
  code: z.string(),
  level: z.string(),
  area: z.string(),
  message: z.string(),
  item_id: z.string().nullable(),
  item_kind: z.string().nullable(),
  item_name: z.string().nullable(),
  client_ref: z.string().nullable(),
});

export const publishBody = z.object({
  development_fields: z.object({
    launch_languages: z.array(z.string().min(1).max(20)).min(1).max(300).optional(),
    // Accepted here too, as the old client sent it; an instruction, so not kept with the version.
    set_active: z.boolean().optional(),
  }).catchall(developmentFieldValue)
    .refine((fields) => Object.keys(fields).length <= MAX_PUBLISH_DEVELOPMENT_FIELDS, `at most ${MAX_PUBLISH_DEVELOPMENT_FIELDS} fields`)
    .default({}),
  set_active: z.boolean().optional(),
}).strict();

export const listPublished = endpoint({
  id: 'admin.published.list',
  method: 'GET',
  path: '/admin/api/surveys/:id/published',
  params,
  access: rule.survey('read'),
  reply: z.object({ published_surveys: z.array(publishedSurveySchema) }).strict(),
});

/** 201 with the new version; 200 with the same reply when resent under its Idempotency-Key. */
export const publish = endpoint({
  id: 'admin.published.create',
  method: 'POST',
  path: '/admin/api/surveys/:id/published',
  params,
  access: rule.survey('write'),
  body: publishBody,
  status: 201,
  reply: z.object({ published_survey: publishedSurveySchema, revision: z.int() }).strict(),
  // The body, development_fields, then a field's value.
  limits: { depth: 2 + PUBLISH_FIELD_LIMITS.depth },
});

export const getActiveVersion = endpoint({
  id: 'admin.published.active.get',
  method: 'GET',
  path: '/admin/api/surveys/:id/published/active',
  params,
  access: rule.survey('read'),
  reply: z.object({ version: version.nullable() }).strict(),
});

export const setActiveVersion = endpoint({
  id: 'admin.published.active.set',
  method: 'PUT',
  path: '/admin/api/surveys/:id/published/active',
  params,
  access: rule.survey('write'),
  body: z.object({ version }).strict(),
  reply: z.object({ version, revision: z.int() }).strict(),
});

/** Component id → published id, for every component the version holds. */
export const getIdMap = endpoint({
  id: 'admin.published.id_map',
  method: 'GET',
  path: '/admin/api/surveys/:id/published/:version/id-map',
  params: versionParams,
  access: rule.survey('read'),
  reply: z.object({ version, published_survey_id: uuid, components: z.record(uuid, uuid) }).strict(),
});
