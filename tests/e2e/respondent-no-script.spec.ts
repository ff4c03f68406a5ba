// A respondent with JavaScript switched off takes a published survey at its link (issue 14):
// every page arrives rendered by the server and is a plain form that posts back; the server walks
// the branch, refuses a required question left empty and ends at the exit. The author's side is
// built through the API (the designer is covered elsewhere).
import { expect, test, type Browser, type Page } from '@playwright/test';
import { EXIT_TEXTS } from '../../server/testing/fielded-survey';
import { publishedSurvey } from './respondent-survey';

/** An anonymous browser with scripts off: nothing but server-rendered HTML and form posts. */
async function respondent(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return context.newPage();
}

/** A question's text as shown (its label for assistive technology repeats it, hidden). */
const question = (page: Page, text: string) => page.locator('.survey-page__question-text', { hasText: text });
const next = (page: Page) => page.getByRole('button', { name: 'Next' });
const progress = (page: Page, n: number) => expect(page.getByText(`Page ${n}`, { exact: true })).toBeVisible();

test('a respondent without JavaScript completes a survey with a branch and a required question', async ({ browser, request }) => {
  const surveyId = await publishedSurvey(request, 'No-script survey');
  const page = await respondent(browser);
  await page.goto(`/s/${surveyId}`);
  await expect(page.locator('h1')).toHaveText(/No-script survey/);
  await progress(page, 1);
  await expect(question(page, 'How old are you?')).toBeVisible();
  // Styled without a script: the design tokens and widget styles of the chunks the respondent
  // entry shares with the app are in the page too, not only the entry's own stylesheet.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim())).not.toBe('');
  expect(await page.locator('.survey-page__question').first().evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  // The author's script neither shows nor runs (scripts are off here, and the page's CSP forbids them).
  // The only scripts are the page's data block and the respondent entry (which would hydrate it).
  expect(await page.locator('script').evaluateAll((scripts) => scripts.map((s) => s.getAttribute('type')))).toEqual(['application/json', 'module']);
  await expect(page).not.toHaveTitle('hacked');

  // Required, left empty: the page comes back with the message and a summary linking to it.
  await next(page).click();
  await expect(page.getByRole('alert', { name: 'There is a problem' })).toContainText('This field is required');
  await progress(page, 1);

  // Old takes the branch to the coffee question.
  await page.getByLabel('Old', { exact: true }).check();
  await next(page).click();
  await progress(page, 2);
  await expect(question(page, 'Do you drink coffee?')).toBeVisible();
  await page.getByLabel('Yes', { exact: true }).check();
  await next(page).click();
  await progress(page, 3);
  await expect(question(page, 'Anything else?')).toBeVisible();

  // Back keeps what was answered.
  await page.getByRole('button', { name: 'Back' }).click();
  await progress(page, 2);
  await expect(page.getByLabel('Yes', { exact: true })).toBeChecked();
  await next(page).click();
  await page.getByRole('textbox').fill('Strong, please');
  await next(page).click();
  await expect(page.getByText(EXIT_TEXTS.complete)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);

  // The server holds the respondent as finished: coming back shows the end again, not page 1.
  await page.goto(`/s/${surveyId}`);
  await expect(page.getByText(EXIT_TEXTS.complete)).toBeVisible();
  await page.context().close();
});

test('a respondent without JavaScript is walked past the branch that does not hold, and screened at the exit', async ({ browser, request }) => {
  const surveyId = await publishedSurvey(request, 'No-script survey');
  const young = await respondent(browser);
  await young.goto(`/s/${surveyId}`);
  await young.getByLabel('Young', { exact: true }).check();
  await next(young).click();
  // Page 2 of this respondent's path is the survey's third page: the coffee question is skipped.
  await progress(young, 2);
  await expect(question(young, 'Anything else?')).toBeVisible();
  await expect(question(young, 'Do you drink coffee?')).toHaveCount(0);
  await young.context().close();

  const old = await respondent(browser);
  await old.goto(`/s/${surveyId}`);
  await old.getByLabel('Old', { exact: true }).check();
  await next(old).click();
  await old.getByLabel('No', { exact: true }).check();
  await next(old).click();
  await expect(old.getByText(EXIT_TEXTS.screened)).toBeVisible();
  await old.context().close();
});
