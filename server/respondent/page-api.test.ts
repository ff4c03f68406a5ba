// The respondent runtime's JSON calls (issue 14 D): a page's answers posted as JSON under its
// idempotency key are walked, validated and saved exactly once, and the reply is the document to
// draw next; the runtime form is one version in one language. Through the real app.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expandedComponents, RUNTIME_FORM_FORMAT, type DocumentPage, type PageReply, type RuntimeForm, type WireComponent } from '../../schema/api/respondent';
import { pageSubmissions } from '../db/region-schema';
import { backends, createTestServer, serverSuite, type TestServer } from '../testing/harness';
import { EXIT_TEXTS, fieldedSurvey } from '../testing/fielded-survey';
import { newSurvey } from '../testing/users';
import { RespondentStore } from './respondent-store';

/** What the first page's HTML names: the page, its key, and Q1's ids (its Young radio, code 1). */
interface FirstPage {
  readonly cookie: string;
  readonly pageId: string;
  readonly key: string;
  readonly q1: string;
  readonly ag1: string;
}

const single = (code: string | null) => ({ type: 'single' as const, value: { code, other: {} } });

describe.each(backends)('respondent page API on %s', (backend) => {
  const suite = serverSuite(backend);

  async function published(server: TestServer = suite.server, admin = suite.admin) {
    const id = await newSurvey(server, admin, 'Coffee survey');
    const { components, routes } = fieldedSurvey();
    for (const [list, items] of [['components', components], ['routes', routes]] as const) {
      const saved = await server.call('POST', `/admin/api/surveys/${id}/${list}`, { token: admin, body: items });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
    const made = await server.call('POST', `/admin/api/surveys/${id}/published`, { token: admin, body: { development_fields: {}, set_active: true } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return id;
  }

  async function firstPage(id: string, server: TestServer = suite.server): Promise<FirstPage> {
    const page = await server.app.inject({ method: 'GET', url: `/s/${id}` });
    const found = (pattern: RegExp) => {
      const match = pattern.exec(page.body);
      if (!match?.[1]) throw new Error(`The first page has no ${pattern.source}: ${page.body.slice(0, 300)}`);
      return match;
    };
    const [, q1, ag1] = found(/name="a:([^:"]+):([^:"]+)" value="1"/);
    return {
      cookie: String(page.headers['set-cookie']).split(';')[0]!,
      pageId: found(/name="page_id" value="([^"]+)"/)[1]!, key: found(/name="idempotency_key" value="([^"]+)"/)[1]!,
      q1: q1!, ag1: ag1!,
    };
  }

  async function answer(id: string, cookie: string | null, body: unknown, server: TestServer = suite.server) {
    const response = await server.app.inject({
      method: 'POST', url: `/s/${id}/pages`, payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    });
    return { status: response.statusCode, body: response.json() as PageReply & { error?: { code: string; details?: { field: string }[] } }, headers: response.headers };
  }

  const pageOf = (reply: PageReply): DocumentPage => {
    if (reply.data.document.body.kind !== 'page') throw new Error(`Expected a page, got ${JSON.stringify(reply.data.document.body)}`);
    return reply.data.document.body;
  };
  const questionsOf = (page: DocumentPage) => page.items.filter((item) => item.kind === 'question').map((item) => item.id);

  async function submissionsOf(cookie: string) {
    const db = (await suite.server.ctx.regions.get('uk')).db;
    const respondent = await new RespondentStore(db, () => new Date()).findByResumeToken(cookie.split('=')[1]!);
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(pageSubmissions).where(eq(pageSubmissions.respondent_id, respondent!.id));
    return { respondent: respondent!, count: row!.n, record: await new RespondentStore(db, () => new Date()).read(respondent!.id) };
  }

  it('saves a page once and answers with the next page to draw; a replay of its key changes nothing', async () => {
    const id = await published();
    const first = await firstPage(id);
    const body = { pageId: first.pageId, idempotencyKey: first.key, action: 'next', answers: { [first.q1]: { [first.ag1]: single('1') } } };
    const saved = await answer(id, first.cookie, body);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.outcome).toBe('saved');
    expect(saved.headers['cache-control']).toBe('no-store');
    // Young skips Page 2: the next page is Page 3, its one open question.
    const next = pageOf(saved.body);
    expect(next.pageId).not.toBe(first.pageId);
    expect(next.pageNumber).toBe(2);
    expect(next.version).toBe(1);
    expect(next.canGoBack).toBe(true);
    expect(next.answers[first.q1]?.[first.ag1]).toEqual(single('1'));
    expect(questionsOf(next)).toHaveLength(1);

    const replay = await answer(id, first.cookie, body);
    expect(replay.status).toBe(200);
    expect(replay.body.outcome).toBe('replayed');
    expect(pageOf(replay.body).pageId).toBe(next.pageId);
    const stored = await submissionsOf(first.cookie);
    expect(stored.count).toBe(1);
    expect(stored.respondent.path).toEqual([first.pageId, next.pageId]);
  });

  it('answers a post for a page the respondent has left with 409 and where they are, storing nothing', async () => {
    const id = await published();
    const first = await firstPage(id);
    const answers = { [first.q1]: { [first.ag1]: single('1') } };
    await answer(id, first.cookie, { pageId: first.pageId, idempotencyKey: first.key, action: 'next', answers });
    const stale = await answer(id, first.cookie, { pageId: first.pageId, idempotencyKey: 'another-key-1', action: 'next', answers: { [first.q1]: { [first.ag1]: single('2') } } });
    expect(stale.status).toBe(409);
    expect(stale.body.outcome).toBe('stale');
    expect(pageOf(stale.body).pageNumber).toBe(2);
    const stored = await submissionsOf(first.cookie);
    expect(stored.count).toBe(1);
    expect(stored.record!.answers.find((a) => a.questionId === first.q1)).toMatchObject({ kind: 'code', values: [expect.objectContaining({ code: '1' })] });
  });

  it('refuses a page with problems (422) with the page and its problems, storing nothing', async () => {
    const id = await published();
    const first = await firstPage(id);
    const refused = await answer(id, first.cookie, { pageId: first.pageId, idempotencyKey: first.key, action: 'next', answers: {} });
    expect(refused.status).toBe(422);
    expect(refused.body.outcome).toBe('refused');
    const page = pageOf(refused.body);
    expect(page.pageId).toBe(first.pageId);
    expect(page.problems).toEqual([expect.objectContaining({ code: 'required', questionId: first.q1, answerGroupId: first.ag1 })]);
    const unknown = await answer(id, first.cookie, { pageId: first.pageId, idempotencyKey: first.key, action: 'next', answers: { [first.q1]: { [first.ag1]: single('9') } } });
    expect(unknown.status).toBe(422);
    expect(pageOf(unknown.body).problems).toEqual([expect.objectContaining({ code: 'unknown_answer', answerCode: '9' })]);
    expect((await submissionsOf(first.cookie)).count).toBe(0);
  });

  it('refuses bad input with 400 naming each field', async () => {
    const id = await published();
    const first = await firstPage(id);
    const names = async (body: unknown) => {
      const reply = await answer(id, first.cookie, body);
      expect(reply.status, JSON.stringify(reply.body)).toBe(400);
      return reply.body.error!.details!.map((d) => d.field).sort();
    };
    expect(await names({ pageId: first.pageId, action: 'sideways', answers: {} })).toEqual(['action', 'idempotencyKey']);
    expect(await names({ pageId: first.pageId, idempotencyKey: first.key, action: 'next', answers: { [first.q1]: { [first.ag1]: { type: 'single', value: 'Young' } } } }))
      .toEqual([`answers.${first.q1}.${first.ag1}.value`]);
    expect(await names({ pageId: first.pageId, idempotencyKey: first.key, action: 'next', answers: {}, extra: 1 })).toEqual(['extra']);
    // An answer to a question of another page (skipping ahead) names the question.
    const elsewhere = '0190d8f0-0000-7000-8000-000000000001';
    expect(await names({ pageId: first.pageId, idempotencyKey: first.key, action: 'next', answers: { [elsewhere]: { x: single('1') } } })).toEqual([`answers.${elsewhere}`]);
    expect((await submissionsOf(first.cookie)).count).toBe(0);
  });

  it('starts no one: without the resume cookie the call is 404', async () => {
    const id = await published();
    const first = await firstPage(id);
    const reply = await answer(id, null, { pageId: first.pageId, idempotencyKey: first.key, action: 'next', answers: {} });
    expect(reply.status).toBe(404);
  });

  it('goes back, and on to the end, where the reply is the exit text', async () => {
    const id = await published();
    const first = await firstPage(id);
    const answers = { [first.q1]: { [first.ag1]: single('1') } };
    const third = pageOf((await answer(id, first.cookie, { pageId: first.pageId, idempotencyKey: first.key, action: 'next', answers })).body);
    const back = await answer(id, first.cookie, { pageId: third.pageId, idempotencyKey: 'back-key-1', action: 'back', answers: {} });
    expect(back.status).toBe(200);
    expect(back.body.outcome).toBe('moved_back');
    const again = pageOf(back.body);
    expect(again.pageId).toBe(first.pageId);
    expect(again.answers[first.q1]?.[first.ag1]).toEqual(single('1'));
    // Each page carries the path up to it (Back on the device walks it offline) and the status
    // line's texts in the page's language.
    expect(third.path).toEqual([first.pageId, third.pageId]);
    expect(again.path).toEqual([first.pageId]);
    expect(back.body.data.document.statusTexts?.sent).toBe('Your answers have been sent.');
    const forth = pageOf((await answer(id, first.cookie, { pageId: first.pageId, idempotencyKey: again.idempotencyKey, action: 'next', answers })).body);
    expect(forth.pageId).toBe(third.pageId);
    const end = await answer(id, first.cookie, { pageId: third.pageId, idempotencyKey: forth.idempotencyKey, action: 'next', answers: {} });
    expect(end.body.outcome).toBe('saved');
    const body = end.body.data.document.body;
    expect(body.kind).toBe('message');
    expect(Object.values(end.body.data.html).join(' ')).toContain(EXIT_TEXTS.complete);
    expect((await submissionsOf(first.cookie)).respondent.status).toBe('complete');
  });

  it('serves a version\'s runtime form in one language, immutable, without secrets', async () => {
    const id = await published();
    const reply = await suite.server.app.inject({ method: 'GET', url: `/s/${id}/versions/1/forms/en` });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const form = reply.json() as RuntimeForm;
    expect(form).toMatchObject({ format: RUNTIME_FORM_FORMAT, surveyId: id, version: 1, lang: { language: 'en', defaultLanguage: 'en' } });
    // A tree: the answers sit under their groups and keep only what differs from their kind's defaults.
    const inTree = (list: readonly WireComponent[]): WireComponent[] => list.flatMap((c) => [c, ...inTree(c.children ?? [])]);
    const answer = inTree(form.components).find((c) => c.kind === 'answer')!;
    expect(Object.keys(answer)).not.toContain('fix_position');
    expect(Object.keys(answer)).not.toContain('parent');
    const components = expandedComponents(form);
    expect(components.find((c) => c.kind === 'answer')).toMatchObject({ fix_position: false, exclusive: false });
    expect(components.some((c) => c.kind === 'routing_page')).toBe(true);
    expect(components.every((c) => !('additional_language_data' in c))).toBe(true);
    // The hostile question text comes sanitised beside it: the browser ships no sanitiser.
    const q1 = components.find((c) => c.kind === 'question' && c.order === 0)!;
    const text = q1.kind === 'question' ? q1.default_language_data?.question_text ?? '' : '';
    expect(form.html[text]).toBeDefined();
    expect(form.html[text]).not.toMatch(/script|onerror/i);
    expect((await suite.server.app.inject({ method: 'GET', url: `/s/${id}/versions/1/forms/de` })).statusCode).toBe(404);
    expect((await suite.server.app.inject({ method: 'GET', url: `/s/${id}/versions/2/forms/en` })).statusCode).toBe(404);
  });
});

describe('respondent offline worker', () => {
  const suite = serverSuite('pglite');
  it('is served as a script at /s/, beside the survey links it controls', async () => {
    const reply = await suite.server.app.inject({ method: 'GET', url: '/s/offline-worker.js' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/javascript/);
    expect(reply.headers['cache-control']).toBe('no-cache');
    // A whole program: the worker function called with its cache and the shell's query.
    expect(reply.body).toMatch(/^\(function offlineWorker\(|^\(\w+\(/);
    expect(reply.body).toContain('fieldwork-respondent-v1');
    expect(() => new Function(reply.body)).not.toThrow();
  });
});

describe('respondent page API limits', () => {
  it('counts JSON calls against the per-address limit: 429 with Retry-After', async () => {
    const server = await createTestServer('pglite', { respondentRateLimit: 2 });
    try {
      const url = '/s/00000000-0000-4000-8000-000000000000/pages';
      const call = () => server.app.inject({ method: 'POST', url, payload: JSON.stringify({ pageId: 'p', idempotencyKey: 'key-00001', action: 'next', answers: {} }), headers: { 'content-type': 'application/json' } });
      expect((await call()).statusCode).toBe(404);
      expect((await call()).statusCode).toBe(404);
      const refused = await call();
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  });
});
