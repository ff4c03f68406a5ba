import { expect, test } from '@playwright/test';
import { acceptAgreementIfShown, apiToken, createUser, demoSurveyLink, setPasswordAndSignIn, signIn } from './support';
import { add, createSurveyInEditor, saved, setText, settingsOf, tree } from './designer-page';

test('an author builds a survey from empty, finds it after reload, undoes, redoes and previews it', async ({ page }) => {
  test.setTimeout(180_000);
  // The tree is virtualised: a tall window keeps all of this survey's rows rendered.
  await page.setViewportSize({ width: 1400, height: 2000 });
  await createSurveyInEditor(page, 'Travel habits');
  await expect(page.getByText('This survey is empty.')).toBeVisible();

  // Q1: single choice, the question the condition will use.
  await add(page, 'Single choice');
  let panel = page.getByRole('complementary', { name: 'Question Q1 settings' });
  await setText(page, panel, 'Question text', 'Do you commute?');
  await expect(tree(page).getByText('Do you commute?')).toBeVisible();

  // Q2: multiple choice with an exclusive None and an Other (specify), pasted as a list.
  await add(page, 'Multiple choice');
  panel = page.getByRole('complementary', { name: 'Question Q2 settings' });
  await setText(page, panel, 'Question text', 'How do you travel?');
  await tree(page).getByRole('button', { name: /^Paste answers into AG1/ }).nth(1).click();
  await page.getByRole('dialog', { name: 'Paste answers' }).getByLabel('Answers').fill('Car\nBus\nNone\nOther (specify)');
  await page.getByRole('button', { name: 'Add 4 answers' }).click();
  panel = await settingsOf(page, /^A5 None$/);
  await panel.getByRole('switch', { name: 'Exclusive' }).click();
  panel = await settingsOf(page, /^A6 Other \(specify\)$/);
  await panel.getByRole('switch', { name: 'Other' }).click();

  // Q2 shows only when Q1 is answered with its first answer.
  panel = await settingsOf(page, /^Q2 How do you travel\?$/);
  await panel.getByRole('button', { name: 'Edit visibility condition' }).click();
  const builder = page.getByRole('dialog', { name: 'Visibility condition' });
  await builder.getByRole('button', { name: 'Add condition' }).click();
  await builder.getByLabel('Question for condition 1').selectOption({ label: 'Q1 — Do you commute?' });
  await builder.getByLabel('Answers for condition 1').fill('1');
  await builder.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByText('1 condition')).toBeVisible();

  // Q3: numeric shown as a range slider.
  await add(page, 'Numeric');
  await tree(page).getByRole('button', { name: /^AG1/ }).last().click();
  panel = page.getByRole('complementary', { name: /Answer group AG1 settings/ });
  await panel.getByRole('combobox', { name: 'Display' }).click();
  await page.getByRole('option', { name: 'Range slider' }).click();

  // A grid (two rows), and more kinds up to ten questions, and an exit block.
  for (const kind of ['Grid', 'Open text', 'Info text', 'Date', 'Single choice', 'Multiple choice']) await add(page, kind);
  await add(page, 'Exit block');
  await expect(tree(page).getByRole('button', { name: /^GD1(?!_)/ }).first()).toBeVisible();
  await expect(tree(page).getByRole('button', { name: /^EB1/ })).toBeVisible();
  await saved(page);

  await page.reload();
  await expect(tree(page).getByText('How do you travel?')).toBeVisible();
  for (const name of ['Q1', 'Q2', 'Q3', 'GD1', 'GD1_1', 'GD1_2', 'Q4', 'Q5', 'Q6', 'Q7', 'Q8', 'EB1']) {
    await expect(tree(page).getByRole('button', { name: new RegExp(`^${name}\\b`) }).first()).toBeVisible();
  }
  await page.getByRole('navigation', { name: 'Survey designer' }).getByRole('link', { name: 'Overview' }).click();
  await expect(page.getByRole('definition').filter({ hasText: /^10$/ })).toBeVisible();
  await page.getByRole('navigation', { name: 'Survey designer' }).getByRole('link', { name: 'Edit' }).click();

  // Undo and redo a delete.
  await tree(page).getByRole('button', { name: /^Delete EB1/ }).click();
  await expect(tree(page).getByRole('button', { name: /^EB1/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(tree(page).getByRole('button', { name: /^EB1/ })).toBeVisible();
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(tree(page).getByRole('button', { name: /^EB1/ })).toHaveCount(0);
  await page.getByLabel('Show deleted items').check();
  await tree(page).getByRole('button', { name: /^Restore EB1/ }).click();
  await page.getByLabel('Show deleted items').uncheck();
  await expect(tree(page).getByRole('button', { name: /^EB1/ })).toBeVisible();

  // Preview: Q2 appears only once Q1 is answered with its first answer; None is exclusive.
  await page.getByRole('radio', { name: 'Preview' }).check();
  const preview = page.getByRole('region', { name: 'Survey preview' });
  await expect(preview.getByText('Do you commute?').first()).toBeVisible();
  await expect(preview.getByText('How do you travel?')).toHaveCount(0);
  await preview.getByRole('radio', { name: 'Answer 1' }).first().check();
  await expect(preview.getByText('How do you travel?').first()).toBeVisible();
  await preview.getByRole('checkbox', { name: 'Car' }).check();
  await preview.getByRole('checkbox', { name: 'None' }).check();
  await expect(preview.getByRole('checkbox', { name: 'Car' })).not.toBeChecked();
  await preview.getByRole('radio', { name: 'Answer 2' }).first().check();
  await expect(preview.getByText('How do you travel?')).toHaveCount(0);
});

test('a user with read access sees the survey but cannot change it', async ({ page, request }) => {
  const admin = await apiToken(request);
  const surveys = await (await request.get('/admin/api/surveys', { headers: { Authorization: `Token ${admin}` } })).json();
  const demo = surveys.surveys.find((s: { title: string }) => s.title === 'Customer satisfaction (demo)');
  const reader = await createUser(request);
  const granted = await request.put(`/access/api/users/id/${reader.id}/permissions/survey/${demo.id}`, {
    headers: { Authorization: `Token ${admin}` }, data: { access_level: 'read' },
  });
  expect(granted.status()).toBe(200);
  await setPasswordAndSignIn(page, reader);
  await page.goto(`/surveys/${demo.id}/edit`);
  await expect(page.getByText('Read only')).toBeVisible();
  await expect(page.getByRole('toolbar', { name: 'Question editor' }).getByRole('button', { name: 'Add' })).toBeDisabled();
  await expect(tree(page).getByRole('button', { name: /^Delete Q2/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
  await tree(page).getByRole('button', { name: /^Q2 Overall/ }).click();
  const panel = page.getByRole('complementary', { name: 'Question Q2 settings' });
  await expect(panel.getByRole('switch', { name: 'Required' })).toBeDisabled();
});

test('the checks panel counts findings off the main thread and takes the author to an item', async ({ page }) => {
  await page.goto('/login?redirect=%2Fsurveys');
  await signIn(page);
  await acceptAgreementIfShown(page);
  await (await demoSurveyLink(page)).click();
  // The demo arrives with its routing, so it passes every check and could be published as it is.
  await expect(page.getByRole('main').getByText('No problems found')).toBeVisible();
  await page.getByRole('navigation', { name: 'Survey designer' }).getByRole('link', { name: 'Edit' }).click();
  const checks = page.getByRole('region', { name: 'Survey checks' });
  await expect(checks.getByText('No problems found')).toBeVisible();
  // A new question has no text yet: one warning, nothing critical. It went onto the routing's
  // last page by itself, so it is not reported as on no page.
  await add(page, 'Single choice');
  await expect(page.getByRole('complementary', { name: 'Question Q7 settings' })).toBeVisible();
  await expect(checks.getByText('0 critical')).toBeVisible();
  await expect(checks.getByText('1 warning', { exact: true })).toBeVisible();
  await checks.getByRole('button', { name: 'Show findings' }).click();
  await expect(checks.getByRole('button', { name: 'Q7: Question has no question text' })).toBeVisible();
  await expect(checks.getByText(/Q7: Question is not on any page/)).toHaveCount(0);
  // With another item open, a finding takes the author back to Q7.
  await tree(page).getByRole('button', { name: /^Q4 How many times/ }).click();
  await expect(page.getByRole('complementary', { name: 'Question Q4 settings' })).toBeVisible();
  await checks.getByRole('button', { name: /^Q7: / }).first().click();
  await expect(page.getByRole('complementary', { name: 'Question Q7 settings' })).toBeVisible();
  // Badges mark the rows with findings.
  await expect(tree(page).getByTitle(/^\d+ findings?\b/).first()).toBeVisible();
});

test('a question text takes dynamic text from another question of the survey', async ({ page }) => {
  await page.goto('/login?redirect=%2Fsurveys');
  await signIn(page);
  await acceptAgreementIfShown(page);
  await (await demoSurveyLink(page)).click();
  await page.getByRole('navigation', { name: 'Survey designer' }).getByRole('link', { name: 'Edit' }).click();
  await tree(page).getByRole('button', { name: /^Q4 How many times/ }).click();
  const panel = page.getByRole('complementary', { name: 'Question Q4 settings' });
  const text = panel.getByRole('group', { name: 'Question text' });
  await text.getByRole('textbox', { name: 'Question text' }).click();
  await page.keyboard.press('End');
  await text.getByRole('button', { name: /Dynamic text/ }).click();
  const picker = page.getByRole('dialog', { name: 'Insert dynamic text' });
  await picker.getByLabel('Item').selectOption({ label: 'Q2' });
  await picker.getByRole('button', { name: 'Insert' }).click();
  await panel.getByRole('heading').first().click();
  await saved(page);
  await page.reload();
  await tree(page).getByRole('button', { name: /^Q4 How many times/ }).click();
  await expect(page.getByRole('complementary', { name: 'Question Q4 settings' }).getByRole('group', { name: 'Question text' }).getByText(/Q2/)).toBeVisible();
});

test('a pasted list becomes a grid\'s rows', async ({ page }) => {
  await page.goto('/login?redirect=%2Fsurveys');
  await signIn(page);
  await acceptAgreementIfShown(page);
  await (await demoSurveyLink(page)).click();
  await page.getByRole('navigation', { name: 'Survey designer' }).getByRole('link', { name: 'Edit' }).click();
  await tree(page).getByRole('button', { name: /^Paste rows into GD1/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Paste rows' });
  await dialog.getByLabel('Rows').fill('Waiting time\tignored\nParking');
  await dialog.getByRole('button', { name: 'Add 2 rows' }).click();
  await expect(tree(page).getByRole('button', { name: 'GD1_4 Waiting time', exact: true })).toBeVisible();
  await expect(tree(page).getByRole('button', { name: 'GD1_5 Parking', exact: true })).toBeVisible();
});
