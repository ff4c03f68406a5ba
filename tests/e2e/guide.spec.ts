// The style guide (/guide) is the interface kit's showcase: it must pass an axe-core scan in both
// colour schemes with no serious or critical violation.
import { expect, test, type Page } from '@playwright/test';
import { chooseScheme, openGuide, seriousViolations } from './guide-page';

for (const scheme of ['Light', 'Dark'] as const) {
  test(`the style guide has no serious accessibility violation in ${scheme.toLowerCase()} mode`, async ({ page }) => {
    test.setTimeout(120_000);
    await openGuide(page);
    await chooseScheme(page, scheme);
    // The code editors draw after load (lazily loaded chunk); scan the settled page.
    await expect(page.getByRole('textbox', { name: 'Custom CSS' })).toBeVisible();
    expect((await seriousViolations(page)).join('\n')).toBe('');
  });
}

/** Opens an overlay, scans just it, and closes it again. */
async function scanOverlay(page: Page, name: string, open: () => Promise<void>, selector: string, close: () => Promise<void>) {
  await open();
  await expect(page.locator(selector).first()).toBeVisible();
  const found = await seriousViolations(page, selector);
  await close();
  return found.map((violation) => `${name}: ${violation}`);
}

for (const scheme of ['Light', 'Dark'] as const) {
  test(`the guide's overlays have no serious accessibility violation in ${scheme.toLowerCase()} mode`, async ({ page }) => {
    test.setTimeout(120_000);
    await openGuide(page);
    await chooseScheme(page, scheme);
    const region = (name: string) => page.getByRole('region', { name, exact: true });
    const escape = () => page.keyboard.press('Escape');
    const found = [
      ...(await scanOverlay(page, 'modal', () => region('Modal').getByRole('button', { name: 'lg', exact: true }).click(), '[role="dialog"]', escape)),
      ...(await scanOverlay(page, 'side panel',
        () => region('Side panel').getByRole('button', { name: 'Show right panel' }).click(),
        '.side-panel[data-state="open"]',
        () => region('Side panel').getByRole('button', { name: 'Close panel' }).click())),
      ...(await scanOverlay(page, 'help panel',
        () => region('Help panel').getByRole('button', { name: 'Open help' }).click(),
        '.help-panel[data-state="open"]',
        () => region('Help panel').getByRole('button', { name: 'Close panel' }).click())),
      ...(await scanOverlay(page, 'dropdown menu',
        () => region('Dropdown and context menu').getByRole('button', { name: 'Actions', exact: true }).click(), '[role="menu"]', escape)),
      ...(await scanOverlay(page, 'select list',
        () => region('Select').getByRole('combobox', { name: 'Fruit' }).first().click(), '[role="listbox"]', escape)),
      ...(await scanOverlay(page, 'popover',
        () => region('Popover').getByRole('button', { name: 'What is a quota?' }).click(), '[role="dialog"]', escape)),
    ];
    expect(found.join('\n')).toBe('');
  });
}
