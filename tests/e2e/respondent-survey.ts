// What the respondent journeys share: the fielded survey (server/testing/fielded-survey.ts) built,
// published and made active through the API, as an author's client would, before a respondent opens it.
import { expect, type APIRequestContext } from '@playwright/test';
import { fieldedSurvey, type FieldedOptions } from '../../server/testing/fielded-survey';
import { apiToken } from './support';

const auth = (token: string) => ({ Authorization: `Token ${token}` });

/** A new survey titled `title`, holding the fielded survey with `options`, published and active; its id. */
export async function publishedSurvey(request: APIRequestContext, title: string, options: FieldedOptions = {}): Promise<string> {
  const token = await apiToken(request);
  const created = await request.post('/admin/api/surveys', { headers: auth(token), data: { title: `${title} ${Date.now()}` } });
  expect(created.status(), await created.text()).toBe(201);
  const surveyId = (await created.json()).survey.id as string;
  const built = fieldedSurvey(options);
  for (const [list, items] of [['components', built.components], ['routes', built.routes]] as const) {
    const saved = await request.post(`/admin/api/surveys/${surveyId}/${list}`, { headers: auth(token), data: items });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  const published = await request.post(`/admin/api/surveys/${surveyId}/published`, { headers: auth(token), data: { development_fields: {}, set_active: true } });
  expect(published.status(), await published.text()).toBe(201);
  return surveyId;
}
