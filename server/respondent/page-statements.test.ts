// What a respondent's page costs the database (issue 14 throughput): every statement is a round
// trip and CPU on both ends, and page views and posts are what a fielded survey serves most. On
// PostgreSQL, where statements can be counted at the driver: a post (walk, save, redirect) and the
// page view after it, for a respondent with answers already stored. Fails when a change adds a
// statement to the hot path; lower the counts when one is removed.
import pg from 'pg';
import { JSDOM } from 'jsdom';
import { afterAll, describe, expect, it } from 'vitest';
import { backends } from '../testing/harness';
import { fieldedSurvey } from '../testing/fielded-survey';
import { createTestServer, type TestServer } from '../testing/harness';
import { newSurvey } from '../testing/users';

const statements: string[] = [];
let counting = false;
const query = pg.Client.prototype.query;
// Every statement the pool's clients send (transactions' begin and commit included).
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  if (counting) {
    const first = args[0] as string | { text?: string } | undefined;
    statements.push(typeof first === 'string' ? first : first?.text ?? String(first));
  }
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;
afterAll(() => { pg.Client.prototype.query = query; });

describe.skipIf(!backends.includes('postgres'))('statements per respondent page on postgres', () => {
  async function counted<T>(work: () => Promise<T>): Promise<{ result: T; sent: string[] }> {
    statements.length = 0;
    counting = true;
    try {
      const result = await work();
      return { result, sent: [...statements] };
    } finally {
      counting = false;
    }
  }

  it('posts a page in 6 statements (survey, respondent with answers, begin, lock, writes, commit) and shows the next in 2', async () => {
    const server: TestServer = await createTestServer('postgres');
    try {
      const admin = await server.signIn();
      const id = await newSurvey(server, admin, 'Coffee survey');
      const { components, routes } = fieldedSurvey();
      for (const [list, items] of [['components', components], ['routes', routes]] as const) {
        expect((await server.call('POST', `/admin/api/surveys/${id}/${list}`, { token: admin, body: items })).status).toBe(200);
      }
      expect((await server.call('POST', `/admin/api/surveys/${id}/published`, { token: admin, body: { development_fields: {}, set_active: true } })).status).toBe(201);

      const first = await server.app.inject({ method: 'GET', url: `/s/${id}` });
      const cookie = String(first.headers['set-cookie']).split(';')[0]!;
      const post = (html: string) => {
        const document = new JSDOM(html).window.document;
        const form = document.querySelector('form')!;
        const choice = form.querySelector<HTMLInputElement>('input[type=radio], input[type=checkbox]');
        if (choice) choice.checked = true;
        for (const box of form.querySelectorAll('textarea')) box.value = 'Coffee';
        const entries = [...new (document.defaultView as unknown as typeof globalThis).FormData(form).entries()].map(([name, value]) => [name, String(value)]);
        return server.app.inject({
          method: 'POST', url: `/s/${id}`, headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
          payload: new URLSearchParams([...entries, ['action', 'next']]).toString(),
        });
      };
      // Page 1 answered first, so the post counted below replaces and reads stored answers.
      expect((await post(first.body)).statusCode).toBe(303);
      const second = await server.app.inject({ method: 'GET', url: `/s/${id}`, headers: { cookie } });

      const posted = await counted(() => post(second.body));
      expect(posted.result.statusCode, posted.result.body).toBe(303);
      expect(posted.sent.map((text) => text.split(/\s/)[0]!.toLowerCase()), posted.sent.join('\n')).toEqual(['select', 'select', 'begin', 'select', 'with', 'commit']);
      const shown = await counted(() => server.app.inject({ method: 'GET', url: `/s/${id}`, headers: { cookie } }));
      expect(shown.result.statusCode).toBe(200);
      expect(shown.sent, shown.sent.join('\n')).toHaveLength(2);
    } finally {
      await server.close();
    }
  });
});
