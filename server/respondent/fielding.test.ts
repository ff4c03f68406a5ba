// A respondent takes a published survey at its link with scripts off (issue 14): server-rendered
// pages, plain form posts, post/redirect/get, exactly-once saves. Through the real app: the pages
// are read the way a browser reads them (JSDOM) and posted as its form would post them.
import { eq, sql } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { surveys } from '../db/schema';
import { pageSubmissions } from '../db/region-schema';
import { backends, createTestServer, serverSuite } from '../testing/harness';
import { EXIT_TEXTS, fieldedSurvey, QUOTA_FULL_TEXT } from '../testing/fielded-survey';
import { newSurvey } from '../testing/users';
import { counts } from './quota-counter';
import { RespondentStore } from './respondent-store';

interface Shown {
  readonly status: number;
  readonly html: string;
  readonly document: Document;
  readonly headers: Record<string, unknown>;
  /** The resume cookie the reply set, as a browser would send it back. */
  readonly setCookie: string | null;
}

describe.each(backends)('respondent pages on %s', (backend) => {
  const suite = serverSuite(backend);

  async function published(options: { active?: boolean; publish?: boolean; french?: boolean; quota?: boolean } = {}) {
    const id = await newSurvey(suite.server, suite.admin, 'Coffee survey');
    // quota: one young respondent is enough (target 1), checked on Page 3.
    const built = fieldedSurvey(options.quota ? { quotaTarget: 1 } : {});
    const { routes } = built;
    let { components } = built;
    if (options.french) {
      const patched = await suite.server.call('PATCH', `/admin/api/surveys/${id}`, { token: suite.admin, body: { additional_languages: ['fr'] } });
      expect(patched.status, JSON.stringify(patched.body)).toBe(200);
      // Question 1 in French; everything else falls back to the default language.
      components = components.map((item, index) => {
        if (index !== 0) return item;
        const post = item as { fields: Record<string, unknown> };
        return { ...post, fields: { ...post.fields, additional_language_data: { fr: { question_text: '<p>Quel âge avez-vous ?</p>' } } } };
      });
    }
    for (const [list, items] of [['components', components], ['routes', routes]] as const) {
      const saved = await suite.server.call('POST', `/admin/api/surveys/${id}/${list}`, { token: suite.admin, body: items });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
    if (options.publish !== false) {
      const made = await suite.server.call('POST', `/admin/api/surveys/${id}/published`, {
        token: suite.admin, body: { development_fields: options.french ? { launch_languages: ['en', 'fr'] } : {}, set_active: options.active ?? true },
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
    }
    return id;
  }

  async function open(id: string, cookie: string | null = null, query = ''): Promise<Shown> {
    const response = await suite.server.app.inject({ method: 'GET', url: `/s/${id}${query}`, headers: cookie ? { cookie } : {} });
    const set = response.headers['set-cookie'];
    const setCookie = typeof set === 'string' ? set : null;
    return {
      status: response.statusCode, html: response.body, document: new JSDOM(response.body).window.document,
      headers: response.headers, setCookie,
    };
  }

  /** The entries the page's form posts, with the answers chosen by their labels, and the button. */
  function formOf(document: Document, choose: readonly string[], typed: string | null = null, button = 'next'): [string, string][] {
    const form = document.querySelector('form')!;
    for (const label of document.querySelectorAll('label')) {
      const input = (label.control ?? label.querySelector('input')) as HTMLInputElement | null;
      if (input && (input.type === 'radio' || input.type === 'checkbox') && choose.includes(label.textContent!.trim())) input.checked = true;
    }
    if (typed !== null) {
      const box = form.querySelector<HTMLTextAreaElement>('textarea, input[type="text"]');
      if (!box) throw new Error('The page has no text box to type in');
      box.value = typed;
    }
    const window = document.defaultView as unknown as typeof globalThis;
    const entries = [...new window.FormData(form).entries()].map(([name, value]) => [name, String(value)] as [string, string]);
    return [...entries, ['action', button]];
  }

  async function post(id: string, cookie: string | null, entries: readonly (readonly [string, string])[]) {
    return suite.server.app.inject({
      method: 'POST', url: `/s/${id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
      payload: new URLSearchParams(entries.map(([name, value]) => [name, value])).toString(),
    });
  }

  const cookieOf = (shown: Shown) => shown.setCookie!.split(';')[0]!;
  const tokenOf = (cookie: string) => cookie.split('=')[1]!;
  const text = (shown: Shown) => shown.document.body.textContent!.replace(/\s+/g, ' ');

  async function recordOf(cookie: string) {
    const store = new RespondentStore((await suite.server.ctx.regions.get('uk')).db, () => new Date());
    const summary = await store.findByResumeToken(tokenOf(cookie));
    return summary ? store.read(summary.id) : null;
  }

  /** Starts a respondent and answers Page 1 with `age`; returns their cookie and the page shown next. */
  async function pastPageOne(id: string, age: 'Young' | 'Old') {
    const first = await open(id);
    const cookie = cookieOf(first);
    const answered = await post(id, cookie, formOf(first.document, [age]));
    expect(answered.statusCode, answered.body).toBe(303);
    return { cookie, next: await open(id, cookie) };
  }

  it('says so with a 404 page when nothing is published, or there is no such survey', async () => {
    const id = await published({ publish: false });
    const draft = await open(id);
    expect(draft.status).toBe(404);
    expect(draft.headers['content-type']).toMatch(/^text\/html/);
    expect(text(draft)).toContain('This survey has not been published yet.');
    expect(draft.setCookie).toBeNull();
    const none = await open('00000000-0000-4000-8000-000000000000');
    expect(none.status).toBe(404);
    expect(text(none)).toContain('There is no survey at this address.');
  });

  it('starts a first visit on page 1: the resume cookie, the question, a form that posts back, no script', async () => {
    const id = await published();
    const first = await open(id);
    expect(first.status).toBe(200);
    expect(first.setCookie).toMatch(new RegExp(`^fw_respondent=[A-Za-z0-9_-]+; Path=/s/${id}; Max-Age=\\d+; HttpOnly; SameSite=Lax$`));
    expect(first.html.startsWith('<!doctype html><html lang="en">')).toBe(true);
    expect(first.document.title).toBe('Coffee survey');
    expect(text(first)).toContain('How old are you?');
    expect(text(first)).toContain('Page 1');
    expect(first.document.querySelector('form')!.getAttribute('method')).toBe('post');
    expect(first.document.querySelector('form')!.getAttribute('action')).toBe(`/s/${id}`);
    expect([...first.document.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Next']);
    // The author's script is gone, and nothing could run anyway: the page's CSP allows no script.
    expect(first.document.querySelectorAll('script')).toHaveLength(0);
    expect(first.html).not.toMatch(/<script|onerror/);
    // Nor is its code read out as the question's label.
    expect(text(first)).not.toContain('document.title');
    const csp = String(first.headers['content-security-policy']);
    expect(csp).toContain("script-src 'none'");
    const nonce = first.document.querySelector('style')!.getAttribute('nonce')!;
    expect(csp).toContain(`'nonce-${nonce}'`);
    expect(first.headers['cache-control']).toBe('no-store');
    const record = await recordOf(cookieOf(first));
    expect(record).toMatchObject({ status: 'not_started', isTest: false, version: 1, languageId: 'en', answers: [] });
  });

  it('shows a required question left empty with its message beside it, storing nothing', async () => {
    const id = await published();
    const first = await open(id);
    const cookie = cookieOf(first);
    const before = await recordOf(cookie);
    const refused = await post(id, cookie, formOf(first.document, []));
    expect(refused.statusCode).toBe(422);
    const page = new JSDOM(refused.body).window.document;
    expect(page.querySelector('.survey-page__problems')!.textContent).toContain('This field is required');
    const after = await recordOf(cookie);
    expect(after).toEqual(before);
  });

  it('saves a valid page once, answers 303 and skips the branch the answers do not take', async () => {
    const id = await published();
    const { cookie, next } = await pastPageOne(id, 'Young');
    expect(text(next)).toContain('Anything else?');
    expect(text(next)).not.toContain('Do you drink coffee?');
    expect(text(next)).toContain('Page 2');
    const record = await recordOf(cookie);
    expect(record).toMatchObject({ status: 'incomplete', answers: [expect.objectContaining({ kind: 'code', values: [{ code: '1' }] })] });
    expect(record!.path).toHaveLength(2);
  });

  it('applies a replayed post (the same idempotency key) once', async () => {
    const id = await published();
    const first = await open(id);
    const cookie = cookieOf(first);
    const entries = formOf(first.document, ['Old']);
    expect((await post(id, cookie, entries)).statusCode).toBe(303);
    expect((await post(id, cookie, entries)).statusCode).toBe(303);
    const record = await recordOf(cookie);
    const region = (await suite.server.ctx.regions.get('uk')).db;
    const rows = await region.select().from(pageSubmissions).where(eq(pageSubmissions.respondent_id, record!.id));
    expect(rows).toHaveLength(1);
    expect(record!.path).toHaveLength(2);
    expect(text(await open(id, cookie))).toContain('Do you drink coffee?');
  });

  it('goes Back to the page before with its answers, and resumes where the respondent is', async () => {
    const id = await published();
    const { cookie, next } = await pastPageOne(id, 'Young');
    const resumed = await open(id, cookie);
    expect(text(resumed)).toContain('Anything else?');
    expect(resumed.setCookie).toBeNull();
    const back = await post(id, cookie, formOf(next.document, [], null, 'back'));
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/s/${id}`);
    const again = await open(id, cookie);
    expect(text(again)).toContain('How old are you?');
    const young = [...again.document.querySelectorAll('label')].find((l) => l.textContent!.trim() === 'Young')!;
    expect((young.control as HTMLInputElement).checked).toBe(true);
  });

  it('ends at the complete exit with its text and status', async () => {
    const id = await published();
    const { cookie, next } = await pastPageOne(id, 'Young');
    const done = await post(id, cookie, formOf(next.document, [], 'Lovely survey'));
    expect(done.statusCode).toBe(303);
    const end = await open(id, cookie);
    expect(text(end)).toContain(EXIT_TEXTS.complete);
    expect(end.document.querySelector('form')).toBeNull();
    const record = await recordOf(cookie);
    expect(record).toMatchObject({ status: 'complete', currentPageId: null, surveyEnd: expect.any(String) });
    expect(record!.answers.map((a) => a.kind).sort()).toEqual(['code', 'open_text']);
    expect(record!.answers.find((a) => a.kind === 'open_text')).toMatchObject({ value: 'Lovely survey' });
  });

  it('ends at the screened exit when its condition holds', async () => {
    const id = await published();
    const { cookie, next } = await pastPageOne(id, 'Old');
    expect(text(next)).toContain('Do you drink coffee?');
    expect((await post(id, cookie, formOf(next.document, ['No']))).statusCode).toBe(303);
    expect(text(await open(id, cookie))).toContain(EXIT_TEXTS.screened);
    expect(await recordOf(cookie)).toMatchObject({ status: 'screened' });
  });

  it('counts a completion in its quota, and ends the next respondent it is full for as quota_full', async () => {
    const id = await published({ quota: true });
    const first = await pastPageOne(id, 'Young');
    expect(text(first.next)).toContain('Anything else?');
    expect((await post(id, first.cookie, formOf(first.next.document, [], 'Fine'))).statusCode).toBe(303);
    expect(await recordOf(first.cookie)).toMatchObject({ status: 'complete' });
    const region = (await suite.server.ctx.regions.get('uk')).db;
    expect(await counts(region, id)).toEqual(new Map([[expect.any(String), 1]]));

    // The quota is full for the young: reaching the flagged Page 3 ends the survey there.
    const second = await pastPageOne(id, 'Young');
    expect(text(second.next)).toContain(QUOTA_FULL_TEXT);
    expect(await recordOf(second.cookie)).toMatchObject({ status: 'quota_full' });
    // Someone the quota does not cover goes on, completes, and is counted nowhere.
    const older = await pastPageOne(id, 'Old');
    expect((await post(id, older.cookie, formOf(older.next.document, ['Yes']))).statusCode).toBe(303);
    const page3 = await open(id, older.cookie);
    expect(text(page3)).toContain('Anything else?');
    expect((await post(id, older.cookie, formOf(page3.document, [], ''))).statusCode).toBe(303);
    expect(await recordOf(older.cookie)).toMatchObject({ status: 'complete' });
    expect([...(await counts(region, id)).values()]).toEqual([1]);
  });

  it('marks respondents of a survey in test as is_test, and shows a closed survey its closed message', async () => {
    const id = await published({ active: false });
    const first = await open(id);
    expect(first.status).toBe(200);
    expect(await recordOf(cookieOf(first))).toMatchObject({ isTest: true });
    await suite.server.ctx.db.update(surveys).set({ deployment_info: sql`jsonb_set(${surveys.deployment_info}, '{status}', '"closed"')` }).where(eq(surveys.id, id));
    const closed = await open(id);
    expect(closed.status).toBe(200);
    expect(text(closed)).toContain(EXIT_TEXTS.closed);
    expect(closed.document.querySelector('form')).toBeNull();
  });

  it('shows a launch language chosen with ?lang=, and the default for any other', async () => {
    const id = await published({ french: true });
    const french = await open(id, null, '?lang=fr');
    expect(french.html).toContain('<html lang="fr">');
    expect(text(french)).toContain('Quel âge avez-vous ?');
    expect(french.document.querySelector('form')!.getAttribute('action')).toBe(`/s/${id}?lang=fr`);
    expect(await recordOf(cookieOf(french))).toMatchObject({ languageId: 'fr' });
    const other = await open(id, null, '?lang=de');
    expect(other.html).toContain('<html lang="en">');
    expect(text(other)).toContain('How old are you?');
  });

  it('takes only plain forms within their limits', async () => {
    const id = await published();
    const first = await open(id);
    const json = await suite.server.app.inject({ method: 'POST', url: `/s/${id}`, headers: { 'content-type': 'application/json', cookie: cookieOf(first) }, payload: '{}' });
    expect(json.statusCode).toBe(400);
    const tooMany = await post(id, cookieOf(first), Array.from({ length: 2001 }, (_, i) => [`f${i}`, 'x'] as const));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toContain('at most 2000 fields');
    // A JSON endpoint still refuses a form, as it always did.
    const form = await suite.server.app.inject({ method: 'POST', url: '/access/api/auth/login', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'email=a' });
    expect(form.statusCode).toBe(415);
  });
});

describe('respondent pages behind a proxy, and under load from one address', () => {
  it('marks the resume cookie Secure when the request came over https', async () => {
    const server = await createTestServer('pglite', { trustedProxies: ['127.0.0.1'] });
    try {
      const admin = await server.signIn();
      const id = await newSurvey(server, admin);
      const built = fieldedSurvey();
      await server.call('POST', `/admin/api/surveys/${id}/components`, { token: admin, body: built.components });
      await server.call('POST', `/admin/api/surveys/${id}/routes`, { token: admin, body: built.routes });
      expect((await server.call('POST', `/admin/api/surveys/${id}/published`, { token: admin, body: { development_fields: {} } })).status).toBe(201);
      const overHttps = await server.app.inject({ method: 'GET', url: `/s/${id}`, headers: { 'x-forwarded-proto': 'https' } });
      expect(overHttps.statusCode).toBe(200);
      expect(String(overHttps.headers['set-cookie'])).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
    } finally {
      await server.close();
    }
  });

  it('refuses views past the per-address limit with 429 and Retry-After', async () => {
    const server = await createTestServer('pglite', { respondentRateLimit: 2 });
    try {
      const url = '/s/00000000-0000-4000-8000-000000000000';
      expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      const refused = await server.app.inject({ method: 'GET', url });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  });
});
