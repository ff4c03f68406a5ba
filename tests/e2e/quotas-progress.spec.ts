// The quotas views, the progress chart and the surveys list's counts against the real server
// (issue 15 D, E): a published survey with a quota on the young (target 3) is taken by three
// respondents (two young, who complete and are counted, one old, screened); the author sees the
// quota's count and bar, then a fourth respondent fills it while the page is open (live), the
// progress chart's today bar holds them all, and the surveys list counts them.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { EXIT_TEXTS } from '../../server/testing/fielded-survey';
import { seriousViolations } from './guide-page';
import { publishedSurvey } from './respondent-survey';
import { acceptAgreementIfShown, apiToken, signIn } from './support';

/** One respondent in a fresh browser context: Young completes; Old + No is screened. */
async function takeSurvey(browser: Browser, surveyId: string, age: 'Young' | 'Old') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/s/${surveyId}`);
  await page.getByLabel(age, { exact: true }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  if (age === 'Old') {
    await page.getByLabel('No', { exact: true }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(EXIT_TEXTS.screened)).toBeVisible();
  } else {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(EXIT_TEXTS.complete)).toBeVisible();
  }
  await context.close();
}

async function measureOverflow(page: Page) {
  return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
}

test('quota counts and bars update live, the progress chart holds today’s respondents, the list counts them', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const surveyId = await publishedSurvey(request, 'Quota progress', { quotaTarget: 3 });
  const token = await apiToken(request);
  const title = (await (await request.get(`/admin/api/surveys/${surveyId}`, { headers: { Authorization: `Token ${token}` } })).json()).survey.title as string;
  await takeSurvey(browser, surveyId, 'Young');
  await takeSurvey(browser, surveyId, 'Young');
  await takeSurvey(browser, surveyId, 'Old');

  await page.goto(`/login?redirect=${encodeURIComponent(`/surveys/${surveyId}/manage/quotas`)}`);
  await signIn(page);
  await acceptAgreementIfShown(page);
  await expect(page.getByRole('heading', { name: 'Quotas', exact: true })).toBeVisible();
  const young = page.getByRole('listitem', { name: 'Young' });
  await expect(young).toContainText('2 / 3');
  await expect(young.getByRole('progressbar', { name: 'Fill of Young' })).toHaveAttribute('aria-valuenow', '67');
  await expect(young).toContainText('Matching completes: 2');
  expect(await seriousViolations(page), 'quotas grid view').toEqual([]);

  // The list and data views, by keyboard.
  await page.getByRole('tab', { name: 'Grid' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('list', { name: 'Quotas' })).toBeVisible();
  expect(await seriousViolations(page), 'quotas list view').toEqual([]);
  await page.keyboard.press('ArrowRight');
  const data = page.getByRole('table', { name: 'Quota definitions' });
  await expect(data.getByRole('row', { name: /Young/ })).toContainText('2');
  expect(await seriousViolations(page), 'quotas data view').toEqual([]);
  await page.getByRole('tab', { name: 'Grid' }).click();

  // A fourth respondent, while the author watches: the quota fills, the bar turns to danger.
  await expect(young.getByRole('progressbar', { name: 'Fill of Young' })).toHaveAttribute('aria-valuenow', '67');
  await takeSurvey(browser, surveyId, 'Young');
  await expect(young).toContainText('3 / 3');
  await expect(young.getByRole('progressbar', { name: 'Fill of Young' })).toHaveAttribute('aria-valuetext', '100% (danger)');

  await page.setViewportSize({ width: 320, height: 800 });
  const narrow = await measureOverflow(page);
  expect(narrow.scrollWidth, 'the quotas view at 320 px scrolls sideways').toBeLessThanOrEqual(narrow.clientWidth);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The overview's progress chart: today's bar holds 3 complete and 1 screened.
  await page.goto(`/surveys/${surveyId}/overview`);
  const chart = page.getByRole('table', { name: 'Respondents per day, last 7 days' });
  const today = await page.evaluate(() => new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short' }).format(new Date()));
  const todayRow = chart.getByRole('row', { name: new RegExp(`^${today}`) });
  await expect(todayRow.getByRole('cell')).toHaveText(['3', '0', '1', '0']);
  await expect(page.getByRole('img', { name: /^Respondents per day, last 7 days: bar chart of 4 series/ })).toBeVisible();
  await page.getByRole('tab', { name: 'By hour' }).click();
  // By hour the four may straddle an hour's turn: the 7 hours together hold them.
  const hours = page.getByRole('table', { name: 'Respondents per hour, last 7 hours' });
  await expect(hours.getByRole('row')).toHaveCount(8);
  const totals = await hours.locator('tbody tr').evaluateAll((rows) => rows.reduce<number[]>((sums, row) =>
    [...row.querySelectorAll('td')].map((cell, index) => (sums[index] ?? 0) + Number(cell.textContent)), []));
  expect(totals).toEqual([3, 0, 1, 0]);
  // The chart leads to the quotas views.
  await page.getByRole('link', { name: 'Quota counts' }).click();
  await expect(page).toHaveURL(new RegExp(`/surveys/${surveyId}/manage/quotas$`));

  // The surveys list: complete / total of the live respondents.
  await page.goto('/surveys');
  await page.getByRole('searchbox', { name: 'Search surveys' }).fill(title);
  const row = page.getByRole('table', { name: 'Your surveys' }).getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('3 / 4');
  await expect(row.getByText('3 complete of 4 respondents')).toBeAttached();

  // The dashboard: the survey, the most recently updated published one, is charted and counted.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: `Progress of ${title}` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Respondents per day, last 7 days' }).getByRole('row', { name: new RegExp(`^${today}`) }).getByRole('cell')).toHaveText(['3', '0', '1', '0']);
  await expect(page.getByRole('listitem').filter({ hasText: title })).toContainText('3 / 4');
});
