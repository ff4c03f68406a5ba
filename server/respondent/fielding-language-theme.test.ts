// The respondent page's languages and look (issue 14 A), through the real app: a two-language
// survey offers a language switch that works as a plain GET form; switching records the
// respondent's language, keeps their answers and page, and every text follows; the theme's logo
// and the survey's custom CSS (sanitised, scoped to the survey's root) are drawn on every page.
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { backends, serverSuite } from '../testing/harness';
import { fieldedSurvey } from '../testing/fielded-survey';
import { newSurvey } from '../testing/users';
import { RespondentStore } from './respondent-store';

interface Shown {
  readonly status: number;
  readonly html: string;
  readonly document: Document;
  readonly headers: Record<string, unknown>;
  readonly setCookie: string | null;
}

const LOGO = 'https://cdn.example.com/logos/acme.png';
const HOSTILE_CSS = [
  '.respondent__title { color: rgb(1, 2, 3) }',
  'body { display: none }',
  '@import url("https://evil.example/x.css");',
  '.x { background: url(http://evil.example/track.png) }',
  '.y { position: fixed; top: 0 }',
  '.z { content: "</style><script>alert(1)</script>" }',
].join('\n');

/** French texts for Q1, Q2 and Q2's answers; Q1's answers stay in English (the default language's). */
const FRENCH: Readonly<Record<number, Record<string, string>>> = {
  0: { question_text: '<p>Quel âge avez-vous ?</p>' },
  4: { question_text: '<p>Buvez-vous du café ?</p>' },
  6: { label: 'Oui' },
  7: { label: 'Non' },
};

describe.each(backends)('respondent languages and theme on %s', (backend) => {
  const suite = serverSuite(backend);

  async function published(options: { languages?: readonly string[]; theme?: Record<string, unknown> } = {}) {
    const languages = options.languages ?? ['en', 'fr'];
    const id = await newSurvey(suite.server, suite.admin, 'Coffee survey');
    const patched = await suite.server.call('PATCH', `/admin/api/surveys/${id}`, {
      token: suite.admin,
      body: { additional_languages: languages.slice(1), ...(options.theme ? { theme: options.theme } : {}) },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    const built = fieldedSurvey();
    const components = built.components.map((item, index) => {
      const french = FRENCH[index];
      if (!french || !languages.includes('fr')) return item;
      const post = item as { fields: Record<string, unknown> };
      return { ...post, fields: { ...post.fields, additional_language_data: { fr: french } } };
    });
    for (const [list, items] of [['components', components], ['routes', built.routes]] as const) {
      const saved = await suite.server.call('POST', `/admin/api/surveys/${id}/${list}`, { token: suite.admin, body: items });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
    const made = await suite.server.call('POST', `/admin/api/surveys/${id}/published`, {
      token: suite.admin, body: { development_fields: { launch_languages: languages }, set_active: true },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return id;
  }

  async function open(id: string, cookie: string | null = null, query = ''): Promise<Shown> {
    const response = await suite.server.app.inject({ method: 'GET', url: `/s/${id}${query}`, headers: cookie ? { cookie } : {} });
    const set = response.headers['set-cookie'];
    return {
      status: response.statusCode, html: response.body, document: new JSDOM(response.body).window.document,
      headers: response.headers, setCookie: typeof set === 'string' ? set : null,
    };
  }

  /** The page form's entries with the answers chosen by label, and the button pressed. */
  function formOf(document: Document, choose: readonly string[], button = 'next'): [string, string][] {
    const form = document.querySelector<HTMLFormElement>('form[method="post"]')!;
    for (const label of document.querySelectorAll('label')) {
      const input = label.control as HTMLInputElement | null;
      if (input?.type === 'radio' && choose.includes(label.textContent!.trim())) input.checked = true;
    }
    const window = document.defaultView as unknown as typeof globalThis;
    return [...[...new window.FormData(form).entries()].map(([name, value]) => [name, String(value)] as [string, string]), ['action', button]];
  }

  /** What the language switch's GET form sends: its action with the chosen language, as a browser builds it. */
  function switchTo(document: Document, language: string): string {
    const select = document.querySelector<HTMLSelectElement>('select[name="lang"]')!;
    const form = select.form!;
    expect(form.method).toBe('get');
    select.value = language;
    expect(select.value).toBe(language);
    const window = document.defaultView as unknown as typeof globalThis;
    const query = new URLSearchParams([...new window.FormData(form).entries()].map(([name, value]) => [name, String(value)]));
    return `?${query.toString()}`;
  }

  async function post(id: string, cookie: string, entries: readonly [string, string][], query = '') {
    return suite.server.app.inject({
      method: 'POST', url: `/s/${id}${query}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      payload: new URLSearchParams([...entries]).toString(),
    });
  }

  const cookieOf = (shown: Shown) => shown.setCookie!.split(';')[0]!;
  const text = (shown: Shown) => shown.document.body.textContent!.replace(/\s+/g, ' ');
  /** The page form's buttons (its form owner's, as a browser submits them: the switch's belong to its own form). */
  const buttons = (shown: Shown) =>
    [...shown.document.querySelector<HTMLFormElement>('form[method="post"]')!.elements].filter((e) => e.tagName === 'BUTTON').map((b) => b.textContent);

  async function recordOf(cookie: string) {
    const store = new RespondentStore((await suite.server.ctx.regions.get('uk')).db, () => new Date());
    const summary = await store.findByResumeToken(cookie.split('=')[1]!);
    return summary ? store.read(summary.id) : null;
  }

  it('offers a labelled language switch on a two-language survey, as a GET form of its own after the page’s', async () => {
    const id = await published();
    const first = await open(id);
    const { document } = first;
    const select = document.querySelector<HTMLSelectElement>('select[name="lang"]')!;
    expect(select.labels[0]!.textContent).toBe('Language');
    expect([...select.options].map((o) => [o.value, o.textContent, o.lang])).toEqual([['en', 'English', 'en'], ['fr', 'Français', 'fr']]);
    expect(select.value).toBe('en');
    const form = document.getElementById('respondent-language') as HTMLFormElement;
    expect(select.form).toBe(form);
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe(`/s/${id}`);
    const change = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Change language')!;
    expect(change.form).toBe(form);
    // The page's own form comes first and its first submit button is still Next (Enter means Next).
    const pageForm = document.querySelector('form')!;
    expect(pageForm.getAttribute('method')).toBe('post');
    // The switch's button sits inside it in the markup but is not one of its own.
    expect([...pageForm.elements].find((e) => e.getAttribute('type') === 'submit')!.textContent).toBe('Next');
    expect(pageForm.contains(change)).toBe(true);
    expect([...new (document.defaultView as unknown as typeof globalThis).FormData(pageForm).keys()]).not.toContain('lang');
  });

  it('switches language keeping the answers and the page: recorded, every text follows, unknown codes change nothing', async () => {
    const id = await published();
    const first = await open(id);
    const cookie = cookieOf(first);
    expect((await post(id, cookie, formOf(first.document, ['Old']))).statusCode).toBe(303);
    const second = await open(id, cookie);
    expect(text(second)).toContain('Do you drink coffee?');
    expect(buttons(second)).toEqual(['Next', 'Back']);

    const french = await open(id, cookie, switchTo(second.document, 'fr'));
    expect(french.status).toBe(200);
    expect(french.html.startsWith('<!doctype html><html lang="fr">')).toBe(true);
    expect(text(french)).toContain('Buvez-vous du café ?');
    expect(text(french)).toContain('Oui');
    expect(text(french)).toContain('Page 2');
    expect(buttons(french)).toEqual(['Suivant', 'Retour']);
    expect(french.document.querySelector<HTMLSelectElement>('select[name="lang"]')!.value).toBe('fr');
    expect(french.document.querySelector('label[for="respondent-language-select"]')!.textContent).toBe('Langue');
    expect(french.document.querySelector('form')!.getAttribute('action')).toBe(`/s/${id}?lang=fr`);
    const record = await recordOf(cookie);
    expect(record).toMatchObject({ languageId: 'fr', status: 'incomplete' });
    expect(record!.answers).toHaveLength(1);
    expect(record!.path).toHaveLength(2);

    // Back to page 1 in French: the answer given in English is still chosen.
    expect((await post(id, cookie, formOf(french.document, [], 'back'), '?lang=fr')).statusCode).toBe(303);
    const back = await open(id, cookie, '?lang=fr');
    expect(text(back)).toContain('Quel âge avez-vous ?');
    const old = [...back.document.querySelectorAll('label')].find((l) => l.textContent!.trim() === 'Old')!;
    expect((old.control as HTMLInputElement).checked).toBe(true);
    expect((await post(id, cookie, formOf(back.document, ['Old']), '?lang=fr')).statusCode).toBe(303);

    // The next visit without ?lang= keeps the recorded language; a required question left empty
    // is refused in it.
    const resumed = await open(id, cookie);
    expect(resumed.html).toContain('<html lang="fr">');
    const refused = await post(id, cookie, formOf(resumed.document, []));
    expect(refused.statusCode).toBe(422);
    const problems = new JSDOM(refused.body).window.document.querySelector('.survey-page__problems')!.textContent!;
    expect(problems).toContain('Il y a un problème');
    expect(problems).toContain('Ce champ est obligatoire');

    // A language the version does not launch in: no error page, nothing recorded.
    const unknown = await open(id, cookie, '?lang=de');
    expect(unknown.status).toBe(200);
    expect(unknown.html).toContain('<html lang="fr">');
    const garbage = await open(id, cookie, `?lang=${encodeURIComponent('"><script>')}`);
    expect(garbage.status).toBe(200);
    expect(garbage.html).not.toContain('<script>');
    expect(await recordOf(cookie)).toMatchObject({ languageId: 'fr' });

    // And back to English.
    await open(id, cookie, '?lang=en');
    expect(await recordOf(cookie)).toMatchObject({ languageId: 'en' });
  });

  it('keeps a finished respondent’s record, and draws their end page in the language asked for', async () => {
    const id = await published();
    const first = await open(id);
    const cookie = cookieOf(first);
    expect((await post(id, cookie, formOf(first.document, ['Old']))).statusCode).toBe(303);
    const second = await open(id, cookie);
    expect((await post(id, cookie, formOf(second.document, ['No']))).statusCode).toBe(303);
    expect(await recordOf(cookie)).toMatchObject({ status: 'screened', languageId: 'en' });
    const french = await open(id, cookie, '?lang=fr');
    expect(french.html).toContain('<html lang="fr">');
    expect(french.document.querySelector<HTMLSelectElement>('select[name="lang"]')!.value).toBe('fr');
    expect(await recordOf(cookie)).toMatchObject({ status: 'screened', languageId: 'en' });
  });

  it('shows no switch for a survey in one language', async () => {
    const id = await published({ languages: ['en'] });
    const first = await open(id);
    expect(first.document.querySelector('select[name="lang"]')).toBeNull();
    expect(first.document.getElementById('respondent-language')).toBeNull();
    expect(first.document.querySelectorAll('form')).toHaveLength(1);
  });

  it('draws the theme’s logo and the custom CSS, sanitised and scoped to the survey, on every page', async () => {
    const id = await published({ theme: { title: 'Acme Research', custom_css: HOSTILE_CSS, logo_url: LOGO } });
    const first = await open(id);
    const logo = first.document.querySelector<HTMLImageElement>('img.respondent__logo')!;
    expect(logo.getAttribute('src')).toBe(LOGO);
    expect(logo.alt).toBe('Acme Research');
    // The logo tops the page, before the title.
    expect(logo.compareDocumentPosition(first.document.querySelector('h1')!) & 4).toBe(4);
    const csp = String(first.headers['content-security-policy']);
    expect(csp).toMatch(/img-src [^;]*https:/);

    const styles = first.document.querySelectorAll('style');
    expect(styles).toHaveLength(1);
    const css = styles[0]!.textContent!;
    expect(css).toContain('#respondent-main .respondent__title{color:rgb(1, 2, 3)}');
    expect(css).toContain('#respondent-main body{display:none}');
    expect(css).not.toMatch(/@import|evil\.example|fixed/);
    expect(css.toLowerCase()).not.toContain('</style');
    expect(first.document.querySelectorAll('script')).toHaveLength(0);
    // Every rule of the author's is inside the survey's root.
    for (const rule of css.split('\n').slice(1).filter((line) => line.includes('{'))) expect(rule.startsWith('#respondent-main ')).toBe(true);

    // The end page too.
    const cookie = cookieOf(first);
    expect((await post(id, cookie, formOf(first.document, ['Old']))).statusCode).toBe(303);
    const second = await open(id, cookie);
    expect((await post(id, cookie, formOf(second.document, ['No']))).statusCode).toBe(303);
    const end = await open(id, cookie);
    expect(end.document.querySelector('.respondent__message')).not.toBeNull();
    expect(end.document.querySelector('img.respondent__logo')!.getAttribute('src')).toBe(LOGO);
    expect(end.document.querySelector('style')!.textContent).toContain('#respondent-main .respondent__title');
  });

  it('admits a plain-http logo’s origin only, and refuses a logo that is not http(s)', async () => {
    const id = await published({ languages: ['en'], theme: { logo_url: 'http://logos.example.org/a.png' } });
    const first = await open(id);
    expect(first.document.querySelector('img.respondent__logo')!.getAttribute('alt')).toBe('Coffee survey');
    expect(String(first.headers['content-security-policy'])).toMatch(/img-src 'self' data: https: http:\/\/logos\.example\.org;/);
    const other = await newSurvey(suite.server, suite.admin, 'Another');
    const refused = await suite.server.call('PATCH', `/admin/api/surveys/${other}`, { token: suite.admin, body: { theme: { logo_url: 'javascript:alert(1)' } } });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('logo_url');
  });
});
