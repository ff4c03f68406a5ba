// Data collectors and a data processor at a survey's link (issue 14 A), in a real browser with
// scripts on: the link's ?src= reveals a question and pipes into the exit, the processor posts the
// provider block (a real server on 127.0.0.1) as the respondent leaves page 1 and its 200 routes
// them to the follow-up page, and a second respondent with the same ?uid= (other case) is screened
// at once. The author's side is built through the API.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { COLLECTOR_TEXTS, PROVIDER_BLOCK, collectorSurvey } from '../../server/testing/collector-survey';
import { providerServer, type ProviderServer } from '../../server/testing/provider-server';
import { seriousViolations } from './guide-page';
import { apiToken } from './support';

const auth = (token: string) => ({ Authorization: `Token ${token}` });
const question = (page: Page, text: string) => page.locator('.survey-page__question-text', { hasText: text });
const next = (page: Page) => page.getByRole('button', { name: 'Next' });

let provider: ProviderServer;
test.beforeAll(async () => {
  provider = await providerServer();
});
test.afterAll(() => provider.close());

async function publishedCollectorSurvey(request: APIRequestContext, title: string): Promise<string> {
  const token = await apiToken(request);
  const created = await request.post('/admin/api/surveys', { headers: auth(token), data: { title: `${title} ${Date.now()}` } });
  expect(created.status(), await created.text()).toBe(201);
  const surveyId = (await created.json()).survey.id as string;
  const built = collectorSurvey({ api: `${provider.origin}/feedback` });
  for (const [list, items] of [['components', built.components], ['routes', built.routes]] as const) {
    const saved = await request.post(`/admin/api/surveys/${surveyId}/${list}`, { headers: auth(token), data: items });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  const published = await request.post(`/admin/api/surveys/${surveyId}/published`, { headers: auth(token), data: { development_fields: {}, set_active: true } });
  expect(published.status(), await published.text()).toBe(201);
  return surveyId;
}

test('link values reveal, pipe and screen duplicates; the processor posts once and its 200 routes', async ({ browser, request }) => {
  provider.reply({ status: 200, body: '{"status":"ok","message":"Stored"}' });
  const surveyId = await publishedCollectorSurvey(request, 'Feedback survey');

  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
  await page.goto(`/s/${surveyId}?uid=E2E-1&src=newsletter`);
  await expect(page.locator('h1')).toBeFocused();
  await expect(question(page, COLLECTOR_TEXTS.q1)).toBeVisible();
  // Shown because the link gave ?src=: a condition on a data collector, the same after hydration.
  await expect(question(page, COLLECTOR_TEXTS.q2)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Ten', { exact: true }).check();
  await page.getByRole('textbox').fill('Friendly staff');
  await next(page).click();

  // The provider answered 200: the branch on the processor's result shows the follow-up page.
  await expect(question(page, COLLECTOR_TEXTS.q3)).toBeVisible();
  expect(provider.calls.map((call) => call.body)).toEqual([{ ...PROVIDER_BLOCK, score: 10, comment: 'Friendly staff', tags: ['newsletter'] }]);
  await expect(page.getByText('Stored')).toHaveCount(0);
  await next(page).click();
  await expect(page.getByText(`${COLLECTOR_TEXTS.complete} newsletter`)).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();

  // Someone else with the same uid, in other case: screened before any question.
  const other = await (await browser.newContext()).newPage();
  await other.goto(`/s/${surveyId}?uid=e2e-1`);
  await expect(other.getByText(COLLECTOR_TEXTS.screened)).toBeVisible();
  await expect(other.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await other.context().close();
  expect(provider.calls).toHaveLength(1);
});
