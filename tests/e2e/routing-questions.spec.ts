// Issue 13: the Routing tab's "Routing questions" view. An author who routes by hand places the
// questions on pages from the picker and with "Add all unplaced questions as new pages", adds a
// routing group (two branches), writes a branch's condition with the condition builder, makes a
// page end the survey, reorders pages from the keyboard alone, and finds it all after a reload.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { add, createSurveyInEditor, saved } from './designer-page';
import { seriousViolations } from './guide-page';

const routingTree = (page: Page) => page.getByRole('region', { name: 'Routing questions' });
const row = (page: Page, name: RegExp) => routingTree(page).getByRole('treeitem', { name });
const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Routing questions' });
const designerTab = (page: Page, name: string) => page.getByRole('navigation', { name: 'Survey designer' }).getByRole('link', { name });
const focusedRow = (page: Page) => routingTree(page).locator('[role="treeitem"]:focus');

/** Presses `key` until `target` has focus; fails after `max` presses. */
async function pressUntilFocused(page: Page, key: string, target: Locator, max: number) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/** The page rows' names, top to bottom. */
const pageNames = (page: Page) => routingTree(page).locator('.routing-row-page').evaluateAll((rows) =>
  rows.map((r) => r.closest('[role="treeitem"]')!.getAttribute('aria-label') ?? ''));

test('an author routes a survey by hand on the Routing questions view', async ({ page }) => {
  test.setTimeout(180_000);
  await createSurveyInEditor(page, 'Routing by hand');

  // Routing by hand: new questions go on no page, so the picker has something to place.
  await designerTab(page, 'Routing').click();
  await expect(page.getByRole('radio', { name: 'Routing questions' })).toBeChecked();
  await page.getByLabel('New questions and exits go').selectOption({ label: 'Nowhere (I route by hand)' });
  // Pages the survey started with are taken away first, so the page names below are known.
  while (await routingTree(page).getByRole('button', { name: /^Delete Page \d+/ }).count()) {
    await routingTree(page).getByRole('button', { name: /^Delete Page \d+/ }).first().click();
  }

  await designerTab(page, 'Edit').click();
  await add(page, 'Single choice');
  await expect(page.getByRole('complementary', { name: 'Question Q1 settings' })).toBeVisible();
  await add(page, 'Single choice');
  await expect(page.getByRole('complementary', { name: 'Question Q2 settings' })).toBeVisible();
  await add(page, 'Single choice');
  await expect(page.getByRole('complementary', { name: 'Question Q3 settings' })).toBeVisible();

  await designerTab(page, 'Routing').click();
  await expect(page.getByText('The routing has no pages yet.')).toBeVisible();
  await toolbar(page).getByRole('button', { name: 'Add page' }).click();
  await expect(row(page, /^Page 1\b/)).toBeVisible();

  // The picker marks what is on no page and places the ticked ones.
  await routingTree(page).getByRole('button', { name: 'Add question to Page 1' }).click();
  const picker = page.getByRole('dialog', { name: 'Add to Page 1' });
  await expect(picker.getByText('Not on a page', { exact: true })).toHaveCount(3);
  await picker.getByRole('checkbox', { name: /^Q2\b/ }).uncheck();
  await picker.getByRole('checkbox', { name: /^Q3\b/ }).uncheck();
  await picker.getByRole('button', { name: 'Add 1 item to Page 1' }).click();
  await expect(picker).toHaveCount(0);
  await expect(row(page, /^Q1\b/)).toHaveAttribute('aria-level', '2');

  // The rest, one page each, in one gesture.
  await toolbar(page).getByRole('button', { name: 'Add all unplaced questions as new pages' }).click();
  await expect(row(page, /^Page 3 Q3$/)).toBeVisible();
  expect(await pageNames(page)).toEqual(['Page 1 Q1', 'Page 2 Q2', 'Page 3 Q3']);

  // A routing group after Page 1 comes with two branches, tried top to bottom.
  await row(page, /^Page 1\b/).getByRole('button', { name: /^Page 1/ }).click();
  await page.getByRole('button', { name: 'Close panel' }).click();
  await toolbar(page).getByRole('button', { name: 'Add routing group' }).click();
  await expect(row(page, /^Group 1 2 branches$/)).toBeVisible();
  await expect(row(page, /^Group 1 · Branch 1\b/)).toBeVisible();
  await expect(row(page, /^Group 1 · Branch 2\b/)).toBeVisible();
  await expect(page.getByText('the first whose condition holds wins')).toBeVisible();

  // Branch 1 holds when Q1 is answered 2: the condition builder, in a dialog.
  await routingTree(page).getByRole('button', { name: 'Settings of Group 1 · Branch 1' }).click();
  const branchPanel = page.getByRole('complementary', { name: 'Group 1 · Branch 1 settings' });
  await branchPanel.getByRole('button', { name: 'Edit routing condition' }).click();
  const builder = page.getByRole('dialog', { name: 'Routing condition' });
  await builder.getByRole('button', { name: 'Add condition' }).click();
  await builder.getByLabel('Question for condition 1').selectOption({ label: 'Q1' });
  await builder.getByLabel('Answers for condition 1').fill('2');
  await builder.getByRole('button', { name: 'Save' }).click();
  await expect(builder).toHaveCount(0);
  await expect(branchPanel.getByText('1 condition')).toBeVisible();
  await expect(row(page, /^Group 1 · Branch 1\b/)).toContainText('When Q1');

  // Page 3 ends the survey as complete.
  await routingTree(page).getByRole('button', { name: 'Settings of Page 3 Q3' }).click();
  const pagePanel = page.getByRole('complementary', { name: 'Page 3 settings' });
  await pagePanel.getByRole('switch', { name: 'Terminate after this page' }).click();
  await pagePanel.getByRole('combobox', { name: 'Terminate status' }).click();
  await page.getByRole('option', { name: 'Complete' }).click();
  await expect(row(page, /^Page 3\b/)).toContainText('Ends the survey: Complete');
  await page.getByRole('button', { name: 'Close panel' }).click();

  // The flow view is one switch away, in the URL, and comes back to the same rows.
  await page.getByRole('radio', { name: 'Routing flow' }).check();
  await expect(page).toHaveURL(/view=flow/);
  await page.getByRole('radio', { name: 'Routing questions' }).check();
  await expect(row(page, /^Page 3\b/)).toBeVisible();

  // From here on the keyboard alone, after a reload: the tree is one tab stop; type-ahead finds
  // Page 3; Alt+Up moves it above Page 2, keeping focus on it.
  await saved(page);
  await page.reload();
  await pressUntilFocused(page, 'Tab', routingTree(page).locator('[role="treeitem"][tabindex="0"]'), 60);
  await page.keyboard.type('page 3');
  await expect(focusedRow(page)).toHaveAccessibleName(/^Page 3 Q3$/);
  await page.keyboard.press('Alt+ArrowUp');
  await expect(focusedRow(page)).toHaveAccessibleName(/^Page 2 Q3$/);
  expect(await pageNames(page)).toEqual(['Page 1 Q1', 'Page 2 Q3', 'Page 3 Q2']);
  // Alt+Right: into the routing group above (its last branch); Alt+Left: back out after it.
  await page.keyboard.press('Alt+ArrowRight');
  await expect(focusedRow(page)).toHaveAccessibleName(/^Page 2 Q3$/);
  await expect(focusedRow(page)).toHaveAttribute('aria-level', '3');
  await page.keyboard.press('Alt+ArrowLeft');
  await expect(focusedRow(page)).toHaveAttribute('aria-level', '1');
  // The shortcut list says so in the routing flow's words; Esc comes back to the row.
  await page.keyboard.press('?');
  const keys = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(keys.getByText(/into the routing group above it/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(focusedRow(page)).toHaveAccessibleName(/^Page 2 Q3$/);
  // Delete asks first; Ctrl+Z brings the page back.
  await page.keyboard.press('Delete');
  await page.getByRole('dialog', { name: /^Delete Page 2 Q3\b/ }).waitFor();
  await page.keyboard.press('Enter');
  await expect.poll(() => pageNames(page)).toEqual(['Page 1 Q1', 'Page 2 Q2']);
  await page.keyboard.press('ControlOrMeta+z');
  await expect.poll(() => pageNames(page)).toEqual(['Page 1 Q1', 'Page 2 Q3', 'Page 3 Q2']);

  await saved(page);
  await page.reload();
  await expect(row(page, /^Group 1 · Branch 1\b/)).toContainText('When Q1');
  expect(await pageNames(page)).toEqual(['Page 1 Q1', 'Page 2 Q3', 'Page 3 Q2']);
  await expect(row(page, /^Page 2\b/)).toContainText('Ends the survey: Complete');
  await expect(page.getByLabel('New questions and exits go')).toHaveValue('manual');
  expect(await seriousViolations(page, '.routing-page')).toEqual([]);

  // On a phone: nothing scrolls sideways, and the settings stand in the tree's place with a way back.
  // The URL still selects the page last shown in the flow view, so its settings are open.
  await page.setViewportSize({ width: 320, height: 800 });
  const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  const back = page.getByRole('button', { name: 'Back to the routing questions' });
  await expect(back).toBeVisible();
  await expect(routingTree(page)).toBeHidden();
  await expect.poll(sideways).toBeLessThanOrEqual(0);
  await back.click();
  await expect(row(page, /^Page 1\b/)).toBeVisible();
  await expect.poll(sideways).toBeLessThanOrEqual(0);
  await routingTree(page).getByRole('button', { name: 'Settings of Page 1 Q1' }).click();
  await expect(page.getByRole('complementary', { name: 'Page 1 settings' })).toBeVisible();
  await back.click();
  await expect(row(page, /^Page 1\b/)).toBeVisible();
});
