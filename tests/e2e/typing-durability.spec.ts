// Nothing typed is lost (issue 12): what an author types reaches the draft log while they type,
// one operation per pause, so a reload, a closed tab or a closed tab while offline keeps every
// character without the author ever leaving the field.
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { add, createSurveyInEditor, saved, settingsOf, tree } from './designer-page';
import { apiToken } from './support';

interface TypedField {
  readonly name: string;
  /** The tree row whose settings hold the field. */
  readonly row: RegExp;
  /** The field's accessible name in the settings panel. */
  readonly label: string;
  /** Rich text (ProseMirror) shows its text; a plain box holds a value. */
  readonly rich: boolean;
}

const questionText: TypedField = { name: 'question text', row: /^Q1\b/, label: 'Question text', rich: true };
const answerLabel: TypedField = { name: 'answer label', row: /^A1\b/, label: 'Label', rich: true };
const exitText: TypedField = { name: 'exit text', row: /^EB1\b/, label: 'Exit text', rich: true };
const errorMessage: TypedField = { name: 'custom error message', row: /^Q1\b/, label: 'Custom error message', rich: false };

/** Longer than the pause after which typed keys become an operation (300 ms), with room to store it. */
const AFTER_THE_PAUSE_MS = 1_000;

const fieldIn = async (page: Page, field: TypedField): Promise<Locator> =>
  (await settingsOf(page, field.row)).getByRole('textbox', { name: field.label, exact: true }).first();

/**
 * Replaces the field's text, typed key by key in two bursts with a pause between, and stays in the
 * field: the first burst is handed over at the pause, the second is still waiting when this returns.
 */
async function typeAndStay(page: Page, field: TypedField, text: string): Promise<Locator> {
  const box = await fieldIn(page, field);
  await box.click();
  await page.keyboard.press('ControlOrMeta+a');
  const half = Math.ceil(text.length / 2);
  await page.keyboard.type(text.slice(0, half));
  await page.waitForTimeout(AFTER_THE_PAUSE_MS);
  await page.keyboard.type(text.slice(half));
  await expect(box).toBeFocused();
  return box;
}

async function expectText(page: Page, field: TypedField, text: string) {
  const box = await fieldIn(page, field);
  if (field.rich) await expect(box).toHaveText(text);
  else await expect(box).toHaveValue(text);
}

/** Q1 (single choice, so it has answer A1) and EB1, saved, in the survey's Edit tab. */
async function surveyWithFields(page: Page, title: string): Promise<string> {
  await page.setViewportSize({ width: 1400, height: 1200 });
  await createSurveyInEditor(page, title);
  await add(page, 'Single choice');
  await add(page, 'Exit block');
  await expect(tree(page).getByRole('button', { name: /^EB1\b/ })).toBeVisible();
  await saved(page);
  return page.url();
}

/** The survey's components as the server has them, as JSON (texts are searched in it). */
async function serverComponents(page: Page, url: string): Promise<string> {
  const surveyId = /\/surveys\/([^/]+)\//.exec(url)?.[1];
  const token = await apiToken(page.request);
  const response = await page.request.get(`/admin/api/surveys/${surveyId}/components`, { headers: { Authorization: `Token ${token}` } });
  return JSON.stringify((await response.json()).components);
}

/** A page of the same browser (its IndexedDB) on the survey, after `page` has gone. */
async function reopen(context: BrowserContext, url: string): Promise<Page> {
  const again = await context.newPage();
  await again.setViewportSize({ width: 1400, height: 1200 });
  await again.goto(url);
  return again;
}

test('text typed and never left survives a reload, even the keys typed just before it', async ({ page }) => {
  test.setTimeout(120_000);
  await surveyWithFields(page, 'Reload while typing');
  const typed = new Map<TypedField, string>([
    [questionText, 'How far do you travel to work?'],
    [answerLabel, 'More than ten kilometres'],
    [exitText, 'Thank you, that is all for today.'],
    [errorMessage, 'Please tell us how far'],
  ]);
  for (const [field, text] of typed) {
    await typeAndStay(page, field, text);
    // No pause, no blur: the last keys are handed over as the page is hidden.
    await page.reload();
    await expectText(page, field, text);
  }
  // Each field kept its text through the later reloads too.
  for (const [field, text] of typed) await expectText(page, field, text);
});

test('text typed and never left survives the page being closed without unload handlers', async ({ page, context }) => {
  test.setTimeout(120_000);
  const url = await surveyWithFields(page, 'Close while typing');
  const typed = new Map<TypedField, string>([
    [questionText, 'Which days do you work from home?'],
    [answerLabel, 'Monday and Friday'],
    [exitText, 'Thanks for telling us about your week.'],
  ]);
  let current = page;
  for (const [field, text] of typed) {
    const box = await typeAndStay(current, field, text);
    // Still in the field: the pause alone took the text through the log to the server.
    await expect.poll(() => serverComponents(current, url), { timeout: 20_000 }).toContain(text);
    await expect(box).toBeFocused();
    await current.close({ runBeforeUnload: false });
    current = await reopen(context, url);
    await expectText(current, field, text);
  }
});

test('text typed offline and never left survives closing the page, and is saved once back online', async ({ page, context }) => {
  test.setTimeout(150_000);
  const url = await surveyWithFields(page, 'Offline while typing');
  const typed = new Map<TypedField, string>([
    [questionText, 'Do you cycle when it rains?'],
    [answerLabel, 'Only in summer'],
    [exitText, 'We will be in touch by e-mail.'],
  ]);
  let current = page;
  for (const [field, text] of typed) {
    await context.setOffline(true);
    await typeAndStay(current, field, text);
    // Still in the field: the pause alone made the text an operation waiting in the log.
    await expect(current.getByRole('status').filter({ hasText: /waiting/ })).toBeVisible();
    await current.waitForTimeout(AFTER_THE_PAUSE_MS);
    await current.close({ runBeforeUnload: false });
    // Nothing of it reached the server: the page reads it back from this browser's own store.
    await context.setOffline(false);
    current = await reopen(context, url);
    await expectText(current, field, text);
  }

  // Back online, every text reaches the server.
  await saved(current);
  const texts = await serverComponents(current, url);
  for (const text of typed.values()) expect(texts).toContain(text);
});
