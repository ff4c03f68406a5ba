import { expect, test, type Page } from '@playwright/test';
import { acceptAgreementIfShown, apiToken, signIn } from './support';

async function newSurvey(page: Page, title: string) {
  const token = await apiToken(page.request);
  const created = await page.request.post('/admin/api/surveys', { headers: { Authorization: `Token ${token}` }, data: { title } });
  expect(created.status()).toBe(201);
  return { id: (await created.json()).survey.id as string, token };
}

async function addInfo(page: Page) {
  await page.getByRole('toolbar', { name: 'Question editor' }).getByRole('button', { name: 'Add' }).click();
  await page.getByRole('menuitem', { name: 'Info text', exact: true }).click();
}

async function serverQuestions(page: Page, surveyId: string, token: string) {
  const response = await page.request.get(`/admin/api/surveys/${surveyId}/components`, { headers: { Authorization: `Token ${token}` } });
  const rows = (await response.json()).components as { kind: string; client_ref: string | null; name: string }[];
  return rows.filter((r) => r.kind === 'question');
}

test('edits made offline survive closing the page and reach the server exactly once', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  await signIn(page);
  await acceptAgreementIfShown(page);
  const { id, token } = await newSurvey(page, 'Offline edits');
  await page.goto(`/surveys/${id}/edit`);
  await expect(page.getByText('This survey is empty.')).toBeVisible();

  await context.setOffline(true);
  for (let i = 0; i < 20; i++) await addInfo(page);
  await expect(page.getByRole('status').filter({ hasText: /Offline: 20 changes waiting|changes waiting/ })).toBeVisible();
  expect(await serverQuestions(page, id, token)).toHaveLength(0);
  // Closed without unload handlers: nothing gets a chance to flush; IndexedDB already holds it all.
  await page.close({ runBeforeUnload: false });

  await context.setOffline(false);
  const again = await context.newPage();
  await again.goto(`/surveys/${id}/edit`);
  await expect(again.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible({ timeout: 30_000 });
  const questions = await serverQuestions(again, id, token);
  expect(questions).toHaveLength(20);
  expect(new Set(questions.map((q) => q.client_ref)).size).toBe(20);
  expect(new Set(questions.map((q) => q.name)).size).toBe(20);
});

test('two pages on the same survey see each other\'s edits', async ({ page, context, browser }) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  await signIn(page);
  await acceptAgreementIfShown(page);
  const { id } = await newSurvey(page, 'Two tabs');
  await page.goto(`/surveys/${id}/edit`);
  const second = await context.newPage();
  await second.goto(`/surveys/${id}/edit`);
  await expect(second.getByText('This survey is empty.')).toBeVisible();

  await addInfo(page);
  await expect(second.getByRole('region', { name: 'Survey questions' }).getByRole('button', { name: /^Q1\b/ })).toBeVisible({ timeout: 5_000 });
  await addInfo(second);
  await expect(page.getByRole('region', { name: 'Survey questions' }).getByRole('button', { name: /^Q2\b/ })).toBeVisible({ timeout: 5_000 });

  // Another browser (its own local store) sees them once they are saved.
  for (const tab of [page, second]) await expect(tab.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible({ timeout: 20_000 });
  const other = await (await browser.newContext()).newPage();
  await other.goto('/login');
  await signIn(other);
  await acceptAgreementIfShown(other);
  await other.goto(`/surveys/${id}/edit`);
  await expect(other.getByRole('region', { name: 'Survey questions' }).getByRole('button', { name: /^Q2\b/ })).toBeVisible({ timeout: 20_000 });
  await addInfo(other);
  await expect(page.getByRole('region', { name: 'Survey questions' }).getByRole('button', { name: /^Q3\b/ })).toBeVisible({ timeout: 20_000 });
});
