// The surveys calls the list, the dashboard and the designer share.
import type { ApiClient } from '../../api/client';
import type { SurveySummary } from '../../api/types';

export async function listSurveys(api: ApiClient): Promise<SurveySummary[]> {
  return (await api.get<{ surveys: SurveySummary[] }>('/admin/api/surveys')).surveys;
}

export async function createSurvey(api: ApiClient, title: string): Promise<SurveySummary> {
  return (await api.post<{ survey: SurveySummary }>('/admin/api/surveys', { title })).survey;
}

export async function duplicateSurvey(api: ApiClient, id: string): Promise<SurveySummary> {
  return (await api.post<{ survey: SurveySummary }>(`/admin/api/surveys/${id}/duplicate`)).survey;
}

export async function deleteSurvey(api: ApiClient, id: string): Promise<void> {
  await api.delete(`/admin/api/surveys/${id}`);
}
