// A respondent with scripts on (issue 14 A): the page arrives rendered by the server, then the
// respondent entry hydrates it. A question an answer on the same page reveals appears without a
// reload; Next checks the page in the browser first (no post while a required answer is
// missing), focus goes to the new page's heading and to the first problem; axe finds nothing
// serious; React reports no hydration mismatch on the console.
import { expect, test, type Page, type Request } from '@playwright/test';
import { SAME_PAGE_QUESTION } from '../../server/testing/fielded-survey';
import { seriousViolations } from './guide-page';
import { publishedSurvey } from './respondent-survey';

const question = (page: Page, text: string) => page.locator('.survey-page__question-text', { hasText: text });
const next = (page: Page) => page.getByRole('button', { name: 'Next' });
const problems = (page: Page) => page.getByRole('alert', { name: 'There is a problem' });

test('the hydrated page reveals a question and checks Next without a round trip', async ({ browser, request }) => {
  const surveyId = await publishedSurvey(request, 'Hydrated survey', { samePage: true });
  const context = await browser.newContext();
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    // The fixture's hostile question text keeps an image "x" that is not there (its 404 is logged).
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  const posts: Request[] = [];
  page.on('request', (req) => { if (req.method() === 'POST') posts.push(req); });

  await page.goto(`/s/${surveyId}`);
  // Hydrated: the entry ran and moved focus to the page's heading (announcing the page).
  await expect(page.locator('h1')).toBeFocused();
  await expect(page.locator('h1')).toHaveText(/Hydrated survey/);
  await expect(page).not.toHaveTitle('hacked');
  expect(await seriousViolations(page)).toEqual([]);

  // Nothing chosen: the required message shows beside Q1, announced, with focus on its first radio; nothing posted.
  await next(page).click();
  await expect(problems(page)).toContainText('This field is required');
  await expect(page.getByLabel('Young', { exact: true })).toBeFocused();
  expect(posts).toHaveLength(0);

  // Young reveals the question on the same page, without a reload.
  await expect(question(page, SAME_PAGE_QUESTION)).toHaveCount(0);
  await page.getByLabel('Young', { exact: true }).check();
  await expect(question(page, SAME_PAGE_QUESTION)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The revealed question is required: Next refuses it here, focus on its box, still no post.
  await next(page).click();
  await expect(problems(page)).toContainText('This field is required');
  const why = page.getByRole('textbox', { name: SAME_PAGE_QUESTION });
  await expect(why).toBeFocused();
  expect(posts).toHaveLength(0);
  expect(await seriousViolations(page)).toEqual([]);

  // Answered: the form posts once, the server agrees, and Young skips to the last question page.
  await why.fill('Coffee');
  await next(page).click();
  await expect(question(page, 'Anything else?')).toBeVisible();
  await expect(page.getByText('Page 2', { exact: true })).toBeVisible();
  await expect(page.locator('h1')).toBeFocused();
  expect(posts).toHaveLength(1);
  expect(await seriousViolations(page)).toEqual([]);

  // Back, then the first page again shows the answers the server kept, revealed question included.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(question(page, SAME_PAGE_QUESTION)).toBeVisible();
  await expect(why).toHaveValue('Coffee');
  expect(consoleErrors).toEqual([]);
  await context.close();
});

test('an answer given before the script arrives survives hydration', async ({ browser, request }) => {
  const surveyId = await publishedSurvey(request, 'Slow script survey', { samePage: true });
  const page = await (await browser.newContext()).newPage();
  // The scripts are held back, as on a slow phone: the respondent answers the server-drawn page first.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route('**/*.js', async (route) => { await held; await route.continue(); });
  await page.goto(`/s/${surveyId}`, { waitUntil: 'commit' });
  await page.getByLabel('Young', { exact: true }).check();
  release();
  // Hydrated (focus on the heading), the early answer is still chosen and the page acts on it:
  // Young reveals the question on the same page.
  await expect(page.locator('h1')).toBeFocused();
  await expect(page.getByLabel('Young', { exact: true })).toBeChecked();
  await expect(question(page, SAME_PAGE_QUESTION)).toBeVisible();
  await page.context().close();
});

test('answers typed on a page and not yet sent are back after a reload', async ({ browser, request }) => {
  const surveyId = await publishedSurvey(request, 'Reloaded survey', { samePage: true });
  const page = await (await browser.newContext()).newPage();
  await page.goto(`/s/${surveyId}`);
  await expect(page.locator('h1')).toBeFocused();
  await page.getByLabel('Young', { exact: true }).check();
  const why = page.getByRole('textbox', { name: SAME_PAGE_QUESTION });
  await why.fill('Coffee');
  // Kept on the device as typed (after the paint): what a reload, or a phone dropping the tab, finds.
  const keptOnDevice = () => page.evaluate(() => new Promise<string>((resolve, reject) => {
    const opened = indexedDB.open('fieldwork-respondent');
    opened.onerror = () => reject(opened.error);
    opened.onsuccess = () => {
      const read = opened.result.transaction(['places', 'typed']).objectStore('typed').getAll();
      read.onsuccess = () => resolve(JSON.stringify(read.result));
    };
  }));
  await expect.poll(keptOnDevice).toContain('Coffee');
  await page.reload();
  await expect(page.locator('h1')).toBeFocused();
  await expect(page.getByLabel('Young', { exact: true })).toBeChecked();
  await expect(why).toHaveValue('Coffee');
  // Nothing was sent: the server still has the page unanswered, and Next sends the answers kept.
  await next(page).click();
  await expect(page.getByText('Page 2', { exact: true })).toBeVisible();
  await page.context().close();
});
