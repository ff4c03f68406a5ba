// Surveys (spec §7 admin service): the list, create, read, PATCH, delete and duplicate. Every
// field has one declaration, used by create and update alike (schema/survey/survey.ts holds the
// lengths), and the free-form objects are bounded in depth and size: a 1 MB title or a 3,000-deep
// theme would otherwise be stored and break every client reading the survey list.
import { z } from 'zod';
import { languageCodeSchema } from '../../survey/language-data';
import { MAX_ADDITIONAL_LANGUAGES, REGIONS, SURVEY_TEXT_LIMITS, surveySchema } from '../../survey/survey';
import { accessLevels, rule } from '../access-rule';
import { endpoint } from '../endpoint';
import { boundedJsonObject } from '../json-limits';
import { SETTINGS_DEPTH, SETTINGS_LENGTH } from './settings';

export const surveyIdParams = z.object({ id: z.string().max(100) });

/** A language code as both calls take it. */
const languageCode = languageCodeSchema.max(20, 'A language code can be at most 20 characters');

/**
 * The survey's free-form objects. Merged one level deep onto the stored object, so keys the model
 * does not know survive; their known fields are checked by the survey model (survey-patch.ts).
 * development_fields carries the settings (settings.ts) one level down, echoed back by clients.
 */
export const surveyObjectLimits = {
  theme: { depth: 4, length: SURVEY_TEXT_LIMITS.custom_css + 10_000 },
  privacy_config: { depth: 4, length: 10_000 },
  deployment_info: { depth: 4, length: 10_000 },
  development_fields: { depth: 1 + SETTINGS_DEPTH, length: SETTINGS_LENGTH + 40_000 },
} as const;

const surveyObjects = {
  theme: boundedJsonObject(surveyObjectLimits.theme),
  privacy_config: boundedJsonObject(surveyObjectLimits.privacy_config),
  deployment_info: boundedJsonObject(surveyObjectLimits.deployment_info),
  development_fields: boundedJsonObject(surveyObjectLimits.development_fields),
};

/** The one declaration of each field a client may send. */
export const surveyFields = {
  name: surveySchema.shape.name,
  title: surveySchema.shape.title,
  /** null clears it. */
  description: surveySchema.shape.description.unwrap().nullable(),
  default_language: languageCode,
  additional_languages: z.array(languageCode).max(MAX_ADDITIONAL_LANGUAGES),
  canvas_id: surveySchema.shape.canvas_id.unwrap().unwrap().nullable(),
  region: z.enum(REGIONS),
  ...surveyObjects,
};

export const createSurveyBody = z.object({
  title: surveyFields.title,
  description: surveyFields.description.optional(),
  region: surveyFields.region.optional(),
  default_language: surveyFields.default_language.optional(),
}).strict();

const setByServer = z.never({ error: 'Set by the server and cannot be changed' }).optional();

/**
 * PATCH sends the survey as GET gave it, without id, location and the created/updated fields (a
 * status save sends only `{ deployment_info: { status } }`). Those are the server's: sending one
 * is a 400 naming it. access_level and revision are echoes of GET, tolerated and ignored. Any
 * other unknown key is a 400, so a typo does not silently drop an edit.
 */
export const patchSurveyBody = z.object({
  name: surveyFields.name.optional(),
  title: surveyFields.title.optional(),
  description: surveyFields.description.optional(),
  default_language: surveyFields.default_language.optional(),
  additional_languages: surveyFields.additional_languages.optional(),
  canvas_id: surveyFields.canvas_id.optional(),
  region: surveyFields.region.optional(),
  theme: surveyFields.theme.optional(),
  privacy_config: surveyFields.privacy_config.optional(),
  deployment_info: surveyFields.deployment_info.optional(),
  development_fields: surveyFields.development_fields.optional(),
  access_level: z.enum(accessLevels).optional(),
  revision: z.int().optional(),
  id: setByServer,
  location: setByServer,
  created_at: setByServer,
  updated_at: setByServer,
  created_by: setByServer,
  updated_by: setByServer,
}).strict();
export type SurveyPatch = z.output<typeof patchSurveyBody>;

const uuid = z.guid();
const timestamp = z.iso.datetime({ offset: true });

/** A survey as every call answers it, with the asker's access level on it. */
export const surveyRecordSchema = z.object({
  id: uuid,
  name: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  ...surveyObjects,
  default_language: z.string(),
  additional_languages: z.array(z.string()),
  canvas_id: z.string().nullable(),
  region: z.enum(REGIONS),
  location: z.string().nullable(),
  /** Bumped by every write to the survey, its components, routes or settings; also the ETag. */
  revision: z.int(),
  created_at: timestamp,
  updated_at: timestamp,
  created_by: uuid.nullable(),
  updated_by: uuid.nullable(),
  access_level: z.enum(accessLevels),
}).strict();
export type SurveyRecord = z.infer<typeof surveyRecordSchema>;

/** A row of the list: development_fields always names the client and project (null for none). */
export const surveyListItemSchema = surveyRecordSchema.extend({
  development_fields: boundedJsonObject(surveyObjectLimits.development_fields, {
    client_id: z.string().nullable(),
    project_id: z.string().nullable(),
  }),
});
export type SurveyListItem = z.infer<typeof surveyListItemSchema>;

const surveyReply = z.object({ survey: surveyRecordSchema });

export const listSurveys = endpoint({
  id: 'admin.surveys.list',
  method: 'GET',
  path: '/admin/api/surveys',
  access: rule.signedIn,
  reply: z.object({ surveys: z.array(surveyListItemSchema) }),
});

export const createSurvey = endpoint({
  id: 'admin.surveys.create',
  method: 'POST',
  path: '/admin/api/surveys',
  access: rule.signedIn,
  body: createSurveyBody,
  status: 201,
  reply: surveyReply,
});

export const getSurvey = endpoint({
  id: 'admin.surveys.get',
  method: 'GET',
  path: '/admin/api/surveys/:id',
  params: surveyIdParams,
  access: rule.survey('read'),
  reply: surveyReply,
});

/** Larger than any valid survey: an oversize field is refused naming it, not for the body's size. */
export const PATCH_SURVEY_BYTES = 2_000_000;

export const patchSurvey = endpoint({
  id: 'admin.surveys.patch',
  method: 'PATCH',
  path: '/admin/api/surveys/:id',
  params: surveyIdParams,
  access: rule.survey('write'),
  body: patchSurveyBody,
  reply: surveyReply,
  // The deepest field is development_fields, whose settings hold the deepest values.
  limits: { bytes: PATCH_SURVEY_BYTES, depth: 1 + surveyObjectLimits.development_fields.depth },
});

/** Deleting is the owner's (or an admin's): write access is not enough. */
export const deleteSurvey = endpoint({
  id: 'admin.surveys.delete',
  method: 'DELETE',
  path: '/admin/api/surveys/:id',
  params: surveyIdParams,
  access: rule.survey('owner'),
  status: 204,
  reply: z.null(),
});

/** Reading a survey is enough to start a new one from it: the copy is the caller's. */
export const duplicateSurvey = endpoint({
  id: 'admin.surveys.duplicate',
  method: 'POST',
  path: '/admin/api/surveys/:id/duplicate',
  params: surveyIdParams,
  access: rule.survey('read'),
  status: 201,
  reply: surveyReply,
});
