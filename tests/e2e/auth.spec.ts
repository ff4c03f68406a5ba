import { expect, test } from '@playwright/test';
import { acceptAgreementIfShown, apiToken, createUser, demoSurveyLink, signIn } from './support';

test('the admin signs in, accepts the agreement once, and finds the demo survey', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page).toHaveTitle('Fieldwork | Login');
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await acceptAgreementIfShown(page);
  await expect(page).toHaveTitle('Fieldwork | Dashboard');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Surveys' }).click();
  await expect(await demoSurveyLink(page)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Accept and continue' })).toBeHidden();
  await expect(await demoSurveyLink(page)).toBeVisible();
});

test('wrong credentials get one message and the field errors stay beside the fields', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('This field is required')).toHaveCount(2);
  await signIn(page, 'nobody@e2e.test', 'wrong password');
  await expect(page.getByRole('alert').filter({ hasText: 'Incorrect e-mail or password' })).toBeVisible();
});

test('an unauthenticated visit goes to sign-in and lands on the wanted path after', async ({ page }) => {
  await page.goto('/help?article=surveys-create-a-survey');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fhelp%3Farticle%3Dsurveys-create-a-survey/);
  await signIn(page);
  await expect(page).toHaveURL(/\/help\?article=surveys-create-a-survey$/);
});

test('an invited user sets a password from the single-use link and is signed in', async ({ page, request }) => {
  const user = await createUser(request);
  await page.goto(user.setPasswordUrl.replace(/^https?:\/\/[^/]+/, ''));
  await page.getByLabel('New password').fill(user.password);
  await page.getByLabel('Confirm password').fill('something else');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm password').fill(user.password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Fieldwork, Morgan' })).toBeVisible();
});

test('signing out revokes the session and clears every local store', async ({ page }) => {
  await page.goto('/login');
  await signIn(page);
  await acceptAgreementIfShown(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  const token = await page.evaluate(async () => {
    localStorage.setItem('fieldwork.test', 'x');
    sessionStorage.setItem('fieldwork.test', 'x');
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('fieldwork-drafts-test', 1);
      open.onupgradeneeded = () => open.result.createObjectStore('ops');
      open.onsuccess = () => { open.result.close(); resolve(); };
      open.onerror = () => reject(open.error);
    });
    return JSON.parse(localStorage.getItem('fieldwork.login')!).token.code as string;
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const left = await page.evaluate(async () => ({
    local: localStorage.length,
    session: sessionStorage.length,
    databases: (await indexedDB.databases()).map((d) => d.name),
  }));
  expect(left).toEqual({ local: 0, session: 0, databases: [] });
  const me = await page.request.get('/access/api/users/me', { headers: { Authorization: `Token ${token}` } });
  expect(me.status()).toBe(401);
});

test('a 401 from any call signs the user out to the sign-in page', async ({ page, request }) => {
  await page.goto('/login');
  await signIn(page);
  await acceptAgreementIfShown(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The session ends elsewhere (revoked from another device).
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('fieldwork.login')!).token.code as string);
  const revoked = await request.post('/access/api/auth/revoke', { headers: { Authorization: `Token ${token}` }, data: { token_code: token } });
  expect(revoked.status()).toBe(204);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Surveys' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsurveys/);
  await signIn(page);
  await expect(page).toHaveURL(/\/surveys$/);
  expect(await apiToken(request)).toBeTruthy();
});
