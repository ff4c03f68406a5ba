import { expect, test } from '@playwright/test';
import { acceptAgreementIfShown, signIn } from './support';

test('the help panel recommends articles for the screen and opens one in a new tab', async ({ page, context }) => {
  await page.goto('/login?redirect=%2Fsurveys');
  await signIn(page);
  await acceptAgreementIfShown(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Help' }).click();
  const panel = page.getByRole('complementary', { name: 'Help' });
  const recommended = panel.getByRole('region', { name: 'Recommended' });
  await expect(recommended.getByRole('button', { name: /^Create a survey/ })).toBeVisible();

  await panel.getByRole('searchbox', { name: 'Search help' }).fill('zzzz-nothing');
  await expect(panel.getByText('No results')).toBeVisible();
  await panel.getByRole('button', { name: 'Close panel' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Help' }).click();
  await expect(panel.getByRole('searchbox', { name: 'Search help' })).toHaveValue('');

  const [article] = await Promise.all([
    context.waitForEvent('page'),
    recommended.getByRole('link', { name: 'Open Create a survey in new tab' }).click(),
  ]);
  await expect(article).toHaveURL(/\/help\?article=surveys-create-a-survey$/);
  await expect(article.getByRole('heading', { level: 1, name: 'Create a survey' })).toBeVisible();
});
