import { z } from 'zod';
import { httpUrlSchema, idSchema, timestampSchema, type Id } from './id';
import { DEFAULT_LANGUAGE, languageCodeSchema } from './language-data';

/**
 * Deployment status values (spec §4). draft → test → live is driven by status.ts; closed is shown
 * by the status beacon but no transition into or out of it is specified.
 */
export const SURVEY_STATUSES = ['draft', 'test', 'live', 'closed'] as const;
export type SurveyStatus = (typeof SURVEY_STATUSES)[number];

/** Data regions; a survey is locked to one, and its respondent data lives there. */
export const REGIONS = ['uk', 'eu', 'au'] as const;
export type Region = (typeof REGIONS)[number];
export const DEFAULT_REGION: Region = 'uk';

/** A user's access level on a survey: owner or write may edit; read is the default. */
export const ACCESS_LEVELS = ['read', 'write', 'owner'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

const uniqueLanguages = z
  .array(languageCodeSchema)
  .refine((codes) => new Set(codes).size === codes.length, 'A language is listed twice');

const surveyShape = {
  id: idSchema,
  /** Mirrors the title (spec §3: copied from title); kept because lists and exports read it. */
  name: z.string(),
  title: z.string().trim().min(1, 'A survey needs a title'),
  description: z.string().optional(),
  /** The survey's own look: the chosen theme's title and extra CSS. */
  theme: z
    .object({
      title: z.string().default(''),
      custom_css: z.string().default(''),
    })
    .prefault({}),
  default_language: languageCodeSchema.default(DEFAULT_LANGUAGE),
  /** Translations offered besides the default language; never contains it twice. */
  additional_languages: uniqueLanguages.default([]),
  privacy_config: z
    .object({
      privacy_policy_url: httpUrlSchema.nullable().default(null),
      gdpr_url: httpUrlSchema.nullable().default(null),
    })
    .prefault({}),
  deployment_info: z.object({ status: z.enum(SURVEY_STATUSES).default('draft') }).prefault({}),
  development_fields: z
    .object({
      client_id: idSchema.nullable().default(null),
      project_id: idSchema.nullable().default(null),
    })
    .prefault({}),
  /** Id of the survey in the design canvas service, when it has one. */
  canvas_id: z.string().nullable().default(null),
  region: z.enum(REGIONS).default(DEFAULT_REGION),
  location: z.string().nullable().default(null),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  created_by: idSchema.nullable().default(null),
  updated_by: idSchema.nullable().default(null),
};

export const surveySchema = z.object(surveyShape);
export type Survey = z.infer<typeof surveySchema>;

/** A row of the surveys list: the survey plus the current user's access level. */
export const surveyListItemSchema = z.object({ ...surveyShape, access_level: z.enum(ACCESS_LEVELS).default('read') });
export type SurveyListItem = z.infer<typeof surveyListItemSchema>;

/** What an author supplies to create a survey; everything else is defaulted or set by the server. */
export const newSurveySchema = z.object({
  title: surveyShape.title,
  description: surveyShape.description,
  default_language: surveyShape.default_language,
  region: surveyShape.region,
  development_fields: surveyShape.development_fields,
});
export type NewSurvey = z.input<typeof newSurveySchema>;

/** A new draft survey: name copied from title, every default of the spec filled in. */
export function createSurvey(input: { id: Id; now: string; userId: Id | null; survey: NewSurvey }): Survey {
  const fields = newSurveySchema.parse(input.survey);
  return surveySchema.parse({
    ...fields,
    id: input.id,
    name: fields.title,
    created_at: input.now,
    updated_at: input.now,
    created_by: input.userId,
    updated_by: input.userId,
  });
}
