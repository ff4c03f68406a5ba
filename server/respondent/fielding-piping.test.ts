// A respondent's answer order and piped texts on the server-rendered pages (issue 14 A): a
// randomised group keeps one order per respondent across visits, an earlier answer reads in a
// later page's texts, and typed markup piped into a page stays text. Through the real app.
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { backends, serverSuite } from '../testing/harness';
import type { DocumentPage, PageReply } from '../../schema/api/respondent';
import { ECHO_TEXT, EXIT_TEXTS, PIPED_TEXTS, fieldedSurvey, type FieldedOptions } from '../testing/fielded-survey';
import { newSurvey } from '../testing/users';

describe.each(backends)('answer order and piping on respondent pages on %s', (backend) => {
  const suite = serverSuite(backend);

  async function published(options: FieldedOptions) {
    const id = await newSurvey(suite.server, suite.admin, 'Coffee survey');
    const built = fieldedSurvey(options);
    for (const [list, items] of [['components', built.components], ['routes', built.routes]] as const) {
      const saved = await suite.server.call('POST', `/admin/api/surveys/${id}/${list}`, { token: suite.admin, body: items });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
    const made = await suite.server.call('POST', `/admin/api/surveys/${id}/published`, { token: suite.admin, body: { development_fields: {}, set_active: true } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return id;
  }

  async function open(id: string, cookie: string | null = null) {
    const response = await suite.server.app.inject({ method: 'GET', url: `/s/${id}`, headers: cookie ? { cookie } : {} });
    expect(response.statusCode, response.body).toBe(200);
    const set = response.headers['set-cookie'];
    return { document: new JSDOM(response.body).window.document, cookie: typeof set === 'string' ? set.split(';')[0]! : cookie };
  }

  /** The page's form with the answers chosen by label and the text box filled, posted with Next. */
  async function answer(id: string, cookie: string, document: Document, choose: readonly string[], typed: string | null = null) {
    for (const label of document.querySelectorAll('label')) {
      const input = label.control as HTMLInputElement | null;
      if (input?.type === 'radio' && choose.includes(label.textContent!.trim())) input.checked = true;
    }
    if (typed !== null) document.querySelector<HTMLTextAreaElement>('form textarea, form input[type="text"]')!.value = typed;
    const window = document.defaultView as unknown as typeof globalThis;
    const entries = [...new window.FormData(document.querySelector('form')!).entries()].map(([name, value]) => [name, String(value)]);
    const response = await suite.server.app.inject({
      method: 'POST', url: `/s/${id}`, headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      payload: new URLSearchParams([...entries, ['action', 'next']]).toString(),
    });
    expect(response.statusCode, response.body).toBe(303);
  }

  const q1Order = (document: Document) => [...document.querySelectorAll('input[type="radio"]')].map((input) => input.getAttribute('value')).join();
  const text = (document: Document) => document.body.textContent!.replace(/\s+/g, ' ');

  it('shows a randomised group in one order per respondent, on every visit, and other orders to others', async () => {
    const id = await published({ randomise: true });
    const first = await open(id);
    const order = q1Order(first.document);
    expect(order.split(',').sort()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(q1Order((await open(id, first.cookie)).document)).toBe(order);
    const others = await Promise.all([1, 2, 3, 4, 5].map(async () => q1Order((await open(id)).document)));
    expect(others.some((other) => other !== order)).toBe(true);
  });

  it('pipes Q1\'s label into a later page and the typed text into the exit, as text', async () => {
    const id = await published({ piping: true });
    const first = await open(id);
    const cookie = first.cookie!;
    await answer(id, cookie, first.document, ['Young']);
    const later = await open(id, cookie);
    expect(text(later.document)).toContain(`${PIPED_TEXTS.q3} Young?`);
    const hostile = '<script>document.title="hacked"</script><b>bold</b>';
    await answer(id, cookie, later.document, [], hostile);
    const end = await open(id, cookie);
    expect(text(end.document)).toContain(`${EXIT_TEXTS.complete} ${PIPED_TEXTS.exit} ${hostile}`);
    expect(end.document.querySelector('main script, main b')).toBeNull();
  });

  it('names a text piping an answer on its own page, with its template, and pipes that answer when it draws the page again', async () => {
    const id = await published({ piping: true, echo: true });
    const first = await open(id);
    const cookie = first.cookie!;
    // Nothing chosen yet: the item reads as nothing.
    expect(text(first.document)).toContain(`${ECHO_TEXT} ?`);
    await answer(id, cookie, first.document, ['Old']);
    const second = await open(id, cookie);
    // Back as the browser's runtime sends it: the reply draws Page 1 again, with Q1's answer in it.
    const field = (name: string) => second.document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!.value;
    const reply = await suite.server.app.inject({
      method: 'POST', url: `/s/${id}/pages`, headers: { 'content-type': 'application/json', cookie },
      payload: JSON.stringify({ pageId: field('page_id'), idempotencyKey: field('idempotency_key'), action: 'back', answers: {} }),
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const { data } = reply.json() as PageReply;
    const page = data.document.body as DocumentPage;
    expect(page.liveTexts).toHaveLength(1);
    const [live] = page.liveTexts!;
    const q1 = page.components.find((c) => c.kind === 'question' && c.id !== live!.componentId)!;
    expect(live).toMatchObject({ field: 'question_text', reads: [q1.id] });
    const echo = page.components.find((c) => c.id === live!.componentId)!;
    expect(echo.kind === 'question' && echo.default_language_data?.question_text).toBe(`<p>${ECHO_TEXT} Old?</p>`);
    // The browser pipes the server's sanitised template, whose only markup besides the author's is the item.
    expect(data.html[live!.html]).toBe(`<p>${ECHO_TEXT} <span dt-id="${q1.id}" dt-type="question" dt-value="label"></span>?</p>`);
    // Scripts off, the page as the server draws it now pipes the answer too.
    expect(text((await open(id, cookie)).document)).toContain(`${ECHO_TEXT} Old?`);
  });
});
