// PATCH /admin/api/surveys/{id} (spec §7): the client sends the survey without id, location and
// the created/updated fields; a status save sends only `{ deployment_info: { status } }`.
//
// Rules, and why:
// - The contract record (schema/api/admin/surveys.ts patchSurveyBody) has already refused the
//   server's fields (id, location, created/updated), unknown keys, and every value past its
//   declared length, depth or size; access_level and revision are echoes, ignored here.
// - Object fields (theme, privacy_config, deployment_info, development_fields) merge one level
//   deep onto the stored object, so a status save keeps the rest of deployment_info and keys the
//   model does not know (development_fields.settings) survive. development_fields.settings belongs
//   to /settings and is ignored here, so an old copy echoed back cannot overwrite newer settings.
// - name mirrors title (spec §3 "copied from title"): a new title renames the survey.
// - The merged survey must pass schema/'s surveySchema; deployment_info.status must be one of
//   SURVEY_STATUSES. The draft → test → live moves of STATUS_TRANSITIONS are driven by publishing,
//   which sends the status it computed; this call stores any valid status it is sent.
// - region may change only while the survey is a draft: respondent data lives in the region.
import { surveySchema } from '../../../schema';
import type { SurveyPatch } from '../../../schema/api/admin/surveys';
import { badRequest, describeIssues } from '../../http/errors';
import type { SurveyRow } from './service';

type ObjectField = 'theme' | 'privacy_config' | 'deployment_info' | 'development_fields';
type ValueField = 'name' | 'title' | 'description' | 'default_language' | 'additional_languages' | 'canvas_id' | 'region';

type Json = Record<string, unknown>;

/** The columns a PATCH sets, or a 400 naming every bad field. */
export function surveyPatchValues(stored: SurveyRow, body: SurveyPatch) {
  const fail = (fields: string[], message: string) => {
    throw badRequest(`Invalid body: ${fields.join(', ')}: ${message}`, fields.map((field) => ({ field, message })));
  };
  const merged = (key: ObjectField): Json => ({ ...stored[key], ...body[key] });
  const patch = (key: ValueField, current: unknown) => (body[key] !== undefined ? body[key] : current);
  const title = patch('title', stored.title);
  const developmentFields = { ...merged('development_fields'), settings: stored.development_fields.settings };
  if (developmentFields.settings === undefined) delete developmentFields.settings;
  const candidate = {
    id: stored.id,
    name: title,
    title,
    description: patch('description', stored.description) ?? undefined, // null clears it
    theme: merged('theme'),
    default_language: patch('default_language', stored.default_language),
    additional_languages: patch('additional_languages', stored.additional_languages),
    privacy_config: merged('privacy_config'),
    deployment_info: merged('deployment_info'),
    development_fields: developmentFields,
    canvas_id: patch('canvas_id', stored.canvas_id),
    region: patch('region', stored.region),
    location: stored.location,
    created_at: stored.created_at.toISOString(),
    updated_at: stored.updated_at.toISOString(),
    created_by: stored.created_by,
    updated_by: stored.updated_by,
  };
  const parsed = surveySchema.safeParse(candidate);
  if (!parsed.success) {
    throw badRequest(`Invalid body: ${describeIssues(parsed.error)}`, parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })));
  }
  const survey = parsed.data;
  if (survey.region !== stored.region && stored.deployment_info.status !== 'draft') {
    fail(['region'], `can change only while the survey is a draft (it is ${String(stored.deployment_info.status)})`);
  }
  // Parsed values normalise what the model knows; the merged objects keep what it does not.
  return {
    name: survey.name,
    title: survey.title,
    description: survey.description ?? null,
    theme: { ...candidate.theme, ...survey.theme },
    default_language: survey.default_language,
    additional_languages: survey.additional_languages,
    privacy_config: { ...candidate.privacy_config, ...survey.privacy_config },
    deployment_info: { ...candidate.deployment_info, ...survey.deployment_info },
    development_fields: { ...candidate.development_fields, ...survey.development_fields },
    canvas_id: survey.canvas_id,
    region: survey.region,
  };
}
