// A respondent's answer order and piped texts in the browser (issue 14 A), scripts on: a
// randomised answer group keeps its order on reload and after hydration, an earlier answer reads
// in a later page's question and in the exit text, a typed "<script>" as text, and an answer reads
// at once in a text on its own page.
import { expect, test, type Page } from '@playwright/test';
import { ECHO_TEXT, EXIT_TEXTS, PIPED_TEXTS } from '../../server/testing/fielded-survey';
import { publishedSurvey } from './respondent-survey';

const q1Order = (page: Page) => page.locator('input[type="radio"]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value).join());

test('a randomised order is stable on reload, and earlier answers are piped into later pages as text', async ({ browser, request }) => {
  const surveyId = await publishedSurvey(request, 'Piped survey', { randomise: true, piping: true });
  const page = await (await browser.newContext()).newPage();
  const errors: string[] = [];
  // Q1's text carries the fixture's hostile <img src="x">, whose 404 is not this test's concern.
  page.on('console', (message) => { if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text()); });
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto(`/s/${surveyId}`);
  await page.waitForLoadState('networkidle');
  const order = await q1Order(page);
  expect(order.split(',').sort()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
  await page.reload();
  await page.waitForLoadState('networkidle');
  expect(await q1Order(page)).toBe(order);

  await page.getByLabel('Young', { exact: true }).check();
  // The hydrated page draws the same order it was served with.
  expect(await q1Order(page)).toBe(order);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.locator('.survey-page__question-text', { hasText: `${PIPED_TEXTS.q3} Young?` })).toBeVisible();

  const typed = '<script>document.title="hacked"</script>';
  await page.getByRole('textbox').fill(typed);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(`${EXIT_TEXTS.complete} ${PIPED_TEXTS.exit} ${typed}`)).toBeVisible();
  await expect(page).not.toHaveTitle('hacked');
  expect(errors).toEqual([]);
  await page.context().close();
});

test('an answer reads at once in a text on its own page, and again as it changes', async ({ browser, request }) => {
  const surveyId = await publishedSurvey(request, 'Echo survey', { piping: true, echo: true });
  const page = await (await browser.newContext()).newPage();
  const errors: string[] = [];
  page.on('console', (message) => { if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text()); });
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto(`/s/${surveyId}`);
  await page.waitForLoadState('networkidle');
  const echo = page.locator('.survey-page__question-text', { hasText: ECHO_TEXT });
  await expect(echo).toHaveText(`${ECHO_TEXT} ?`);
  await page.getByLabel('Young', { exact: true }).check();
  await expect(echo).toHaveText(`${ECHO_TEXT} Young?`);
  await page.getByLabel('Old', { exact: true }).check();
  await expect(echo).toHaveText(`${ECHO_TEXT} Old?`);
  // Next and Back: Page 1 drawn again (by the browser's walk, from the version's form) reads
  // the answer it holds, and reads a new one at once too.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 2', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Old', { exact: true })).toBeChecked();
  await expect(echo).toHaveText(`${ECHO_TEXT} Old?`);
  await page.getByLabel('Young', { exact: true }).check();
  await expect(echo).toHaveText(`${ECHO_TEXT} Young?`);
  expect(errors).toEqual([]);
  await page.context().close();
});
