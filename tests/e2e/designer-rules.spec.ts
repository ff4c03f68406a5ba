// Issue 12 points 5 and 6 as an author meets them: a new question lands in the selected group,
// a question's condition does not offer the question itself, open text of type number keeps only
// number characters, and one bad date in a reply does not take the page down.
import { expect, test } from '@playwright/test';
import { acceptAgreementIfShown, signIn } from './support';
import { add, createSurveyInEditor, settingsOf, tree } from './designer-page';

test('a new question goes into the selected group, after the selected item', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1400 });
  await createSurveyInEditor(page, 'Placement');
  await add(page, 'Info text');
  await add(page, 'Group');
  // The new group is selected: the question goes into it.
  await add(page, 'Info text');
  await expect(tree(page).getByRole('button', { name: 'Move Q2 out of its parent' })).toBeVisible();
  // With Q2 (in the group) selected, the next question goes right after it, in the group.
  await add(page, 'Info text');
  await expect(tree(page).getByRole('button', { name: 'Move Q3 out of its parent' })).toBeVisible();
  await expect(tree(page).getByRole('button', { name: 'Move Q1 out of its parent' })).toHaveCount(0);
  // Chosen in the tree, the group takes the next question too.
  await tree(page).getByRole('button', { name: /^GP1\b/ }).first().click();
  await add(page, 'Single choice');
  await expect(tree(page).getByRole('button', { name: 'Move Q4 out of its parent' })).toBeVisible();
});

test("a question's visibility condition does not offer the question itself", async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1400 });
  await createSurveyInEditor(page, 'Self subjects');
  await add(page, 'Single choice');
  await add(page, 'Single choice');
  const panel = await settingsOf(page, /^Q2\b/);
  await panel.getByRole('button', { name: 'Edit visibility condition' }).click();
  const builder = page.getByRole('dialog', { name: 'Visibility condition' });
  await builder.getByRole('button', { name: 'Add condition' }).click();
  const subject = builder.getByLabel('Question for condition 1');
  await expect(subject.getByRole('option', { name: /^Q1\b/ })).toHaveCount(1);
  await expect(subject.getByRole('option', { name: /^Q2\b/ })).toHaveCount(0);
});

test('open text of type number keeps only digits, "." and "-" in the preview', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1400 });
  await createSurveyInEditor(page, 'Number text');
  await add(page, 'Open text');
  const panel = await settingsOf(page, /^AG1\b/);
  await panel.getByRole('combobox', { name: 'Text type' }).click();
  await page.getByRole('option', { name: 'Number' }).click();
  await page.getByRole('radio', { name: 'Preview' }).check();
  const box = page.getByRole('textbox').last();
  await box.pressSequentially('a-1,2.5x');
  await expect(box).toHaveValue('-12.5');
});

test('one unparsable date in the surveys list shows "Invalid date string" and keeps the page', async ({ page }) => {
  await page.route('**/admin/api/surveys', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const body = (await response.json()) as { surveys: { updated_at: string }[] };
    body.surveys[0]!.updated_at = 'not a date';
    await route.fulfill({ response, json: body });
  });
  await page.goto('/login?redirect=%2Fsurveys');
  await signIn(page);
  await acceptAgreementIfShown(page);
  const table = page.getByRole('table', { name: 'Your surveys' });
  await expect(table.getByText('Invalid date string')).toBeVisible();
  await expect(page.getByText('This page could not be loaded')).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByText('Updated Invalid date string')).toBeVisible();
});
