// What the journeys share: signing in as a person would, and setting up users through the API.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { e2e } from './environment';

export async function signIn(page: Page, email: string = e2e.adminEmail, password: string = e2e.adminPassword) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The welcome/agreement message stands before everything until accepted (once per account). */
export async function acceptAgreementIfShown(page: Page) {
  // The message renders with the layout, so once the menu shows, the message shows if needed.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const accept = page.getByRole('button', { name: 'Accept and continue' });
  if (await accept.isVisible()) {
    await accept.click();
    await expect(accept).toBeHidden();
  }
}

/** The demo survey's link on the surveys list, found as an author would: other journeys' surveys fill the first page. */
export async function demoSurveyLink(page: Page) {
  await page.getByRole('searchbox', { name: 'Search surveys' }).fill('Customer satisfaction');
  return page.getByRole('table', { name: 'Your surveys' }).getByRole('link', { name: 'Customer satisfaction (demo)' });
}

export async function apiToken(request: APIRequestContext, email: string = e2e.adminEmail, password: string = e2e.adminPassword) {
  const response = await request.post('/access/api/auth/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).token.code as string;
}

/** Creates a non-admin user with a password, the way an invited person would end up. */
export async function createUser(request: APIRequestContext, password = 'member password 1') {
  const admin = await apiToken(request);
  const email = `member-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`;
  const created = await request.post('/access/api/new-user', {
    headers: { Authorization: `Token ${admin}` },
    data: { email, first_name: 'Morgan', last_name: 'Member' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { set_password_url: url, user } = await created.json();
  return { id: user.id as string, email, password, setPasswordUrl: url as string };
}

/** Switches maintenance with an admin token taken beforehand (while on, sign-in answers 503). */
export async function setMaintenance(request: APIRequestContext, admin: string, available: boolean) {
  const response = await request.put('/admin/api/maintenance', { headers: { Authorization: `Token ${admin}` }, data: { available } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Sets the invited user's password through their single-use link, which signs them in. */
export async function setPasswordAndSignIn(page: Page, user: { password: string; setPasswordUrl: string }) {
  await page.goto(user.setPasswordUrl.replace(/^https?:\/\/[^/]+/, ''));
  await page.getByLabel('New password').fill(user.password);
  await page.getByLabel('Confirm password').fill(user.password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await acceptAgreementIfShown(page);
}
