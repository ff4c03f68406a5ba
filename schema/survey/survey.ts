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
/** Where a new question or exit block lands in the routing flow; see development_fields. */
export const ROUTING_PLACEMENTS = ['last_page', 'own_page', 'manual'] as const;
export type RoutingPlacement = (typeof ROUTING_PLACEMENTS)[number];

export const REGIONS = ['uk', 'eu', 'au'] as const;
export type Region = (typeof REGIONS)[number];
export const DEFAULT_REGION: Region = 'uk';

/** A user's access level on a survey: owner or write may edit; read is the default. */
export const ACCESS_LEVELS = ['read', 'write', 'owner'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

/**
 * Declared lengths of the survey's text fields: the one limit create and update both check, so a
 * value the list and every reader must show stays small (an unbounded title broke them).
 */
export const SURVEY_TEXT_LIMITS = {
  name: 200,
  title: 200,
  description: 5000,
  theme_title: 200,
  /** Extra CSS is a stylesheet, not an essay: room for a thorough one. */
  custom_css: 100_000,
  canvas_id: 200,
  location: 2000,
  url: 2000,
} as const;

/** Every language of the languages list (about 200 codes) fits. */
export const MAX_ADDITIONAL_LANGUAGES = 300;

const limited = (max: number, what: string) => z.string().max(max, `${what} can be at most ${max} characters`);

const uniqueLanguages = z
  .array(languageCodeSchema)
  .max(MAX_ADDITIONAL_LANGUAGES, `A survey can have at most ${MAX_ADDITIONAL_LANGUAGES} languages`)
  .refine((codes) => new Set(codes).size === codes.length, 'A language is listed twice');

const surveyShape = {
  id: idSchema,
  /** Mirrors the title (spec §3: copied from title); kept because lists and exports read it. */
  name: limited(SURVEY_TEXT_LIMITS.name, 'A name'),
  title: z.string().trim().min(1, 'A survey needs a title').max(SURVEY_TEXT_LIMITS.title, `A title can be at most ${SURVEY_TEXT_LIMITS.title} characters`),
  description: limited(SURVEY_TEXT_LIMITS.description, 'A description').optional(),
  /** The survey's own look: the chosen theme's title and extra CSS. */
  theme: z
    .object({
      title: limited(SURVEY_TEXT_LIMITS.theme_title, 'A theme title').default(''),
      custom_css: limited(SURVEY_TEXT_LIMITS.custom_css, 'Custom CSS').default(''),
      /** The chosen theme's logo (Theme.logo_url), drawn atop every respondent page; optional. */
      logo_url: httpUrlSchema.max(SURVEY_TEXT_LIMITS.url).nullable().optional(),
    })
    .prefault({}),
  default_language: languageCodeSchema.default(DEFAULT_LANGUAGE),
  /** Translations offered besides the default language; never contains it twice. */
  additional_languages: uniqueLanguages.default([]),
  privacy_config: z
    .object({
      privacy_policy_url: httpUrlSchema.max(SURVEY_TEXT_LIMITS.url).nullable().default(null),
      gdpr_url: httpUrlSchema.max(SURVEY_TEXT_LIMITS.url).nullable().default(null),
    })
    .prefault({}),
  deployment_info: z.object({ status: z.enum(SURVEY_STATUSES).default('draft') }).prefault({}),
  development_fields: z
    .object({
      client_id: idSchema.nullable().default(null),
      project_id: idSchema.nullable().default(null),
      /** Where the designer puts a new question or exit block in the routing flow (ours, #13):
       *  on the last page, on a page of its own at the end, or nowhere (the author routes by hand). */
      routing_placement: z.enum(ROUTING_PLACEMENTS).default('last_page'),
    })
    .prefault({}),
  /** Id of the survey in the design canvas service, when it has one. */
  canvas_id: limited(SURVEY_TEXT_LIMITS.canvas_id, 'A canvas id').nullable().default(null),
  region: z.enum(REGIONS).default(DEFAULT_REGION),
  location: limited(SURVEY_TEXT_LIMITS.location, 'A location').nullable().default(null),
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
