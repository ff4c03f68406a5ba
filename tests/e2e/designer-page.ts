// What the designer journeys share: creating a survey through the surveys list, adding from the
// editor's Add menu, opening a row's settings and typing into a rich-text field, all by the names
// an author sees.
import { expect, type Locator, type Page } from '@playwright/test';
import { acceptAgreementIfShown, signIn } from './support';

export const tree = (page: Page) => page.getByRole('region', { name: 'Survey questions' });

export const saved = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible({ timeout: 20_000 });

/** Signs the admin in, creates a survey with New Survey and opens its Edit tab. */
export async function createSurveyInEditor(page: Page, title: string) {
  await page.goto('/login?redirect=%2Fsurveys');
  await signIn(page);
  await acceptAgreementIfShown(page);
  await page.getByRole('button', { name: 'New Survey', exact: true }).click();
  await page.getByLabel('Survey title').fill(title);
  await page.getByRole('button', { name: 'Create survey' }).click();
  await page.getByRole('navigation', { name: 'Survey designer' }).getByRole('link', { name: 'Edit' }).click();
}

export async function add(page: Page, kind: string) {
  await page.getByRole('toolbar', { name: 'Question editor' }).getByRole('button', { name: 'Add' }).click();
  await page.getByRole('menuitem', { name: kind, exact: true }).click();
}

export async function settingsOf(page: Page, row: RegExp) {
  await tree(page).getByRole('button', { name: row }).first().click();
  return page.getByRole('complementary', { name: /settings$/ });
}

export async function setText(page: Page, panel: Locator, label: string, text: string) {
  const editor = panel.getByRole('textbox', { name: label }).first();
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
  await panel.getByRole('heading').first().click(); // leaving the field hands the text over
}
