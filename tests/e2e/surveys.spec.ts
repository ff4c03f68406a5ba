import { expect, test } from '@playwright/test';
import { acceptAgreementIfShown, signIn } from './support';

test('the surveys list duplicates a survey and deletes it after confirmation', async ({ page }) => {
  await page.goto('/login?redirect=%2Fsurveys');
  await signIn(page);
  await acceptAgreementIfShown(page);
  const table = page.getByRole('table', { name: 'Your surveys' });
  // Other journeys' surveys fill the first page (newest first): find the demo as an author would.
  await page.getByRole('searchbox', { name: 'Search surveys' }).fill('Customer satisfaction');
  await expect(table.getByRole('link', { name: 'Customer satisfaction (demo)' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /Last update/ })).toBeVisible();

  await table.getByRole('button', { name: 'Duplicate Customer satisfaction (demo)' }).click();
  await expect(page).toHaveURL(/\/surveys\/[0-9a-f-]{36}\/overview$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Customer satisfaction (demo) (copy)' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Surveys' }).click();
  await page.getByRole('searchbox', { name: 'Search surveys' }).fill('(copy)');
  await expect(table.getByRole('link')).toHaveCount(1);
  await table.getByRole('button', { name: 'Delete Customer satisfaction (demo) (copy)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete “Customer satisfaction (demo) (copy)”?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await table.getByRole('button', { name: 'Delete Customer satisfaction (demo) (copy)' }).click();
  await dialog.getByRole('button', { name: 'Delete survey' }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByText('No surveys match “(copy)”.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Customer satisfaction (demo) (copy)' })).toHaveCount(0);
});
