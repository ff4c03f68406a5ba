// Back while offline across pages the server walked (issue 14 D): the page a reload draws carries
// the respondent's path and their answers, so Back works offline to any earlier page, filled in;
// the Back and the page sent again go in order once the connection returns, and the server holds
// the changed answer once.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { EXIT_TEXTS } from '../../server/testing/fielded-survey';
import { openReadyForOffline, respondentTab, pressNext, questionText, respondentsOf, yesNoPagesSurvey } from './respondent-survey';

const QUESTIONS = ['Do you like tea?', 'Do you like coffee?', 'Do you like cocoa?', 'Do you like juice?'] as const;
const fourPageSurvey = (request: APIRequestContext) => yesNoPagesSurvey(request, 'Offline back', QUESTIONS);
const question = questionText;
const next = pressNext;

test('Back offline to a page answered before the reload: changed, sent in order, held once', async ({ browser, request }) => {
  const surveyId = await fourPageSurvey(request);
  // Every page submission the server answered, in order.
  const { context, page, errors, answered } = await respondentTab(browser);

  // Pages 1 and 2 online; page 2 reloaded: the server draws it, with the path and the answers so far.
  await openReadyForOffline(page, surveyId);
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
  // The test hears of each answer once Playwright has its body, which can come after the page
  // has shown the queue drained: waited for, as the other offline journey does.
  await expect.poll(() => answered.length).toBe(5);
  expect(answered.map(({ action, outcome }) => ({ action, outcome }))).toEqual([
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
