import { expect, test } from '@playwright/test';
import { acceptAgreementIfShown, createUser, signIn } from './support';

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/login');
  await signIn(page);
  await acceptAgreementIfShown(page);
  await page.goto('/no/such/place');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Fieldwork | Page not found');
});

test('admin-only routes are not found for a member, and hidden from their menu', async ({ page, request }) => {
  const user = await createUser(request);
  await page.goto(user.setPasswordUrl.replace(/^https?:\/\/[^/]+/, ''));
  await page.getByLabel('New password').fill(user.password);
  await page.getByLabel('Confirm password').fill(user.password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await acceptAgreementIfShown(page);
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link', { name: 'Surveys' })).toBeVisible();
  await expect(menu.getByText('Users')).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Projects' })).toHaveAttribute('aria-disabled', 'true');
  for (const path of ['/users', '/organisations', '/library', '/guide']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Fieldwork | Page not found');
  }
});

test('New Survey creates a survey and opens its overview', async ({ page }) => {
  await page.goto('/login');
  await signIn(page);
  await acceptAgreementIfShown(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Surveys' }).click();
  // The dashboard's "New survey" shortcut matches a loose name: clicked while the dashboard is
  // still shown, its dialog went with the dashboard. Wait for the list, and name the button exactly.
  await expect(page.getByRole('heading', { level: 1, name: 'Surveys' })).toBeVisible();
  await page.getByRole('button', { name: 'New Survey', exact: true }).click();
  await page.getByRole('button', { name: 'Create survey' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await page.getByLabel('Survey title').fill('Commuter habits 2026');
  await page.getByRole('button', { name: 'Create survey' }).click();
  await expect(page).toHaveURL(/\/surveys\/[0-9a-f-]{36}\/overview$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Commuter habits 2026' })).toBeVisible();
  await expect(page.getByText('DRAFT').first()).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Survey designer' });
  await expect(tabs.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: 'Data' })).toHaveAttribute('aria-disabled', 'true');
  await expect(tabs.getByRole('link', { name: 'Data' })).toHaveAccessibleDescription(/coming in a later release|once the survey has been published/);
  await page.goto(page.url().replace(/\/overview$/, ''));
  await expect(page).toHaveURL(/\/overview$/);
  await page.getByRole('link', { name: 'Surveys' }).first().click();
  await expect(page.getByRole('link', { name: 'Commuter habits 2026' })).toBeVisible();
});
