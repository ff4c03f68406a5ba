// A respondent on a failing connection (issue 14 D): Next draws the next page without a page
// load; offline, the pages go on in the browser (the version's runtime form, the same walk as the
// server), each submission kept on the device; a reload while offline shows the respondent where
// they were with their answers; back online, the submissions go in order, once, and the server's
// answer (its ending) wins. The server holds each answer exactly once and the status complete.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { EXIT_TEXTS } from '../../server/testing/fielded-survey';
import { openReadyForOffline, respondentTab, pressNext, publishedSurvey, questionText, respondentsOf, yesNoPagesSurvey } from './respondent-survey';
import { apiToken, createUser, setPasswordAndSignIn } from './support';

const auth = (token: string) => ({ Authorization: `Token ${token}` });
const QUESTIONS = ['Do you like tea?', 'Do you like coffee?', 'Do you like cocoa?', 'Do you like juice?', 'Do you like water?'] as const;
const fivePageSurvey = (request: APIRequestContext) => yesNoPagesSurvey(request, 'Offline survey', QUESTIONS);
const question = questionText;
const next = pressNext;
const status = (page: Page) => page.getByRole('status');

/** Marks the document: a page load would lose the mark. */
const mark = (page: Page) => page.evaluate(() => { (window as unknown as { fieldworkMark: number }).fieldworkMark = 1; });
const marked = (page: Page) => page.evaluate(() => (window as unknown as { fieldworkMark?: number }).fieldworkMark === 1);

test('offline for three pages and a reload, then online: each answer held once, complete', async ({ browser, request }) => {
  const surveyId = await fivePageSurvey(request);
  // Every page submission the server answered, in order.
  const { context, page, errors, answered } = await respondentTab(browser);
  // The offline worker controls the page and the runtime form is on the device before the line drops.
  await openReadyForOffline(page, surveyId);
  await mark(page);
  await page.getByLabel('Yes', { exact: true }).check();
  await next(page);
  await expect(question(page, QUESTIONS[1])).toBeVisible();
  await expect(page.getByText('Page 2', { exact: true })).toBeVisible();
  expect(await marked(page)).toBe(true);
  // Page 2 is drawn here at once; page 1 is online only once the server has answered its submission.
  await expect.poll(() => answered.length).toBe(1);

  await context.setOffline(true);
  // Page 2 and 3 answered offline: drawn here, at once, with a polite word that the answers are kept.
  await page.getByLabel('No', { exact: true }).check();
  await next(page);
  await expect(question(page, QUESTIONS[2])).toBeVisible();
  await expect(status(page)).toContainText('offline');
  await expect(status(page)).toContainText('kept on this device');
  await page.getByLabel('Yes', { exact: true }).check();
  await next(page);
  await expect(question(page, QUESTIONS[3])).toBeVisible();
  await expect(page.getByText('Page 4', { exact: true })).toBeVisible();
  // Page 4 answered, then the page reloaded while offline: the respondent is where they were.
  await page.getByLabel('No', { exact: true }).check();
  await page.reload();
  await expect(question(page, QUESTIONS[3])).toBeVisible();
  await expect(page.getByLabel('No', { exact: true })).toBeChecked();
  await expect(page.getByText('Page 4', { exact: true })).toBeVisible();
  expect(await marked(page)).toBe(false);
  await next(page);
  await expect(question(page, QUESTIONS[4])).toBeVisible();
  // Nothing reached the server yet: it still has the respondent on page 2.
  expect((await respondentsOf(request, surveyId)).map((r) => r.status)).toEqual(['incomplete']);

  // Back online: the three waiting pages go, in order, once; the last page is answered online.
  await context.setOffline(false);
  await expect(status(page)).toContainText('Your answers have been sent.');
  await page.getByLabel('Yes', { exact: true }).check();
  await next(page);
  await expect(page.getByText(EXIT_TEXTS.complete)).toBeVisible();

  // Five submissions, each applied once, in the order made (the server would refuse one out of turn).
  await expect.poll(() => answered.length).toBe(5);
  expect(answered.map((a) => a.outcome)).toEqual(['saved', 'saved', 'saved', 'saved', 'saved']);
  expect(new Set(answered.map((a) => a.key)).size).toBe(5);
  const [respondent, ...others] = await respondentsOf(request, surveyId);
  expect(others).toEqual([]);
  expect(respondent!.status).toBe('complete');
  // Five questions, one answer each: the pages sent twice (never here) would still replace, not add.
  expect(new Set(respondent!.answers.map((a) => a.questionId)).size).toBe(5);
  expect(respondent!.answers.map((a) => a.codes?.join(',')).sort()).toEqual(['1', '1', '1', '2', '2']);
  expect(errors).toEqual([]);
  await context.close();
});

test('Next draws the next page without a page load, and Back goes back', async ({ browser, request }) => {
  const surveyId = await publishedSurvey(request, 'No reload survey');
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/s/${surveyId}`);
  await expect(page.locator('h1')).toBeFocused();
  await mark(page);
  await page.getByLabel('Young', { exact: true }).check();
  await next(page);
  await expect(question(page, 'Anything else?')).toBeVisible();
  await expect(page.locator('h1')).toBeFocused();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Young', { exact: true })).toBeChecked();
  await next(page);
  await page.getByRole('textbox').fill('Nothing');
  await next(page);
  await expect(page.getByText(EXIT_TEXTS.complete)).toBeVisible();
  expect(await marked(page)).toBe(true);
  // A reload shows what the server holds: the end.
  await page.reload();
  await expect(page.getByText(EXIT_TEXTS.complete)).toBeVisible();
  await context.close();
});

test('the demo survey: Next draws each page without a page load', async ({ browser, request }) => {
  // A new account receives the demo survey; published as it stands and made active.
  const user = await createUser(request);
  const author = await (await browser.newContext()).newPage();
  await setPasswordAndSignIn(author, user);
  await author.context().close();
  const token = await apiToken(request, user.email, user.password);
  const list = await (await request.get('/admin/api/surveys', { headers: auth(token) })).json();
  const demo = (list.surveys as { id: string; title: string }[]).find((survey) => survey.title === 'Customer satisfaction (demo)');
  expect(demo, 'a new account receives the demo survey').toBeDefined();
  const published = await request.post(`/admin/api/surveys/${demo!.id}/published`, { headers: auth(token), data: { development_fields: {}, set_active: true } });
  expect(published.status(), await published.text()).toBe(201);

  const context = await browser.newContext();
  const page = await context.newPage();
  const loads: string[] = [];
  page.on('framenavigated', (frame) => { if (frame === page.mainFrame()) loads.push(frame.url()); });
  await page.goto(`/s/${demo!.id}`);
  await expect(page.getByText('This short demo survey shows what Fieldwork can do')).toBeVisible();
  await expect(page.locator('h1')).toBeFocused();
  await mark(page);
  await next(page);
  await expect(question(page, 'Have you visited us in the last 12 months?')).toBeVisible();
  await expect(page.getByText('Page 2', { exact: true })).toBeVisible();
  await expect(page.locator('h1')).toBeFocused();
  await page.getByLabel('Yes', { exact: true }).check();
  await next(page);
  await expect(page.getByText('Page 3', { exact: true })).toBeVisible();
  expect(await marked(page)).toBe(true);
  expect(loads).toHaveLength(1);
  await context.close();
});
