// A walk through /guide using each widget once, by accessible names, the way a keyboard or pointer
// user would: overlays, navigation, form inputs, answers, the data table, help, the image uploader
// against the real blob storage, the rich-text and code editors.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openGuide } from './guide-page';

/** A demo on the guide: each is a <section aria-label> (a region) named after the widget. */
const demo = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Pastes as the browser would: a real paste event with clipboard data, on the focused element. */
async function paste(target: Locator, data: Record<string, string>) {
  await target.focus();
  await target.evaluate((element, entries) => {
    const clipboardData = new DataTransfer();
    for (const [type, value] of Object.entries(entries)) clipboardData.setData(type, value);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
  }, data);
}

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test.beforeEach(async ({ page }) => {
  await openGuide(page);
});

test('overlays: a modal closes on Esc unless loading, the side panel pins, tabs switch by keyboard', async ({ page }) => {
  const modals = demo(page, 'Modal');
  await modals.getByRole('button', { name: 'sm', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Modal, size sm' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await modals.getByRole('button', { name: 'sm, loading' }).click();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stop loading' }).click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  const stage = demo(page, 'Side panel');
  await stage.getByRole('button', { name: 'Show right panel' }).click();
  const panel = stage.getByRole('complementary', { name: 'Question settings' });
  await expect(panel).toBeVisible();
  const pin = panel.getByRole('button', { name: 'Pin' });
  await pin.click();
  await expect(pin).toHaveAttribute('aria-pressed', 'true');
  // Pinned: a click outside (well after the 300 ms arming) leaves it open.
  await page.waitForTimeout(400);
  await stage.getByText('The right panel closes on a click outside').click();
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Close panel' }).click();
  await expect(panel).toBeHidden();

  const tabs = demo(page, 'Tabs and pill tabs').getByRole('tablist', { name: 'Designer view' });
  await tabs.getByRole('tab', { name: 'Edit' }).click();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Preview' })).toHaveAttribute('aria-selected', 'true');
  await expect(demo(page, 'Tabs and pill tabs').getByRole('tabpanel', { name: 'Preview' }).first()).toHaveText('The respondent view.');
});

test('form inputs: hex, number, select, switch and split date behave as specified', async ({ page }) => {
  const hex = demo(page, 'Hex colour').getByRole('textbox', { name: 'Background colour' }).first();
  await hex.fill('');
  await hex.pressSequentially('12zq');
  await expect(hex).toHaveValue('12');
  await hex.press('Tab');
  await expect(demo(page, 'Hex colour').getByText('Invalid hex code').first()).toBeVisible();
  await hex.fill('');
  await paste(hex, { 'text/plain': '#A1B2C3D4' });
  await expect(hex).toHaveValue('a1b2c3');

  const number = demo(page, 'Number (2 decimals, -10 to 100)').getByRole('textbox', { name: 'Temperature' }).first();
  await number.pressSequentially('12.345');
  await expect(number).toHaveValue('12.34');
  await number.fill('');
  await number.pressSequentially('250');
  await number.press('Tab');
  await expect(number).toHaveValue('100');

  const selects = demo(page, 'Select');
  const fruit = selects.getByRole('combobox', { name: 'Fruit' }).first();
  await fruit.click();
  await expect(page.getByRole('option', { name: 'Pear (out of season)' })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('option', { name: 'Plum' }).click();
  await expect(fruit).toHaveText(/Plum/);

  const reminders = demo(page, 'Switch').getByRole('switch', { name: 'Send reminders' }).first();
  await expect(reminders).toHaveAttribute('aria-checked', 'false');
  await reminders.focus();
  await page.keyboard.press('Space');
  await expect(reminders).toHaveAttribute('aria-checked', 'true');

  const birth = demo(page, 'Split date (DD-MM-YYYY)').getByRole('group', { name: 'Date of birth' }).first();
  await birth.getByRole('textbox', { name: 'Day' }).pressSequentially('7');
  // A day above 4 cannot take a second digit: it is padded and focus moves to the month.
  await expect(birth.getByRole('textbox', { name: 'Day' })).toHaveValue('07');
  await expect(birth.getByRole('textbox', { name: 'Month' })).toBeFocused();
  await page.keyboard.type('3');
  await expect(birth.getByRole('textbox', { name: 'Year' })).toBeFocused();
  await page.keyboard.type('1999');
  await expect(birth.getByRole('textbox', { name: 'Month' })).toHaveValue('03');
});

test('answers: an exclusive multi option clears the others', async ({ page }) => {
  const multi = demo(page, 'Multi: checkbox (min 2, max 3)').getByRole('group', { name: /Where did you hear about us/ }).first();
  await multi.getByRole('checkbox', { name: 'E-mail' }).check();
  await multi.getByRole('checkbox', { name: 'Website' }).check();
  await expect(multi.getByRole('checkbox', { name: 'Phone' })).toBeDisabled();
  await multi.getByRole('checkbox', { name: 'None of these' }).check();
  await expect(multi.getByRole('checkbox', { name: 'E-mail' })).not.toBeChecked();
  await expect(multi.getByRole('checkbox', { name: 'Website' })).not.toBeChecked();
  await expect(multi.getByRole('checkbox', { name: 'None of these' })).toBeChecked();
});

test('data table: sorts by a column and pages through the enabled rows', async ({ page }) => {
  const tables = demo(page, 'Data table');
  const table = tables.getByRole('table', { name: 'Respondents', exact: true });
  const idHeader = table.getByRole('columnheader', { name: 'ID' });
  await idHeader.getByRole('button').click();
  await expect(idHeader).toHaveAttribute('aria-sort', 'ascending');
  await idHeader.getByRole('button').click();
  await expect(idHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(table.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('137');
  // 137 rows, of which row 3 is disabled (enable: false) and not shown.
  await expect(tables.getByText('136 Items')).toBeVisible();

  const pages = tables.getByRole('navigation', { name: 'Respondents pages' });
  await pages.getByRole('button', { name: 'Next page' }).click();
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(table.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('127');
  await pages.getByRole('button', { name: 'Last page' }).click();
  await expect(pages.getByRole('button', { name: 'Page 14' })).toHaveAttribute('aria-current', 'page');
  await expect(table.getByRole('row')).toHaveCount(7); // the header, then 7, 6, 5, 4, 2, 1
  await expect(table.getByRole('row').last().getByRole('cell').first()).toHaveText('1');
});

test('help panel: a search with no match says "No results", and closing forgets it', async ({ page }) => {
  const stage = demo(page, 'Help panel');
  await stage.getByRole('button', { name: 'Open help' }).click();
  const help = stage.getByRole('complementary', { name: 'Help' });
  const search = help.getByRole('searchbox', { name: 'Search help' });
  await search.fill('routing');
  await expect(help.getByRole('link', { name: 'Open Routing in new tab' })).toBeVisible();
  await search.fill('zebra crossing');
  await expect(help.getByRole('status')).toHaveText('No results');
  await help.getByRole('button', { name: 'Close panel' }).click();
  await stage.getByRole('button', { name: 'Open help' }).click();
  await expect(help.getByRole('searchbox', { name: 'Search help' })).toHaveValue('');
});

test('image uploader: refuses a too-large image, uploads a real one and shows it', async ({ page }) => {
  const logo = demo(page, 'Image uploader').getByRole('group', { name: 'Logo' });
  await logo.getByLabel('Choose image').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(6_000_000) });
  await expect(logo.getByRole('alert')).toContainText('Image file size is too large (6 MB), please select an image smaller than 5.24 MB');
  await expect(logo.getByRole('button', { name: 'Upload' })).toHaveCount(0);

  await logo.getByLabel('Choose image').setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: PNG });
  await expect(logo.getByText('pixel.png (70 Bytes)')).toBeVisible();
  await logo.getByRole('button', { name: 'Upload' }).click();
  await expect(logo.getByRole('status')).toHaveText('Image uploaded');
  const shown = logo.getByRole('img', { name: 'Current logo' });
  await expect(shown).toHaveAttribute('src', /^\/files\/style-guide\/guide\/[^/]+-logo\?v=\d+$/);
  // The browser really loaded it from the public files route.
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

  const banner = demo(page, 'Image uploader').getByRole('group', { name: 'Banner' });
  await banner.getByLabel('Choose image').setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: PNG });
  await banner.getByRole('button', { name: 'Upload' }).click();
  await expect(banner.getByRole('alert')).toContainText('Image could not be uploaded');
});

test('editors: typing and pasting in the rich-text editor, typing in the code editor', async ({ page }) => {
  const instruction = demo(page, 'Rich text').getByRole('textbox', { name: 'Instruction text' });
  await instruction.click();
  await page.keyboard.type('Please answer honestly');
  // Basic mode is one line: Enter is blocked.
  await page.keyboard.press('Enter');
  await page.keyboard.type('.');
  await expect(instruction).toHaveText('Please answer honestly.');
  await expect(instruction.locator('p')).toHaveCount(1);
  // Pasted HTML loses its tags and line breaks.
  await paste(instruction, { 'text/html': '<h1>Big</h1><p><b>bold</b><br>words</p>', 'text/plain': 'Big\nbold\nwords' });
  await expect(instruction).toContainText('bold');
  await expect(instruction.locator('h1, b, strong, br')).toHaveCount(0);
  await expect(instruction.locator('p')).toHaveCount(1);

  const html = demo(page, 'Code editor').getByRole('textbox', { name: 'Custom HTML' });
  await html.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('<!-- typed in the journey -->');
  await expect(html).toContainText('<!-- typed in the journey -->');
});
