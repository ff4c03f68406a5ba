// The surveys calls the list, the dashboard and the designer share.
import type { ApiClient } from '../../api/client';
import type { SurveyListItem, SurveySummary } from '../../api/types';
import * as surveys from '../../../schema/api/admin/surveys';

export async function listSurveys(api: ApiClient): Promise<SurveyListItem[]> {
  return (await api.call(surveys.listSurveys)).surveys;
}

export async function getSurvey(api: ApiClient, id: string): Promise<SurveySummary> {
  return (await api.call(surveys.getSurvey, { params: { id } })).survey;
}

export async function createSurvey(api: ApiClient, title: string): Promise<SurveySummary> {
  return (await api.call(surveys.createSurvey, { body: { title } })).survey;
}

export async function duplicateSurvey(api: ApiClient, id: string): Promise<SurveySummary> {
  return (await api.call(surveys.duplicateSurvey, { params: { id } })).survey;
}

export async function deleteSurvey(api: ApiClient, id: string): Promise<void> {
  await api.call(surveys.deleteSurvey, { params: { id } });
}
