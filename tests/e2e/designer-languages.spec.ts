import { expect, test, type Page } from '@playwright/test';
import { apiToken } from './support';
import { add, createSurveyInEditor, saved, setText, settingsOf, tree } from './designer-page';

const editingLanguage = (page: Page) => page.getByRole('toolbar', { name: 'Question editor' }).getByLabel('Editing language');

test('an author translates a survey into French in the editor and docks the condition builder', async ({ page, request }) => {
  test.setTimeout(180_000);
  // The tree is virtualised: a tall window keeps all of this survey's rows rendered.
  await page.setViewportSize({ width: 1400, height: 1600 });
  await createSurveyInEditor(page, 'Commuting (languages)');

  // Without translations the control says where languages come from.
  await expect(editingLanguage(page)).toBeDisabled();
  await expect(editingLanguage(page)).toHaveAccessibleDescription('Add languages in Settings → Translations');

  await add(page, 'Single choice');
  const question = page.getByRole('complementary', { name: 'Question Q1 settings' });
  await setText(page, question, 'Question text', 'Do you commute?');
  await expect(tree(page).getByText('Do you commute?')).toBeVisible();
  await saved(page);

  // French is added through the API, as the translations settings would.
  const surveyId = /\/surveys\/([^/]+)\/edit/.exec(page.url())?.[1];
  expect(surveyId).toBeTruthy();
  const admin = await apiToken(request);
  const patched = await request.patch(`/admin/api/surveys/${surveyId}`, { headers: { Authorization: `Token ${admin}` }, data: { additional_languages: ['fr'] } });
  expect(patched.status(), await patched.text()).toBe(200);
  await page.reload();

  await editingLanguage(page).selectOption({ label: 'French' });
  await expect(page).toHaveURL(/[?&]lang=fr/);
  await expect(page.getByText('Translating into French')).toBeVisible();
  // Untranslated texts show the English to translate.
  await expect(tree(page).getByText('Translate: Do you commute?')).toBeVisible();
  let panel = await settingsOf(page, /^Q1 Translate: Do you commute\?/);
  await expect(panel.getByRole('note')).toContainText('Editing the French texts');
  await setText(page, panel, 'Question text (fr)', 'Faites-vous la navette ?');
  await expect(tree(page).getByRole('button', { name: /^Q1 Faites-vous la navette \?/ })).toBeVisible();
  panel = await settingsOf(page, /^A1 Translate: Answer 1/);
  await setText(page, panel, 'Label (fr)', 'Oui');
  await expect(tree(page).getByRole('button', { name: /^A1 Oui/ })).toBeVisible();
  await saved(page);

  // After a reload the editor is still in French, with the French texts.
  await page.reload();
  await expect(editingLanguage(page)).toHaveValue('fr');
  await expect(tree(page).getByRole('button', { name: /^Q1 Faites-vous la navette \?/ })).toBeVisible();
  await expect(tree(page).getByRole('button', { name: /^A1 Oui/ })).toBeVisible();
  // The English texts are unchanged.
  await editingLanguage(page).selectOption({ label: 'English (default)' });
  await expect(page).not.toHaveURL(/lang=/);
  await expect(tree(page).getByRole('button', { name: /^Q1 Do you commute\?/ })).toBeVisible();
  await expect(tree(page).getByRole('button', { name: /^A1 Answer 1/ })).toBeVisible();
  await expect(page.getByText('Translating into French')).toHaveCount(0);

  // The preview follows the editing language.
  await editingLanguage(page).selectOption({ label: 'French' });
  await page.getByRole('radio', { name: 'Preview' }).check();
  const preview = page.getByRole('region', { name: 'Survey preview' });
  await expect(preview.getByText('Faites-vous la navette ?').first()).toBeVisible();
  await expect(preview.getByRole('radio', { name: 'Oui' })).toBeVisible();
  await page.getByRole('radio', { name: 'Edit' }).check();

  // Q2 shows only when Q1 is answered with its first answer: built in the docked builder.
  await add(page, 'Open text');
  panel = page.getByRole('complementary', { name: 'Question Q2 settings' });
  await panel.getByRole('button', { name: 'Edit visibility condition' }).click();
  await page.getByRole('dialog', { name: 'Visibility condition' }).getByRole('button', { name: 'Dock to side panel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const docked = page.getByRole('complementary', { name: 'Visibility condition' });
  await expect(docked).toBeVisible();
  await expect(panel).toBeVisible(); // the settings stay in view beside it
  await docked.getByRole('button', { name: 'Add condition' }).click();
  await docked.getByLabel('Question for condition 1').selectOption({ label: 'Q1 — Do you commute?' });
  await docked.getByLabel('Answers for condition 1').fill('1');
  await docked.getByRole('button', { name: 'Save' }).click();
  await expect(docked).toHaveCount(0);
  await expect(panel.getByText('1 condition')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Edit visibility condition' })).toBeFocused();

  // The choice is remembered: the next builder opens docked.
  await panel.getByRole('button', { name: 'Edit visibility condition' }).click();
  await expect(docked).toBeVisible();
  await expect(docked.getByLabel('Question for condition 1')).toHaveValue(/.+/);
  await page.keyboard.press('Escape');
  await expect(docked).toHaveCount(0);
  await saved(page);
});
