import { expect, test } from '@playwright/test';
import { acceptAgreementIfShown, apiToken, setMaintenance, signIn } from './support';

test('maintenance sends every page to /maintenance, blocks leaving, and returns when it ends', async ({ page, request }) => {
  const admin = await apiToken(request);
  await page.goto('/login');
  await signIn(page);
  await acceptAgreementIfShown(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  try {
    await setMaintenance(request, admin, false);
    await expect(page).toHaveURL(/\/maintenance$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Fieldwork is down for maintenance' })).toBeVisible();
    await page.goto('/surveys');
    await expect(page).toHaveURL(/\/maintenance$/);
  } finally {
    await setMaintenance(request, admin, true);
  }
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
});
