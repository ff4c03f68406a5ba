// The designer's screens with their panels open pass axe-core's serious and critical rules
// (issue 12): the edit tab with a question's settings, the preview, and the routing tab with a
// page's settings, each as an author reaches them.
import { expect, test } from '@playwright/test';
import { add, createSurveyInEditor, saved, settingsOf } from './designer-page';
import { seriousViolations } from './guide-page';

test('the edit tab, the preview and the routing tab have no serious accessibility violation with their panels open', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1400, height: 1000 });
  await createSurveyInEditor(page, 'Accessible designer');
  await add(page, 'Single choice');
  await add(page, 'Exit block');
  await saved(page);

  const panel = await settingsOf(page, /^Q1\b/);
  await expect(panel.getByRole('textbox', { name: 'Question text', exact: true }).first()).toBeVisible();
  expect(await seriousViolations(page), 'edit tab with the settings panel open').toEqual([]);

  await page.getByRole('radio', { name: 'Preview' }).check();
  await expect(page.getByRole('region', { name: 'Survey preview' })).toBeVisible();
  expect(await seriousViolations(page), 'edit tab showing the preview').toEqual([]);

  await page.getByRole('navigation', { name: 'Survey designer' }).getByRole('link', { name: 'Routing' }).click();
  const routing = page.getByRole('region', { name: 'Routing questions' });
  await routing.getByRole('treeitem').first().click();
  await routing.getByRole('treeitem').first().press('Enter');
  await expect(page.getByRole('complementary', { name: /settings$/ })).toBeVisible();
  expect(await seriousViolations(page), 'routing tab with a page\'s settings open').toEqual([]);
});
