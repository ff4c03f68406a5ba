import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { publishableSurvey } from '../../server/testing/publishable-survey';
import { seriousViolations } from './guide-page';
import { acceptAgreementIfShown, apiToken, createUser, setPasswordAndSignIn, signIn } from './support';

const auth = (token: string) => ({ Authorization: `Token ${token}` });
const designerTabs = (page: Page) => page.getByRole('navigation', { name: 'Survey designer' });
const beacon = (page: Page) => page.locator('.designer-header .status-beacon');
const today = () => new Date().toLocaleDateString('en-GB'); // DD/MM/YYYY

async function newSurvey(request: APIRequestContext, token: string, title: string): Promise<string> {
  const created = await request.post('/admin/api/surveys', { headers: auth(token), data: { title } });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).survey.id as string;
}

/** The smallest publishable survey, written the way the draft engine saves (the editor is covered elsewhere). */
async function buildPublishable(request: APIRequestContext, token: string, surveyId: string) {
  const built = publishableSurvey();
  const ids: Record<string, string> = {};
  for (const [list, items] of [['components', built.components], ['routes', built.routes]] as const) {
    const saved = await request.post(`/admin/api/surveys/${surveyId}/${list}`, { headers: auth(token), data: items });
    expect(saved.status(), await saved.text()).toBe(200);
    for (const item of (await saved.json()).items) ids[item.client_ref] = item.id;
  }
  return { questionId: ids[built.refs.question]!, questionCid: built.refs.question };
}

async function setVisibility(request: APIRequestContext, token: string, surveyId: string, questionId: string, condition: unknown) {
  const saved = await request.post(`/admin/api/surveys/${surveyId}/components`, {
    headers: auth(token), data: [{ action: 'patch', id: questionId, fields: { visibility_condition: condition } }],
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

async function openCreateVersion(page: Page) {
  await designerTabs(page).getByRole('link', { name: 'Launch' }).click();
  await page.getByRole('link', { name: 'Create version' }).click();
  await expect(page.getByRole('heading', { name: 'Create version' })).toBeVisible();
}

test('an author publishes only once the checks pass, then makes a version active', async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = await apiToken(request);
  const surveyId = await newSurvey(request, admin, 'Publishing journey');
  await page.goto(`/login?redirect=${encodeURIComponent(`/surveys/${surveyId}/overview`)}`);
  await signIn(page);
  await acceptAgreementIfShown(page);
  await expect(page.getByText('Not published yet')).toBeVisible();

  // An empty survey: the server refuses and lists what is critical; a finding leads to the editor.
  await designerTabs(page).getByRole('link', { name: 'Launch' }).click();
  await expect(page.getByText('Not published yet. Create a version to publish the survey.')).toBeVisible();
  await page.getByRole('link', { name: 'Create version' }).click();
  await expect(page.getByRole('checkbox', { name: /\(default\)/ })).toBeChecked();
  await page.getByRole('button', { name: 'Publish' }).click();
  const findings = page.getByRole('list', { name: 'Critical findings' });
  await expect(page.getByText('The survey cannot be published yet')).toBeVisible();
  await expect(findings.getByRole('link', { name: 'The survey has no questions' })).toBeVisible();
  // A new survey starts with a page (#13), so the routing lacks questions and exits, not pages.
  await expect(findings.getByRole('link', { name: 'The routing has no questions' })).toBeVisible();
  expect(await seriousViolations(page, '.designer-body')).toEqual([]);
  await findings.getByRole('link', { name: 'The survey has no questions' }).click();
  await expect(page).toHaveURL(new RegExp(`/surveys/${surveyId}/edit`));
  await expect(page.getByRole('toolbar', { name: 'Question editor' })).toBeVisible();
  await expect(beacon(page)).toHaveText('DRAFT');

  // A survey whose only problem is Q1's condition: its finding opens Q1 in the editor.
  const { questionId, questionCid } = await buildPublishable(request, admin, surveyId);
  const missing = { kind: 'condition', question_id: '00000000-0000-4000-8000-000000000000', negate: false, fn: 'answered', answers: [] };
  await setVisibility(request, admin, surveyId, questionId, { kind: 'group', operator: 'and', items: [missing] });
  await openCreateVersion(page);
  await page.getByRole('button', { name: 'Publish' }).click();
  await findings.getByRole('link', { name: /^Q1: / }).click();
  await expect(page).toHaveURL(new RegExp(`/edit\\?item=${questionCid}`));
  await expect(page.getByRole('complementary', { name: 'Question Q1 settings' })).toBeVisible();

  // Fixed (and read again): the editor's checks offer the way to publish. Version 1 moves the
  // draft to test; version 2, made active, takes it live.
  await setVisibility(request, admin, surveyId, questionId, null);
  await page.reload();
  await page.getByRole('region', { name: 'Survey checks' }).getByRole('link', { name: 'Publish…' }).click();
  await expect(page.getByRole('heading', { name: 'Create version' })).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Version 1 published')).toBeVisible();
  await expect(beacon(page)).toHaveText('TEST');
  await page.getByRole('checkbox', { name: 'Make this the active version' }).check();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Version 2 published')).toBeVisible();
  await expect(beacon(page)).toHaveText('LIVE');

  // The versions: newest first, dated, version 2 active; version 1 can be made active again.
  await page.getByRole('link', { name: 'See all versions' }).click();
  const versions = page.getByRole('table', { name: 'Versions' });
  await expect(versions.getByRole('row')).toHaveCount(3);
  await expect(versions.getByRole('row').nth(1)).toContainText(`2${today()}`);
  await expect(versions.getByRole('row').nth(1)).toContainText('Active');
  await page.getByRole('button', { name: 'Set version 1 active' }).click();
  await expect(versions.getByRole('row').nth(2)).toContainText('Active');
  await expect(page.getByRole('button', { name: 'Set version 2 active' })).toBeVisible();
  await expect(beacon(page)).toHaveText('LIVE');
  expect(await seriousViolations(page, '.designer-body')).toEqual([]);

  // The overview names the last version and whether respondents get it.
  await designerTabs(page).getByRole('link', { name: 'Overview' }).click();
  const published = page.getByRole('definition').filter({ has: page.getByRole('link', { name: 'Version 2' }) });
  await expect(published).toContainText(`published ${today()}`);
  await expect(published).toContainText('Not active');
});

test('a user with read access sees the versions but cannot publish', async ({ page, request }) => {
  const admin = await apiToken(request);
  const surveyId = await newSurvey(request, admin, 'Read-only publishing');
  await buildPublishable(request, admin, surveyId);
  expect((await request.post(`/admin/api/surveys/${surveyId}/published`, { headers: auth(admin), data: {} })).status()).toBe(201);
  const reader = await createUser(request);
  const granted = await request.put(`/access/api/users/id/${reader.id}/permissions/survey/${surveyId}`, {
    headers: auth(admin), data: { access_level: 'read' },
  });
  expect(granted.status()).toBe(200);
  await setPasswordAndSignIn(page, reader);
  const readerToken = await apiToken(request, reader.email, reader.password);
  expect((await request.post(`/admin/api/surveys/${surveyId}/published`, { headers: auth(readerToken), data: {} })).status()).toBe(403);

  await page.goto(`/surveys/${surveyId}/launch`);
  await expect(page.getByRole('table', { name: 'Versions' }).getByRole('row')).toHaveCount(2);
  await expect(page.getByText('You have read access')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create version' })).toHaveCount(0);
  await page.goto(`/surveys/${surveyId}/launch/create-version`);
  await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled();
});

test('publishing waits for the author\'s edits to reach the server, and says so while offline', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const admin = await apiToken(request);
  const surveyId = await newSurvey(request, admin, 'Publishing offline');
  await buildPublishable(request, admin, surveyId);
  await page.goto(`/login?redirect=${encodeURIComponent(`/surveys/${surveyId}/edit`)}`);
  await signIn(page);
  await acceptAgreementIfShown(page);
  await expect(page.getByRole('region', { name: 'Survey questions' }).getByRole('button', { name: /^Q1\b/ })).toBeVisible();

  // Offline: the new question and its place on the last page wait in this browser, so publishing
  // would leave them out.
  await context.setOffline(true);
  await page.getByRole('toolbar', { name: 'Question editor' }).getByRole('button', { name: 'Add' }).click();
  await page.getByRole('menuitem', { name: 'Info text', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /Offline: 2 changes waiting/ })).toBeVisible({ timeout: 20_000 });
  await openCreateVersion(page);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('You are offline: 2 changes are waiting to be saved.')).toBeVisible();

  // Back online: Publish waits for the save, and the version holds the new question.
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: /Offline:/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Version 1 published')).toBeVisible({ timeout: 30_000 });
  const map = await request.get(`/admin/api/surveys/${surveyId}/published/1/id-map`, { headers: auth(admin) });
  // The publishable survey's ten, the new survey's starting page, the new question and its routing item.
  expect(Object.keys((await map.json()).components)).toHaveLength(13);
});
