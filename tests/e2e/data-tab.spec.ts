// The Data tab (issue 15 B): a published survey taken by anonymous respondents; the author sees
// the rows, filters by status, opens a respondent by keyboard, corrects an answer (→ screened,
// Manual), deletes another (confirmed), and sees a new respondent appear without a reload. axe
// finds nothing serious on the tab or on a respondent's page, and at 320 px the page does not
// scroll sideways.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { EXIT_TEXTS } from '../../server/testing/fielded-survey';
import { seriousViolations } from './guide-page';
import { publishedSurvey } from './respondent-survey';
import { acceptAgreementIfShown, apiToken, signIn } from './support';

type Path = 'complete' | 'screened';

/** Takes the survey at its link in a fresh, signed-out browser context. */
async function takeSurvey(browser: Browser, surveyId: string, path: Path) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/s/${surveyId}`);
  const next = page.getByRole('button', { name: 'Next' });
  if (path === 'complete') {
    await page.getByLabel('Young', { exact: true }).check();
    await next.click();
    await page.getByRole('textbox', { name: 'Anything else?' }).fill('Lovely survey');
    await next.click();
    await expect(page.getByText(EXIT_TEXTS.complete)).toBeVisible();
  } else {
    await page.getByLabel('Old', { exact: true }).check();
    await next.click();
    await page.getByLabel('No', { exact: true }).check();
    await next.click();
    await expect(page.getByText(EXIT_TEXTS.screened)).toBeVisible();
  }
  await context.close();
}

const grid = (page: Page) => page.getByRole('grid', { name: /^Respondents/ });
const items = (page: Page, n: number) => expect(page.getByText(`${n} Items`, { exact: true })).toBeVisible();

test('an author reads, filters, corrects and deletes respondents, and new ones arrive live', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const surveyId = await publishedSurvey(request, 'Data tab survey');
  await takeSurvey(browser, surveyId, 'complete');
  await takeSurvey(browser, surveyId, 'screened');

  // The Data tab reads the data service only: the design's draft (the whole survey) is not pulled.
  const designReads: string[] = [];
  page.on('request', (sent) => {
    if (/\/admin\/api\/surveys\/[^/]+\/(components|routes)/.test(sent.url())) designReads.push(sent.url());
  });
  await page.goto(`/login?redirect=${encodeURIComponent(`/surveys/${surveyId}/manage/data`)}`);
  await signIn(page);
  await acceptAgreementIfShown(page);
  await items(page, 2);
  await expect(grid(page).getByRole('row', { name: /Complete/ })).toHaveCount(1);
  await expect(grid(page).getByRole('row', { name: /Screened/ })).toHaveCount(1);
  // Code columns read "label (code)"; the open text as typed.
  await expect(grid(page).getByRole('gridcell', { name: 'Young (1)' })).toBeVisible();
  await expect(grid(page).getByRole('gridcell', { name: 'Lovely survey' })).toBeVisible();
  expect(await seriousViolations(page, '.designer-body'), 'the Data tab').toEqual([]);
  expect(designReads, 'the Data tab pulls no design').toEqual([]);
  // Nothing below reloads the page: this mark would be gone.
  await page.evaluate(() => { (window as unknown as { dataTabMark: number }).dataTabMark = 1; });

  // Filter by status: only the screened respondent.
  await page.getByRole('checkbox', { name: /^Screened/ }).check();
  await page.getByRole('button', { name: 'Apply' }).click();
  await items(page, 1);
  await expect(grid(page).getByRole('row', { name: /Complete/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear' }).click();
  await items(page, 2);

  // By keyboard: the grid is one tab stop; ↓ selects the newest row first, Enter opens it.
  await grid(page).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(grid(page).getByRole('row', { name: /Complete/ })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /^Respondent / })).toBeVisible();
  await expect(page.getByText('Saving changes this respondent\'s status to screened, with reason Manual.')).toBeVisible();
  const q3 = page.getByRole('textbox', { name: 'Q3' });
  await expect(q3).toHaveValue('Lovely survey');
  expect(await seriousViolations(page, '.designer-body'), 'a respondent\'s page').toEqual([]);
  await q3.fill('Corrected by hand');
  await page.getByRole('button', { name: 'Save answers' }).click();
  await expect(page.getByText('Saved. The respondent is now screened, with reason Manual.')).toBeVisible();
  await expect(page.locator('.respondent-facts')).toContainText('SCREENED');
  await expect(page.locator('.respondent-facts')).toContainText('Manual');

  // Back to the table: both are screened now, the corrected one by hand.
  await page.getByRole('link', { name: '← Back to the data' }).click();
  await items(page, 2);
  await expect(grid(page).getByRole('row', { name: /Screened/ })).toHaveCount(2);
  await expect(grid(page).getByRole('gridcell', { name: 'Corrected by hand' })).toBeVisible();

  // Delete the other one, confirmed in a modal.
  await grid(page).getByRole('row', { name: /Screened/ }).filter({ hasNot: page.getByText('Corrected by hand') }).click();
  await page.getByRole('button', { name: 'Delete respondent' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this respondent?' });
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(confirm).toBeHidden();
  await items(page, 1);

  // A new respondent appears while the tab is open, without a reload.
  await takeSurvey(browser, surveyId, 'complete');
  await items(page, 2);
  await expect(grid(page).getByRole('row', { name: /Complete/ })).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { dataTabMark?: number }).dataTabMark)).toBe(1);

  // At 320 px the grid scrolls inside itself; the page does not scroll sideways.
  await page.setViewportSize({ width: 320, height: 700 });
  await expect(grid(page)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // The manage area's own navigation leads to the quotas views and back; the designer's Data
  // tab stays current in both.
  const manage = page.getByRole('navigation', { name: 'Respondent data' });
  await expect(manage.getByRole('link', { name: 'Respondents' })).toHaveAttribute('aria-current', 'page');
  await manage.getByRole('link', { name: 'Quotas' }).click();
  await expect(page.getByRole('heading', { name: 'Quotas', level: 2 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Survey designer' }).getByRole('link', { name: 'Data' })).toHaveAttribute('aria-current', 'page');
  await manage.getByRole('link', { name: 'Respondents' }).click();
  await items(page, 2);
});

test('before a version is published the Data tab says so and leads to Publish', async ({ page, request }) => {
  const token = await apiToken(request);
  const created = await request.post('/admin/api/surveys', { headers: { Authorization: `Token ${token}` }, data: { title: `Unpublished ${Date.now()}` } });
  const surveyId = (await created.json()).survey.id as string;
  await page.goto(`/login?redirect=${encodeURIComponent(`/surveys/${surveyId}/manage/data`)}`);
  await signIn(page);
  await acceptAgreementIfShown(page);
  await expect(page.getByText('Respondent data is available once the survey has been published.')).toBeVisible();
  await page.getByRole('link', { name: 'Publish' }).click();
  await expect(page.getByRole('heading', { name: 'Create version' })).toBeVisible();
});
