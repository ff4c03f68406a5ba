// Data collectors and data processors at a survey's link (issue 14 A), through the real app with
// scripts off: the link's values kept and read by conditions and piping, a unique value screening
// a second respondent, and the provider called once as the walk passes its processor, with the
// result routing the respondent. The provider is a real HTTP server on 127.0.0.1.
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestServer, type TestServer } from '../testing/harness';
import { COLLECTOR_TEXTS, PROVIDER_BLOCK, collectorSurvey, type CollectorOptions } from '../testing/collector-survey';
import { providerServer, type ProviderServer } from '../testing/provider-server';
import { newSurvey } from '../testing/users';
import { RespondentStore } from './respondent-store';

const TIMEOUT_MS = 400;

describe.each(backends)('data collectors and processors at the link on %s', (backend) => {
  let server: TestServer;
  let admin: string;
  let provider: ProviderServer;
  beforeAll(async () => {
    provider = await providerServer();
    server = await createTestServer(backend, { processors: { defaultUrl: null, timeoutMs: TIMEOUT_MS, allowPrivateAddresses: true } });
    admin = await server.signIn();
  });
  afterAll(async () => {
    await server?.close();
    await provider?.close();
  });

  let surveys = 0;
  /** A published survey whose processor calls the provider at its own path (so tests tell calls apart). */
  async function published(options: Omit<CollectorOptions, 'api'> = {}) {
    const path = `/survey-${++surveys}`;
    const id = await newSurvey(server, admin, 'Feedback survey');
    const built = collectorSurvey({ ...options, api: `${provider.origin}${path}` });
    for (const [list, items] of [['components', built.components], ['routes', built.routes]] as const) {
      const saved = await server.call('POST', `/admin/api/surveys/${id}/${list}`, { token: admin, body: items });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
    const made = await server.call('POST', `/admin/api/surveys/${id}/published`, { token: admin, body: { development_fields: {}, set_active: true } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return { id, path, calls: () => provider.calls.filter((call) => call.path === path) };
  }

  async function open(id: string, query = '', cookie: string | null = null) {
    const response = await server.app.inject({ method: 'GET', url: `/s/${id}${query}`, headers: cookie ? { cookie } : {} });
    const set = response.headers['set-cookie'];
    return {
      status: response.statusCode, html: response.body, document: new JSDOM(response.body).window.document,
      cookie: typeof set === 'string' ? set.split(';')[0]! : cookie,
    };
  }

  /** The page's form with answers chosen by label and the text box filled, as a browser posts it. */
  function formOf(document: Document, choose: readonly string[], typed: string | null = null): [string, string][] {
    for (const label of document.querySelectorAll('label')) {
      const input = label.control as HTMLInputElement | null;
      if (input?.type === 'radio' && choose.includes(label.textContent!.trim())) input.checked = true;
    }
    if (typed !== null) document.querySelector<HTMLTextAreaElement>('form textarea, form input[type="text"]')!.value = typed;
    const window = document.defaultView as unknown as typeof globalThis;
    const entries = [...new window.FormData(document.querySelector('form')!).entries()].map(([name, value]) => [name, String(value)] as [string, string]);
    return [...entries, ['action', 'next']];
  }

  async function post(id: string, cookie: string, entries: [string, string][]) {
    const response = await server.app.inject({
      method: 'POST', url: `/s/${id}`, headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      payload: new URLSearchParams(entries).toString(),
    });
    expect(response.statusCode, response.body).toBe(303);
  }

  async function recordOf(cookie: string) {
    const store = new RespondentStore((await server.ctx.regions.get('uk')).db, () => new Date());
    const summary = await store.findByResumeToken(cookie.split('=')[1]!);
    return summary ? store.read(summary.id) : null;
  }

  const text = (document: Document) => document.body.textContent!.replace(/\s+/g, ' ');
  const processorAnswer = async (cookie: string) => (await recordOf(cookie))?.answers.find((a) => a.kind === 'code' && a.values[0]?.code.length === 3);

  /** Opens the link with `query`, answers Page 1 with Ten (and `comment` when Q2 shows); gives the cookie. */
  async function pastPageOne(id: string, query: string, comment: string | null = null) {
    const first = await open(id, query);
    expect(first.status, first.html).toBe(200);
    await post(id, first.cookie!, formOf(first.document, ['Ten'], comment));
    return first.cookie!;
  }

  it('keeps the link\'s values as upload data fields, shows Q2 only when ?src= is given and pipes src into the exit', async () => {
    provider.reply({ status: 401, body: '{"error":"unauthorized"}' });
    const { id } = await published();
    const withSource = await open(id, '?uid=Abc-1&src=%3Cb%3Email%3C/b%3E');
    expect(text(withSource.document)).toContain(COLLECTOR_TEXTS.q2);
    expect((await recordOf(withSource.cookie!))?.uploadFields).toEqual([{ name: 'src', value: '<b>mail</b>' }, { name: 'uid', value: 'Abc-1' }]);
    const without = await open(id, '?uid=Abc-2');
    expect(text(without.document)).toContain(COLLECTOR_TEXTS.q1);
    expect(text(without.document)).not.toContain(COLLECTOR_TEXTS.q2);

    await post(id, withSource.cookie!, formOf(withSource.document, ['Ten']));
    const end = await open(id, '', withSource.cookie);
    expect(text(end.document)).toContain(`${COLLECTOR_TEXTS.complete} <b>mail</b>`);
    expect(end.document.querySelector('main b')).toBeNull();
  });

  it('screens at once a respondent arriving with a uid a complete respondent holds, compared without case', async () => {
    provider.reply({ status: 401, body: '{}' });
    const { id } = await published();
    const holder = await pastPageOne(id, '?uid=ABC-9');
    expect((await recordOf(holder))?.status).toBe('complete');
    const second = await open(id, '?uid=abc-9');
    expect(text(second.document)).toContain(COLLECTOR_TEXTS.screened);
    expect(second.document.querySelector('form')).toBeNull();
    expect(await recordOf(second.cookie!)).toMatchObject({ status: 'screened', screenedReason: 'Duplicate uid', uploadFields: [{ name: 'uid', value: 'abc-9' }] });
    // Coming back shows the same end.
    expect(text((await open(id, '', second.cookie)).document)).toContain(COLLECTOR_TEXTS.screened);
    // Another value, or none, goes ahead.
    expect(text((await open(id, '?uid=abc-10')).document)).toContain(COLLECTOR_TEXTS.q1);
    expect(text((await open(id)).document)).toContain(COLLECTOR_TEXTS.q1);
  });

  it('compares with case when the collector is case-sensitive', async () => {
    provider.reply({ status: 401, body: '{}' });
    const { id } = await published({ caseSensitive: true });
    await pastPageOne(id, '?uid=ABC');
    expect(text((await open(id, '?uid=abc')).document)).toContain(COLLECTOR_TEXTS.q1);
    expect(text((await open(id, '?uid=ABC')).document)).toContain(COLLECTOR_TEXTS.screened);
  });

  it('screens at completion the second of two respondents who arrived with the same uid', async () => {
    provider.reply({ status: 401, body: '{}' });
    const { id } = await published();
    const first = await open(id, '?uid=same');
    const second = await open(id, '?uid=SAME');
    await post(id, first.cookie!, formOf(first.document, ['Ten']));
    await post(id, second.cookie!, formOf(second.document, ['Zero']));
    expect(await recordOf(first.cookie!)).toMatchObject({ status: 'complete' });
    expect(await recordOf(second.cookie!)).toMatchObject({ status: 'screened', screenedReason: 'Duplicate uid' });
    expect(text((await open(id, '', second.cookie)).document)).toContain(COLLECTOR_TEXTS.screened);
  });

  it('refuses a link value too long for a collector, naming the parameter', async () => {
    const { id } = await published();
    const response = await open(id, `?uid=${'x'.repeat(501)}`);
    expect(response.status).toBe(400);
    expect(response.html).toContain('uid');
  });

  it('posts the provider block as the walk passes the processor, keeps the reply with 200 and routes on it', async () => {
    const { id, calls } = await published();
    provider.reply({ status: 200, body: '{"status":"ok","message":"Stored"}' });
    const cookie = await pastPageOne(id, '?uid=p1&src=mail', 'Friendly staff');
    expect(calls().map((call) => call.body)).toEqual([{ ...PROVIDER_BLOCK, score: 10, comment: 'Friendly staff', tags: ['mail'] }]);
    const next = await open(id, '', cookie);
    expect(text(next.document)).toContain(COLLECTOR_TEXTS.q3);
    // The provider's reply stays on the server.
    expect(next.html).not.toContain('Stored');
    expect(await processorAnswer(cookie)).toMatchObject({ values: [{ code: '200', otherText: '{"status":"ok","message":"Stored"}' }] });
  });

  it('records 401 Unauthorized, and a provider too slow as 500 Unavailable; neither takes the branch', async () => {
    const { id } = await published();
    provider.reply({ status: 401, body: '{"error":"unauthorized","message":"Bad token"}' });
    const denied = await pastPageOne(id, '?uid=d1');
    expect(await processorAnswer(denied)).toMatchObject({ values: [{ code: '401', otherText: '{"error":"unauthorized","message":"Bad token"}' }] });
    expect((await recordOf(denied))?.status).toBe('complete');
    provider.reply({ status: 200, body: '{}', delayMs: TIMEOUT_MS * 3 });
    const slow = await pastPageOne(id, '?uid=d2');
    expect(await processorAnswer(slow)).toMatchObject({
      values: [{ code: '500', otherText: `{"error":"timeout","message":"The provider did not answer within ${TIMEOUT_MS} ms"}` }],
    });
    expect((await recordOf(slow))?.status).toBe('complete');
  });

  it('never calls the provider again: not for a replayed post, nor for the page answered again after Back', async () => {
    const { id, calls } = await published();
    provider.reply({ status: 200, body: '{}' });
    const first = await open(id, '?uid=r1');
    const cookie = first.cookie!;
    const entries = formOf(first.document, ['Ten']);
    await post(id, cookie, entries);
    await post(id, cookie, entries);
    expect(calls()).toHaveLength(1);
    const page3 = await open(id, '', cookie);
    expect(text(page3.document)).toContain(COLLECTOR_TEXTS.q3);
    await post(id, cookie, [...formOf(page3.document, []).filter(([name]) => name !== 'action'), ['action', 'back']]);
    const again = await open(id, '', cookie);
    expect(text(again.document)).toContain(COLLECTOR_TEXTS.q1);
    await post(id, cookie, formOf(again.document, ['Zero']));
    expect(calls()).toHaveLength(1);
    expect(text((await open(id, '', cookie)).document)).toContain(COLLECTOR_TEXTS.q3);
  });

  it('runs a processor placed on a shown page as that page is submitted', async () => {
    const { id, calls } = await published({ processorOnPage1: true });
    provider.reply({ status: 200, body: '{}' });
    const first = await open(id, '?uid=s1');
    expect(calls()).toHaveLength(0);
    await post(id, first.cookie!, formOf(first.document, ['Zero']));
    expect(calls().map((call) => call.body)).toEqual([{ ...PROVIDER_BLOCK, score: 0, comment: null, tags: [] }]);
    expect(text((await open(id, '', first.cookie)).document)).toContain(COLLECTOR_TEXTS.q3);
  });

  it('runs a processor on a first page with nothing to draw as the respondent arrives, once', async () => {
    const { id, calls } = await published({ processorFirst: true });
    provider.reply({ status: 200, body: '{}' });
    const first = await open(id, '?uid=f1&src=web');
    expect(text(first.document)).toContain(COLLECTOR_TEXTS.q1);
    expect(calls().map((call) => call.body)).toEqual([{ ...PROVIDER_BLOCK, score: null, comment: null, tags: ['web'] }]);
    expect(await recordOf(first.cookie!)).toMatchObject({ status: 'not_started', path: [expect.any(String)] });
    await post(id, first.cookie!, formOf(first.document, ['Ten']));
    expect(calls()).toHaveLength(1);
    expect(text((await open(id, '', first.cookie)).document)).toContain(COLLECTOR_TEXTS.q3);
  });
});
