// A survey's deployment status (spec §4), read from its deployment_info. The contract keeps
// deployment_info an open JSON object, so the status is read through the survey model's own
// declaration (draft when absent) rather than trusted as typed.
import { surveySchema, type SurveyStatus } from '../../../schema/survey/survey';
import type { SurveySummary } from '../../api/types';

export function surveyStatus(survey: Pick<SurveySummary, 'deployment_info'>): SurveyStatus {
  const info = surveySchema.shape.deployment_info.safeParse(survey.deployment_info);
  return info.success ? info.data.status : 'draft';
}
