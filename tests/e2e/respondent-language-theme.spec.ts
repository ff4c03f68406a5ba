// A respondent switches language on a two-language survey (issue 14 A), with scripts off and on:
// the switch is a labelled select with a button (a GET form), the page stays where it was with its
// answers, and every text (question, answers, buttons, problems) follows, with the document's lang.
// The theme's logo tops the page; the survey's custom CSS styles the survey and nothing outside it.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { fieldedSurvey } from '../../server/testing/fielded-survey';
import { seriousViolations } from './guide-page';
import { apiToken } from './support';

const auth = (token: string) => ({ Authorization: `Token ${token}` });

/** French texts by the fielded survey's component index: Q1, Q2 and Q2's answers. */
const FRENCH: Readonly<Record<number, Record<string, string>>> = {
  0: { question_text: '<p>Quel âge avez-vous ?</p>' },
  4: { question_text: '<p>Buvez-vous du café ?</p>' },
  6: { label: 'Oui' },
  7: { label: 'Non' },
};

/** Rules inside the survey, and hostile ones aimed outside it (all neutralised by the server). */
const CUSTOM_CSS = [
  '.respondent__title { color: rgb(1, 2, 3) }',
  'p { color: rgb(4, 5, 6) }',
  'body, html, :root { background: rgb(255, 0, 0) !important }',
  '.survey-page { position: fixed; top: 0 }',
  '@import url("https://evil.example/x.css");',
].join('\n');

/** A survey in English and French with a logo and custom CSS, published and active; its id. */
async function bilingualSurvey(request: APIRequestContext, title: string, logoUrl: string): Promise<string> {
  const token = await apiToken(request);
  const created = await request.post('/admin/api/surveys', { headers: auth(token), data: { title: `${title} ${Date.now()}` } });
  expect(created.status(), await created.text()).toBe(201);
  const surveyId = (await created.json()).survey.id as string;
  const patched = await request.patch(`/admin/api/surveys/${surveyId}`, {
    headers: auth(token),
    data: { additional_languages: ['fr'], theme: { title: 'Acme Research', custom_css: CUSTOM_CSS, logo_url: logoUrl } },
  });
  expect(patched.status(), await patched.text()).toBe(200);
  const built = fieldedSurvey();
  const components = built.components.map((item, index) => {
    const french = FRENCH[index];
    if (!french) return item;
    const post = item as { fields: Record<string, unknown> };
    return { ...post, fields: { ...post.fields, additional_language_data: { fr: french } } };
  });
  for (const [list, items] of [['components', components], ['routes', built.routes]] as const) {
    const saved = await request.post(`/admin/api/surveys/${surveyId}/${list}`, { headers: auth(token), data: items });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  const published = await request.post(`/admin/api/surveys/${surveyId}/published`, {
    headers: auth(token), data: { development_fields: { launch_languages: ['en', 'fr'] }, set_active: true },
  });
  expect(published.status(), await published.text()).toBe(201);
  return surveyId;
}

const question = (page: Page, text: string) => page.locator('.survey-page__question-text', { hasText: text });
const colourOf = (page: Page, selector: string) => page.locator(selector).first().evaluate((el) => getComputedStyle(el).color);

async function respondent(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // The fixture's hostile question text keeps an image "x" that is not there (its 404 is logged).
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  return { page, errors };
}

/** Chooses a language with the keyboard and presses the switch's button with it, as a keyboard user would. */
async function switchLanguage(page: Page, label: string, language: string, button: string) {
  const select = page.getByLabel(label, { exact: true });
  await select.focus();
  await select.selectOption(language);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: button })).toBeFocused();
  await page.keyboard.press('Enter');
}

for (const javaScriptEnabled of [false, true]) {
  test(`a respondent ${javaScriptEnabled ? 'with' : 'without'} JavaScript switches language, keeping their answers and page`, async ({ browser, request, baseURL }) => {
    // The logo is any image this server has: the address is absolute, as a theme's is.
    const logoUrl = new URL('/favicon.svg', baseURL).href;
    const surveyId = await bilingualSurvey(request, 'Bilingual survey', logoUrl);
    const { page, errors } = await respondent(browser, javaScriptEnabled);
    await page.goto(`/s/${surveyId}`);
    if (javaScriptEnabled) await expect(page.locator('h1')).toBeFocused();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(question(page, 'How old are you?')).toBeVisible();

    // The logo, loaded, with the theme's title as its text.
    const logo = page.getByRole('img', { name: 'Acme Research' });
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // Custom CSS: applied inside the survey's root, not outside it.
    expect(await colourOf(page, 'h1')).toBe('rgb(1, 2, 3)');
    expect(await colourOf(page, '.respondent__progress')).toBe('rgb(4, 5, 6)');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe('rgb(255, 0, 0)');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).not.toBe('rgb(255, 0, 0)');
    expect(await page.locator('.survey-page').first().evaluate((el) => getComputedStyle(el).position)).not.toBe('fixed');
    if (javaScriptEnabled) {
      // The status line is drawn outside the survey's root: the author's `p` rule does not reach it.
      await expect(page.locator('#respondent-status')).toHaveCount(1);
      expect(await colourOf(page, '#respondent-status')).not.toBe('rgb(4, 5, 6)');
    }

    // Page 1 in English, then Page 2.
    await page.getByLabel('Old', { exact: true }).check();
    const sent = javaScriptEnabled ? page.waitForResponse((r) => r.url().includes('/pages') && r.request().method() === 'POST') : null;
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Page 2', { exact: true })).toBeVisible();
    await expect(question(page, 'Do you drink coffee?')).toBeVisible();
    // With scripts the page was sent without a load: the server has it before the switch.
    if (sent) expect((await sent).status()).toBe(200);

    await switchLanguage(page, 'Language', 'fr', 'Change language');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(question(page, 'Buvez-vous du café ?')).toBeVisible();
    await expect(page.getByText('Page 2', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Oui', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Langue', { exact: true })).toHaveValue('fr');
    // A page in French loads its problem texts, preloaded with the entry; an English page never does.
    await expect(page.locator('link[rel="modulepreload"][href*="problem-texts-languages"]')).toHaveCount(1);
    await expect(page.getByRole('img', { name: 'Acme Research' })).toBeVisible();
    expect(await colourOf(page, 'h1')).toBe('rgb(1, 2, 3)');
    if (javaScriptEnabled) {
      await expect(page.locator('h1')).toBeFocused();
      expect(await seriousViolations(page)).toEqual([]);
    }

    // Refused in French: the problem summary and the required message follow.
    await page.getByRole('button', { name: 'Suivant' }).click();
    await expect(page.getByRole('alert', { name: 'Il y a un problème' })).toContainText('Ce champ est obligatoire');

    // Back keeps the answer given in English (with scripts, sent before the next switch).
    const back = javaScriptEnabled ? page.waitForResponse((r) => r.url().includes('/pages') && r.request().method() === 'POST') : null;
    await page.getByRole('button', { name: 'Retour' }).click();
    if (back) expect((await back).status()).toBe(200);
    await expect(question(page, 'Quel âge avez-vous ?')).toBeVisible();
    await expect(page.getByLabel('Old', { exact: true })).toBeChecked();
    await expect(page.getByText('Page 1', { exact: true })).toBeVisible();

    // And back to English, from the end of the survey too.
    await switchLanguage(page, 'Langue', 'en', 'Changer de langue');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(question(page, 'How old are you?')).toBeVisible();
    await expect(page.locator('link[rel="modulepreload"][href*="problem-texts-languages"]')).toHaveCount(0);
    await expect(page.getByLabel('Old', { exact: true })).toBeChecked();
    expect(errors).toEqual([]);
  });
}

test('an unknown ?lang= shows the default language, no error page; the switch and logo fit 320 px', async ({ browser, request, baseURL }) => {
  const surveyId = await bilingualSurvey(request, 'Unknown language', new URL('/favicon.svg', baseURL).href);
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 320, height: 640 } });
  const page = await context.newPage();
  const response = await page.goto(`/s/${surveyId}?lang=xx`);
  expect(response!.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(question(page, 'How old are you?')).toBeVisible();
  await expect(page.getByLabel('Language', { exact: true })).toHaveValue('en');
  await expect(page.getByRole('button', { name: 'Change language' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Acme Research' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
