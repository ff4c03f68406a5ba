// Reflow (WCAG 1.4.10): no page scrolls sideways at phone, tablet or laptop widths, and on a
// phone the main menu is a button that opens and closes the navigation from the keyboard.
import { expect, test, type Page } from '@playwright/test';
import { add, settingsOf, tree } from './designer-page';
import { acceptAgreementIfShown, apiToken, createUser, setMaintenance, signIn } from './support';

const WIDTHS = [320, 390, 768, 1366] as const;
const DESKTOP = { width: 1366, height: 800 };

/** The page's sideways overflow at the current width, naming the elements that stick out. */
function measureOverflow(page: Page) {
  return page.evaluate(() => new Promise<{ scrollWidth: number; clientWidth: number; culprits: string[] }>((resolve) => {
    // Two frames: the resize's layout and any ResizeObserver-driven re-render have landed.
    requestAnimationFrame(() => requestAnimationFrame(() => {
      const root = document.documentElement;
      // Only for the message: the outermost boxes past the right edge that no ancestor clips
      // and that are not fixed to the window (those never make the page scroll).
      const escapes = (element: Element) => {
        for (let up: Element | null = element; up && up !== root; up = up.parentElement) {
          const style = getComputedStyle(up);
          if (style.position === 'fixed' || (up !== element && style.overflowX !== 'visible')) return false;
        }
        return element.getBoundingClientRect().right > root.clientWidth + 0.5;
      };
      const culprits = [...document.body.querySelectorAll('*')]
        .filter((element) => escapes(element) && !(element.parentElement && escapes(element.parentElement)))
        .slice(0, 4)
        .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} (right ${Math.round(element.getBoundingClientRect().right)})`);
      resolve({ scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, culprits });
    }));
  }));
}

/** Checks the page as it stands at every width, then returns to the desktop width. */
async function expectNoSidewaysScroll(page: Page, what: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const { scrollWidth, clientWidth, culprits } = await measureOverflow(page);
    expect.soft(scrollWidth, `${what} at ${width} px scrolls sideways: ${culprits.join(', ')}`).toBeLessThanOrEqual(clientWidth);
  }
  await page.setViewportSize(DESKTOP);
}

async function visit(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expectNoSidewaysScroll(page, path);
}

test.use({ viewport: DESKTOP });

test('the public pages do not scroll sideways', async ({ page, request }) => {
  await visit(page, '/login', 'Sign in to Fieldwork');
  const user = await createUser(request);
  await visit(page, user.setPasswordUrl.replace(/^https?:\/\/[^/]+/, ''), 'Set your password');
  await visit(page, '/set-password', /.+/);
});

test('no page of the app scrolls sideways', async ({ page }) => {
  // About thirty routes at four widths each, then the editor's states: more work than the
  // default minute of one journey, now that the routing tab is a real page with its own chunk.
  test.setTimeout(150_000);
  await page.goto('/login?redirect=%2Fsurveys');
  await signIn(page);
  await acceptAgreementIfShown(page);
  // A survey first, so the surveys list and the dashboard show a row.
  await page.getByRole('button', { name: 'New Survey', exact: true }).click();
  await page.getByRole('dialog').getByLabel('Survey title').fill('Reflow check: a name long enough to wrap on a phone');
  await page.getByRole('button', { name: 'Create survey' }).click();
  await expect(page).toHaveURL(/\/overview$/);
  const base = new URL(page.url()).pathname.replace(/\/overview$/, '');

  for (const [path, heading] of [
    ['/dashboard', /.+/], ['/surveys', 'Surveys'], ['/profile', /.+/], ['/help', /.+/], ['/guide', 'Style guide'],
    ['/survey-aliases', /.+/], ['/projects', /.+/], ['/projects/p1', /.+/], ['/clients', /.+/], ['/clients/c1', /.+/],
    ['/themes', /.+/], ['/users', /.+/], ['/organisations', /.+/], ['/organisations/o1', /.+/], ['/library', /.+/],
    ['/no/such/place', 'Page not found'],
    ...['overview', 'routing', 'settings/details', 'settings/theme', 'settings/translations', 'settings/permissions',
      'manage/quotas', 'manage/data', 'manage/contacts', 'launch', 'launch/create-version', 'launch/email', 'launch/intercept',
    ].map((tab) => [`${base}/${tab}`, /.+/] as const),
  ] as const) await visit(page, path, heading);

  await page.goto(`${base}/edit`);
  await add(page, 'Single choice');
  await expect(tree(page).getByRole('button', { name: /^Q1/ })).toBeVisible();
  const panel = page.getByRole('complementary', { name: /settings$/ });
  await page.getByRole('button', { name: 'Close panel' }).click();
  await expect(panel).toBeHidden();
  await expectNoSidewaysScroll(page, 'edit, settings closed');
  await settingsOf(page, /^Q1/);
  await expect(panel).toBeVisible();
  await expectNoSidewaysScroll(page, 'edit, settings open');
  await page.getByRole('radio', { name: 'Preview' }).check();
  await expectNoSidewaysScroll(page, 'edit, preview');
});

test('on a phone the settings take the place of the survey tree, with a way back', async ({ page }) => {
  await page.goto('/login?redirect=%2Fsurveys');
  await signIn(page);
  await acceptAgreementIfShown(page);
  await page.getByRole('button', { name: 'New Survey', exact: true }).click();
  await page.getByRole('dialog').getByLabel('Survey title').fill('Phone designer');
  await page.getByRole('button', { name: 'Create survey' }).click();
  await page.getByRole('navigation', { name: 'Survey designer' }).getByRole('link', { name: 'Edit' }).click();
  await add(page, 'Single choice');
  await page.getByRole('button', { name: 'Close panel' }).click();
  await page.setViewportSize({ width: 390, height: 800 });
  const panel = page.getByRole('complementary', { name: /settings$/ });
  await settingsOf(page, /^Q1/);
  await expect(panel).toBeVisible();
  await expect(tree(page)).toBeHidden();
  await panel.getByRole('button', { name: 'Back to the survey tree' }).click();
  await expect(panel).toBeHidden();
  await expect(tree(page)).toBeVisible();
  await expect(tree(page).getByRole('treeitem', { name: /^Q1/ })).toBeFocused();

  // The rows keep their text: moving, duplicating and deleting wait in each row's menu.
  await expect(tree(page).getByRole('button', { name: /^Move Q1/ })).toHaveCount(0);
  await tree(page).getByRole('button', { name: /^More actions for Q1\b/ }).click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  await expect(tree(page).getByRole('treeitem', { name: /^Q2\b/ })).toBeVisible();
  await tree(page).getByRole('button', { name: /^More actions for Q2\b/ }).click();
  await page.getByRole('menuitem', { name: 'Move up' }).click();
  const questions = tree(page).getByRole('treeitem', { name: /^Q\d\b/ });
  await expect(questions.first()).toHaveAccessibleName(/^Q2\b/);
  const [label] = await tree(page).locator('.tree-row-label').first().evaluateAll((els) => els.map((el) => el.scrollWidth <= el.clientWidth));
  expect(label, 'the first row\'s text fits its row').toBe(true);

  await page.setViewportSize(DESKTOP);
  await expect(panel.getByRole('button', { name: 'Back to the survey tree' })).toHaveCount(0);
  await expect(tree(page).getByRole('button', { name: /^Move Q2 down/ })).toBeVisible();
});

test('on a phone the Menu button opens and closes the navigation from the keyboard', async ({ page }) => {
  await page.goto('/login');
  await signIn(page);
  await acceptAgreementIfShown(page);
  await page.setViewportSize({ width: 390, height: 800 });
  const nav = page.getByRole('navigation', { name: 'Main' });
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(nav).toBeHidden();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');

  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();

  // Space opens it too; following a link closes it and puts focus on the new page.
  await page.keyboard.press('Space');
  await expect(nav).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Surveys' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/surveys$/);
  await expect(nav).toBeHidden();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('main')).toBeFocused();

  // Back at desktop width the menu stands in place and the button is gone.
  await page.setViewportSize(DESKTOP);
  await expect(nav).toBeVisible();
  await expect(menu).toBeHidden();
});

test('the maintenance page does not scroll sideways', async ({ page, request }) => {
  const admin = await apiToken(request);
  await page.goto('/login');
  await signIn(page);
  await acceptAgreementIfShown(page);
  try {
    await setMaintenance(request, admin, false);
    await expect(page).toHaveURL(/\/maintenance$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page, '/maintenance');
  } finally {
    await setMaintenance(request, admin, true);
  }
});
