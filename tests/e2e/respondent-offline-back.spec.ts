// Back while offline across pages the server walked (issue 14 D): the page a reload draws carries
// the respondent's path and their answers, so Back works offline to any earlier page, filled in;
// the Back and the page sent again go in order once the connection returns, and the server holds
// the changed answer once.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { EXIT_TEXTS } from '../../server/testing/fielded-survey';
import { apiToken } from './support';

const auth = (token: string) => ({ Authorization: `Token ${token}` });
const QUESTIONS = ['Do you like tea?', 'Do you like coffee?', 'Do you like cocoa?', 'Do you like juice?'] as const;

/** Four pages of one required yes/no question each, then the complete exit: published and active. */
async function fourPageSurvey(request: APIRequestContext): Promise<string> {
  const token = await apiToken(request);
  const created = await request.post('/admin/api/surveys', { headers: auth(token), data: { title: `Offline back ${Date.now()}` } });
  expect(created.status(), await created.text()).toBe(201);
  const surveyId = (await created.json()).survey.id as string;
  const post = (kind: string, fields: object = {}, parent?: number) =>
    ({ action: 'post', kind, client_ref: randomUUID(), ...(parent === undefined ? {} : { parent: { index: parent } }), fields });
  const text = (field: string, html: string) => ({ default_language_data: { [field]: html } });
  const components: object[] = [];
  const questions: string[] = [];
  QUESTIONS.forEach((wording, order) => {
    const question = post('question', { order, question_type: 'single', ...text('question_text', `<p>${wording}</p>`) });
    questions.push(question.client_ref);
    components.push(question);
    const at = components.length - 1;
    components.push(post('answer_group', { answer_group_type: 'single' }, at));
    components.push(post('answer', { order: 0, code: '1', ...text('label', 'Yes') }, at + 1));
    components.push(post('answer', { order: 1, code: '2', ...text('label', 'No') }, at + 1));
  });
  const complete = post('exit_block', { order: 10, terminate_status: 'complete', ...text('exit_text', `<p>${EXIT_TEXTS.complete}</p>`) });
  components.push(complete, post('exit_block', { order: 11, terminate_status: 'closed', ...text('exit_text', `<p>${EXIT_TEXTS.closed}</p>`) }));
  const routes: object[] = [];
  questions.forEach((id, order) => {
    routes.push(post('routing_page', { order }));
    routes.push(post('routing_item', { item_id: id, item_kind: 'question' }, routes.length - 1));
  });
  routes.push(post('routing_page', { order: QUESTIONS.length }));
  routes.push(post('routing_item', { item_id: complete.client_ref, item_kind: 'exit_block' }, routes.length - 1));
  for (const [list, items] of [['components', components], ['routes', routes]] as const) {
    const saved = await request.post(`/admin/api/surveys/${surveyId}/${list}`, { headers: auth(token), data: items });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  const published = await request.post(`/admin/api/surveys/${surveyId}/published`, { headers: auth(token), data: { development_fields: {}, set_active: true } });
  expect(published.status(), await published.text()).toBe(201);
  return surveyId;
}

interface Respondent {
  readonly status: string;
  readonly answers: readonly { readonly questionId: string; readonly codes: readonly string[] | null }[];
}

async function respondentsOf(request: APIRequestContext, surveyId: string): Promise<Respondent[]> {
  const token = await apiToken(request);
  const reply = await request.post('/uk/respondent-graphql/graphql', {
    headers: auth(token),
    data: { query: `query($s: ID!) { respondents(surveyId: $s) { edges { node { status answers { questionId codes } } } } }`, variables: { s: surveyId } },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  const body = await reply.json();
  expect(body.errors).toBeUndefined();
  return (body.data.respondents.edges as { node: Respondent }[]).map((edge) => edge.node);
}

const question = (page: Page, text: string) => page.locator('.survey-page__question-text', { hasText: text });
const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();

test('Back offline to a page answered before the reload: changed, sent in order, held once', async ({ browser, request }) => {
  const surveyId = await fourPageSurvey(request);
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const answered: { action: string; outcome: string }[] = [];
  page.on('response', async (response) => {
    if (!/\/pages$/.test(new URL(response.url()).pathname) || response.request().method() !== 'POST') return;
    const posted = JSON.parse(response.request().postData() ?? '{}') as { action?: string };
    answered.push({ action: posted.action ?? '', outcome: ((await response.json()) as { outcome: string }).outcome });
  });
  const formFetched = page.waitForResponse((response) => /\/versions\/1\/forms\/en$/.test(response.url()) && response.ok());

  // Pages 1 and 2 online; page 2 reloaded: the server draws it, with the path and the answers so far.
  await page.goto(`/s/${surveyId}`);
  await expect(page.locator('h1')).toBeFocused();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await formFetched;
  await page.getByLabel('Yes', { exact: true }).check();
  await next(page);
  await expect(question(page, QUESTIONS[1])).toBeVisible();
  await expect.poll(() => answered.length).toBe(1);
  await page.reload();
  await expect(question(page, QUESTIONS[1])).toBeVisible();
  await expect(page.locator('h1')).toBeFocused();
  // The entry is live (its status line is there); the runtime form is read from the device.
  await page.waitForFunction(() => document.getElementById('respondent-status') !== null);

  // Offline: Back to page 1, its answer there; changed, then pages 2 and 3 answered.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(question(page, QUESTIONS[0])).toBeVisible();
  await expect(page.getByText('Page 1', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Yes', { exact: true })).toBeChecked();
  await page.getByLabel('No', { exact: true }).check();
  await next(page);
  await expect(question(page, QUESTIONS[1])).toBeVisible();
  await page.getByLabel('Yes', { exact: true }).check();
  await next(page);
  await expect(question(page, QUESTIONS[2])).toBeVisible();
  await page.getByLabel('No', { exact: true }).check();
  await next(page);
  await expect(question(page, QUESTIONS[3])).toBeVisible();
  await expect(page.getByText('Page 4', { exact: true })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('offline');
  expect(answered).toHaveLength(1);

  // Online: the Back, then the three pages, in the order made, each once.
  await context.setOffline(false);
  await expect(page.getByRole('status')).toContainText('Your answers have been sent.');
  expect(answered).toEqual([
    { action: 'next', outcome: 'saved' }, { action: 'back', outcome: 'moved_back' },
    { action: 'next', outcome: 'saved' }, { action: 'next', outcome: 'saved' }, { action: 'next', outcome: 'saved' },
  ]);
  await page.getByLabel('Yes', { exact: true }).check();
  await next(page);
  await expect(page.getByText(EXIT_TEXTS.complete)).toBeVisible();

  const [respondent, ...others] = await respondentsOf(request, surveyId);
  expect(others).toEqual([]);
  expect(respondent!.status).toBe('complete');
  // Four questions, one answer each: No, Yes, No, Yes (page 1's changed from Yes), held once.
  expect(new Set(respondent!.answers.map((a) => a.questionId)).size).toBe(4);
  expect(respondent!.answers.map((a) => (a.codes ?? []).join(',')).sort()).toEqual(['1', '1', '2', '2']);
  expect(errors).toEqual([]);
  await context.close();
});
