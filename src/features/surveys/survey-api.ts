// The surveys calls the list, the dashboard and the designer share.
import type { ApiClient } from '../../api/client';
import type { SurveySummary } from '../../api/types';

export async function listSurveys(api: ApiClient): Promise<SurveySummary[]> {
  return (await api.get<{ surveys: SurveySummary[] }>('/admin/api/surveys')).surveys;
}

export async function createSurvey(api: ApiClient, title: string): Promise<SurveySummary> {
  return (await api.post<{ survey: SurveySummary }>('/admin/api/surveys', { title })).survey;
}

/** Survey dates appear as DD/MM/YYYY (spec §9). */
export function surveyDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}
