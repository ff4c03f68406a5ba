// What the respondent journeys share: surveys built, published and made active through the API, as
// an author's client would, before a respondent opens them (the fielded survey of
// server/testing/fielded-survey.ts, or pages of yes/no questions); the respondents the data
// service then reports; the page's questions and its Next button.
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { EXIT_TEXTS, fieldedSurvey, type FieldedOptions } from '../../server/testing/fielded-survey';
import { apiToken } from './support';

const auth = (token: string) => ({ Authorization: `Token ${token}` });

/** A component or route posted in a batch; `parent` is the index of an item posted before it. */
export const posted = (kind: string, fields: object = {}, parent?: number) =>
  ({ action: 'post', kind, client_ref: randomUUID(), ...(parent === undefined ? {} : { parent: { index: parent } }), fields });
export type Posted = ReturnType<typeof posted>;
/** A text field in the default language. */
export const textField = (field: string, html: string) => ({ default_language_data: { [field]: html } });

/** A new survey titled `title` (made unique) holding `components` and `routes`, published and active; its id. */
export async function surveyPublished(request: APIRequestContext, title: string, components: readonly unknown[], routes: readonly unknown[]): Promise<string> {
  const token = await apiToken(request);
  const created = await request.post('/admin/api/surveys', { headers: auth(token), data: { title: `${title} ${Date.now()}` } });
  expect(created.status(), await created.text()).toBe(201);
  const surveyId = (await created.json()).survey.id as string;
  for (const [list, items] of [['components', components], ['routes', routes]] as const) {
    const saved = await request.post(`/admin/api/surveys/${surveyId}/${list}`, { headers: auth(token), data: items });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  const published = await request.post(`/admin/api/surveys/${surveyId}/published`, { headers: auth(token), data: { development_fields: {}, set_active: true } });
  expect(published.status(), await published.text()).toBe(201);
  return surveyId;
}

/** A new survey titled `title`, holding the fielded survey with `options`, published and active; its id. */
export async function publishedSurvey(request: APIRequestContext, title: string, options: FieldedOptions = {}): Promise<string> {
  const built = fieldedSurvey(options);
  return surveyPublished(request, title, built.components, built.routes);
}

/** One page per question, each a required yes/no (Yes 1, No 2), then the complete exit: published and active. */
export async function yesNoPagesSurvey(request: APIRequestContext, title: string, questions: readonly string[]): Promise<string> {
  const components: Posted[] = [];
  const ids = questions.map((wording, order) => {
    const question = posted('question', { order, question_type: 'single', ...textField('question_text', `<p>${wording}</p>`) });
    components.push(question);
    const at = components.length - 1;
    components.push(posted('answer_group', { answer_group_type: 'single' }, at));
    components.push(posted('answer', { order: 0, code: '1', ...textField('label', 'Yes') }, at + 1));
    components.push(posted('answer', { order: 1, code: '2', ...textField('label', 'No') }, at + 1));
    return question.client_ref;
  });
  const complete = posted('exit_block', { order: 10, terminate_status: 'complete', ...textField('exit_text', `<p>${EXIT_TEXTS.complete}</p>`) });
  components.push(complete, posted('exit_block', { order: 11, terminate_status: 'closed', ...textField('exit_text', `<p>${EXIT_TEXTS.closed}</p>`) }));
  const routes: Posted[] = [];
  [...ids.map((id) => [id, 'question'] as const), [complete.client_ref, 'exit_block'] as const].forEach(([id, kind], order) => {
    routes.push(posted('routing_page', { order }));
    routes.push(posted('routing_item', { item_id: id, item_kind: kind }, routes.length - 1));
  });
  return surveyPublished(request, title, components, routes);
}

export interface ReportedRespondent {
  readonly status: string;
  readonly answers: readonly { readonly questionId: string; readonly codes: readonly string[] | null; readonly otherText: string | null; readonly text: string | null }[];
}

/** The survey's respondents as the respondent data service reports them. */
export async function respondentsOf(request: APIRequestContext, surveyId: string): Promise<ReportedRespondent[]> {
  const token = await apiToken(request);
  const reply = await request.post('/uk/respondent-graphql/graphql', {
    headers: auth(token),
    data: { query: `query($s: ID!) { respondents(surveyId: $s) { edges { node { status answers { questionId codes otherText text } } } } }`, variables: { s: surveyId } },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  const body = await reply.json();
  expect(body.errors).toBeUndefined();
  return (body.data.respondents.edges as { node: ReportedRespondent }[]).map((edge) => edge.node);
}

/** A question's text on the respondent's page. */
export const questionText = (page: Page, text: string) => page.locator('.survey-page__question-text', { hasText: text });
export const pressNext = (page: Page) => page.getByRole('button', { name: 'Next' }).click();

/** A page submission the server answered (the runtime's POST …/pages): what was sent and the outcome. */
export interface AnsweredSubmission {
  readonly pageId: string;
  readonly key: string;
  readonly action: string;
  readonly outcome: string;
}

/** The page submissions the server answers from now on, in the order answered (a live list). */
export function answeredSubmissions(page: Page): AnsweredSubmission[] {
  const answered: AnsweredSubmission[] = [];
  page.on('response', async (response) => {
    if (!/\/pages$/.test(new URL(response.url()).pathname) || response.request().method() !== 'POST') return;
    const sent = JSON.parse(response.request().postData() ?? '{}') as { pageId?: string; idempotencyKey?: string; action?: string };
    const { outcome } = (await response.json()) as { outcome: string };
    answered.push({ pageId: sent.pageId ?? '', key: sent.idempotencyKey ?? '', action: sent.action ?? '', outcome });
  });
  return answered;
}

/**
 * Opens the survey's link and waits until the page can go offline: hydrated (focus on its heading),
 * the offline worker ready and the version's runtime form fetched.
 */
export async function openReadyForOffline(page: Page, surveyId: string): Promise<void> {
  const formFetched = page.waitForResponse((response) => /\/versions\/1\/forms\/en(\?|$)/.test(response.url()) && response.ok());
  await page.goto(`/s/${surveyId}`);
  await expect(page.locator('h1')).toBeFocused();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await formFetched;
}

/** A respondent's own browser context and page, its script errors and the submissions the server answers. */
export async function respondentTab(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors, answered: answeredSubmissions(page) };
}
