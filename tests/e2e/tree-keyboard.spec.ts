// Issue 12.2: the designer from the keyboard alone. After signing in, every step is a key press:
// the survey tree is one tab stop with arrow keys, type-ahead, Enter for the settings (and Esc
// back), Alt+arrows to move, Delete with its confirmation, and Ctrl+Z to bring a row back.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { acceptAgreementIfShown, signIn } from './support';
import { tree } from './designer-page';
import { seriousViolations } from './guide-page';

/** Presses `key` until `target` has focus; fails after `max` presses (the tree must be near). */
async function pressUntilFocused(page: Page, key: string, target: Locator, max: number) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

const focusedRow = (page: Page) => tree(page).locator('[role="treeitem"]:focus');

async function addFromMenu(page: Page, kind: string) {
  const addButton = page.getByRole('toolbar', { name: 'Question editor' }).getByRole('button', { name: 'Add' });
  await pressUntilFocused(page, 'Shift+Tab', addButton, 40);
  await page.keyboard.press('Enter');
  await pressUntilFocused(page, 'ArrowDown', page.getByRole('menuitem', { name: kind, exact: true }), 20);
  await page.keyboard.press('Enter');
}

test('an author builds, edits, moves, deletes and restores questions from the keyboard only', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/login?redirect=%2Fsurveys');
  await signIn(page);
  await acceptAgreementIfShown(page);

  await pressUntilFocused(page, 'Tab', page.getByRole('button', { name: 'New Survey', exact: true }), 60);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Survey title')).toBeFocused();
  await page.keyboard.type('Commuting');
  await page.keyboard.press('Enter');
  await pressUntilFocused(page, 'Tab', page.getByRole('navigation', { name: 'Survey designer' }).getByRole('link', { name: 'Edit' }), 60);
  await page.keyboard.press('Enter');
  await expect(page.getByText('This survey is empty.')).toBeVisible();

  // Two questions through the Add menu (the second goes after the selected first).
  await addFromMenu(page, 'Single choice');
  await expect(tree(page).getByRole('treeitem', { name: /^Q1\b/ })).toBeVisible();
  await addFromMenu(page, 'Multiple choice');
  await expect(tree(page).getByRole('treeitem', { name: /^Q2\b/ })).toBeVisible();

  // The tree is one tab stop, on the selected row; a handful of Tabs from the toolbar reach it.
  await pressUntilFocused(page, 'Tab', tree(page).getByRole('treeitem', { name: /^Q2\b/ }), 15);
  await expect(tree(page).locator('[role="treeitem"][tabindex="0"]')).toHaveCount(1);

  // Arrows: Home, Down into Q1's answer group, Left collapses it, Left again to its parent.
  await page.keyboard.press('Home');
  await expect(focusedRow(page)).toHaveAccessibleName(/^Q1\b/);
  // Enter opens the row's settings with focus in them; Esc closes them and comes back to the row.
  await page.keyboard.press('Enter');
  const q1Panel = page.getByRole('complementary', { name: 'Question Q1 settings' });
  await expect.poll(() => q1Panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(q1Panel).toHaveCount(0);
  await expect(focusedRow(page)).toHaveAccessibleName(/^Q1\b/);
  await page.keyboard.press('ArrowDown');
  await expect(focusedRow(page)).toHaveAccessibleName(/^AG1\b/);
  await expect(focusedRow(page)).toHaveAttribute('aria-level', '2');
  await page.keyboard.press('ArrowLeft'); // collapses the answer group, then goes to its parent
  await expect(focusedRow(page)).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowLeft');
  await expect(focusedRow(page)).toHaveAccessibleName(/^Q1\b/);
  await page.keyboard.press('ArrowLeft');
  await expect(focusedRow(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(tree(page).getByRole('treeitem', { name: /^AG1\b/ })).toHaveCount(1); // Q2's only
  await page.keyboard.press('ArrowRight');
  await expect(focusedRow(page)).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('End');
  await expect(focusedRow(page)).toHaveAccessibleName(/^A\d+\b/);
  // Type-ahead: "q2" finds the second question.
  await page.keyboard.type('q2');
  await expect(focusedRow(page)).toHaveAccessibleName(/^Q2\b/);

  // The shortcut list.
  await page.keyboard.press('?');
  const shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(shortcuts.getByRole('rowheader', { name: 'Alt+Up / Alt+Down' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(shortcuts).toHaveCount(0);
  await expect(focusedRow(page)).toHaveAccessibleName(/^Q2\b/);

  // Enter on Q2 (settings closed) opens them; Required is switched off; Esc returns to the row.
  await page.keyboard.press('Enter');
  const panel = page.getByRole('complementary', { name: 'Question Q2 settings' });
  await expect(panel).toBeVisible();
  await expect.poll(() => panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  const required = panel.getByRole('switch', { name: 'Required' });
  await pressUntilFocused(page, 'Tab', required, 40);
  await expect(required).toBeChecked(); // a new question is required by default
  await page.keyboard.press('Space');
  await expect(required).not.toBeChecked();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(tree(page).getByRole('treeitem', { name: /^Q2\b/ })).toBeFocused();

  // Alt+Up moves Q2 above Q1, and the row keeps focus.
  await page.keyboard.press('Alt+ArrowUp');
  await expect(tree(page).getByRole('treeitem').first()).toHaveAccessibleName(/^Q2\b/);
  await expect(tree(page).getByRole('treeitem', { name: /^Q2\b/ })).toBeFocused();

  // Delete asks first; Enter confirms; focus stays in the tree.
  await page.keyboard.press('Delete');
  const confirm = page.getByRole('dialog', { name: /^Delete Q2\b/ });
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(confirm).toHaveCount(0);
  await expect(tree(page).getByRole('treeitem', { name: /^Q2\b/ })).toHaveCount(0);
  await expect(focusedRow(page)).toHaveAccessibleName(/^Q1\b/);

  // Ctrl+Z brings it back, still first and still optional.
  await page.keyboard.press('ControlOrMeta+z');
  await expect(tree(page).getByRole('treeitem').first()).toHaveAccessibleName(/^Q2\b/);
  await expect(focusedRow(page)).toHaveCount(1);
  await page.keyboard.press('Home');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('complementary', { name: 'Question Q2 settings' }).getByRole('switch', { name: 'Required' })).not.toBeChecked();
  // The tree's roles and states hold up (the scan comes last: it takes focus from the page).
  expect(await seriousViolations(page, '.edit-tree')).toEqual([]);
});
