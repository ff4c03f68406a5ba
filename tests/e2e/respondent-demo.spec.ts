// The demo survey a new account receives, published as it stands and taken by respondents in
// anonymous browsers (issue 14): one is screened by the screener, one completes every page (and
// resumes after closing the page midway), one ends as quota_full once the quota has its count; axe
// checks every page they meet. A keyboard-only respondent completes the fielded survey.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { EXIT_TEXTS } from '../../server/testing/fielded-survey';
import { seriousViolations } from './guide-page';
import { publishedSurvey } from './respondent-survey';
import { apiToken, createUser, setPasswordAndSignIn } from './support';

const DEMO = 'Customer satisfaction (demo)';
const TEXTS = {
  screened: 'Unfortunately you do not qualify for this survey.',
  complete: 'Your answers have been recorded.',
  quotaFull: 'We have already heard from enough people who answered as you did.',
} as const;

const auth = (token: string) => ({ Authorization: `Token ${token}` });

/** A new author's own demo survey, its quota's target set to 1, published and active; its id. */
async function publishedDemo(browser: Browser, request: APIRequestContext): Promise<string> {
  const user = await createUser(request);
  const page = await (await browser.newContext()).newPage();
  await setPasswordAndSignIn(page, user);
  await page.context().close();
  const token = await apiToken(request, user.email, user.password);
  const list = await (await request.get('/admin/api/surveys', { headers: auth(token) })).json();
  const demo = (list.surveys as { id: string; title: string }[]).find((survey) => survey.title === DEMO);
  expect(demo, 'a new account receives the demo survey').toBeDefined();
  const surveyId = demo!.id;
  // One very dissatisfied respondent fills the quota, so the next one meets it full.
  const components = await (await request.get(`/admin/api/surveys/${surveyId}/components`, { headers: auth(token) })).json();
  const definition = (components.components as { id: string; kind: string }[]).find((c) => c.kind === 'quota_definition')!;
  const patched = await request.post(`/admin/api/surveys/${surveyId}/components`, { headers: auth(token), data: [{ action: 'patch', id: definition.id, fields: { target: 1 } }] });
  expect(patched.status(), await patched.text()).toBe(200);
  const published = await request.post(`/admin/api/surveys/${surveyId}/published`, { headers: auth(token), data: { development_fields: {}, set_active: true } });
  expect(published.status(), await published.text()).toBe(201);
  return surveyId;
}

async function respondent(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** A question's text as shown (its label for assistive technology repeats it, hidden). */
const question = (page: Page, text: string) => page.locator('.survey-page__question-text', { hasText: text });
const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();

/** The page has no serious or critical accessibility violation. */
async function accessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

/** Welcome, then the screener answered `visited`. */
async function start(page: Page, surveyId: string, visited: 'Yes' | 'No') {
  await page.goto(`/s/${surveyId}`);
  await expect(page.getByText('This short demo survey shows what Fieldwork can do')).toBeVisible();
  await accessible(page);
  await next(page);
  await expect(question(page, 'Have you visited us in the last 12 months?')).toBeVisible();
  await accessible(page);
  await page.getByLabel(visited, { exact: true }).check();
  await next(page);
}

/** The group's page: satisfaction and the channels used. */
async function satisfaction(page: Page, answer: string) {
  await expect(question(page, 'Overall, how satisfied were you with your last visit?')).toBeVisible();
  await accessible(page);
  await page.getByRole('radio', { name: answer, exact: true }).check();
  await page.getByRole('checkbox', { name: 'Website' }).check();
  await next(page);
}

test('the demo survey: screened by its screener, completed with a resume midway, then quota_full', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const surveyId = await publishedDemo(browser, request);

  const screened = await respondent(browser);
  await start(screened, surveyId, 'No');
  await expect(screened.getByText(TEXTS.screened)).toBeVisible();
  await accessible(screened);
  await screened.context().close();

  // Very dissatisfied: counted in the quota when they complete.
  const first = await respondent(browser);
  await start(first, surveyId, 'Yes');
  await satisfaction(first, 'Very dissatisfied');
  await expect(question(first, 'How many times have you visited us in the last 12 months?')).toBeVisible();
  // Closing the page and opening the link again continues where they left off.
  const context = first.context();
  await first.close();
  const resumed = await context.newPage();
  await resumed.goto(`/s/${surveyId}`);
  await expect(question(resumed, 'How many times have you visited us in the last 12 months?')).toBeVisible();
  await accessible(resumed);
  await resumed.getByRole('button', { name: 'Back' }).click();
  // Their answers are still there.
  await expect(resumed.getByRole('radio', { name: 'Very dissatisfied', exact: true })).toBeChecked();
  await expect(resumed.getByRole('checkbox', { name: 'Website' })).toBeChecked();
  await next(resumed);
  await expect(question(resumed, 'How many times have you visited us in the last 12 months?')).toBeVisible();
  await resumed.getByRole('textbox', { name: 'How many times have you visited us in the last 12 months?' }).fill('3');
  await next(resumed);
  await expect(resumed.getByRole('table', { name: /How would you rate each of the following/ })).toBeVisible();
  await accessible(resumed);
  for (const row of ['Friendliness of staff', 'Cleanliness', 'Value for money']) {
    await resumed.getByRole('radio', { name: `${row}: Satisfied`, exact: true }).check();
  }
  await next(resumed);
  await expect(question(resumed, 'What one thing could we do better?')).toBeVisible();
  await accessible(resumed);
  await resumed.getByRole('textbox').fill('Shorter queues');
  await next(resumed);
  await expect(resumed.getByText(TEXTS.complete)).toBeVisible();
  await accessible(resumed);
  await context.close();

  // The quota (target 1) is full: the next very dissatisfied respondent ends at Q4's page.
  const second = await respondent(browser);
  await start(second, surveyId, 'Yes');
  await satisfaction(second, 'Very dissatisfied');
  await expect(second.getByText(TEXTS.quotaFull)).toBeVisible();
  await accessible(second);
  await second.context().close();
});

test('a keyboard-only respondent completes a survey', async ({ browser, request }) => {
  const surveyId = await publishedSurvey(request, 'Keyboard survey');
  const page = await respondent(browser);
  await page.goto(`/s/${surveyId}`);
  await expect(question(page, 'How old are you?')).toBeVisible();
  // Tab reaches the first answer; the arrow key moves the choice within the radio group.
  const young = page.getByLabel('Young', { exact: true });
  for (let presses = 0; presses < 20 && !(await young.evaluate((el) => el === document.activeElement)); presses++) await page.keyboard.press('Tab');
  await expect(young).toBeFocused();
  await page.keyboard.press('Space');
  await expect(young).toBeChecked();
  // Tab on to Next and press it with Enter.
  const nextButton = page.getByRole('button', { name: 'Next' });
  for (let presses = 0; presses < 20 && !(await nextButton.evaluate((el) => el === document.activeElement)); presses++) await page.keyboard.press('Tab');
  await expect(nextButton).toBeFocused();
  await page.keyboard.press('Enter');
  // Young skips the coffee page. The new page's heading takes focus; Tab reaches the text box.
  await expect(question(page, 'Anything else?')).toBeVisible();
  const box = page.getByRole('textbox');
  for (let presses = 0; presses < 20 && !(await box.evaluate((el) => el === document.activeElement)); presses++) await page.keyboard.press('Tab');
  await expect(box).toBeFocused();
  await page.keyboard.type('Typed without a mouse');
  for (let presses = 0; presses < 20 && !(await nextButton.evaluate((el) => el === document.activeElement)); presses++) await page.keyboard.press('Tab');
  await expect(nextButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(EXIT_TEXTS.complete)).toBeVisible();
  await page.context().close();
});

test('without JavaScript the other box takes its text: required when its answer is chosen, kept when given', async ({ browser, request }) => {
  const surveyId = await publishedDemo(browser, request);
  const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  // As start() does, without its accessibility checks: axe runs as a script in the page.
  await page.goto(`/s/${surveyId}`);
  await next(page);
  await page.getByLabel('Yes', { exact: true }).check();
  await next(page);
  await expect(question(page, 'Overall, how satisfied were you with your last visit?')).toBeVisible();
  await page.getByRole('radio', { name: 'Satisfied', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Other (please specify)' }).check();
  const box = page.getByRole('textbox', { name: 'Other (please specify): please specify' });
  // Open to typing with no script to open it.
  await expect(box).toBeEnabled();
  await next(page);
  // The server refuses the chosen other answer without its text, and says so beside it.
  await expect(question(page, 'Which of these did you use?')).toBeVisible();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Other (please specify)' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Other (please specify): please specify' }).fill('By post');
  await next(page);
  await expect(question(page, 'How many times have you visited us in the last 12 months?')).toBeVisible();
  await page.context().close();
});
