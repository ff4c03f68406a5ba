import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/harness';
import { helpTopics } from '../seed/help-articles';

describe('reference data', () => {
  let server: TestServer;
  beforeAll(async () => { server = await createTestServer(); });
  afterAll(() => server.close());

  it('serves about 200 languages with regional variants as languages.results', async () => {
    const token = await server.signIn();
    const response = await server.call('GET', '/admin/new/api/languages', { token });
    const codes = response.body.languages.results.map((l: { code: string }) => l.code);
    expect(codes.length).toBeGreaterThanOrEqual(190);
    expect(codes).toEqual(expect.arrayContaining(['en', 'en-GB', 'en-US', 'fr-CA', 'pt-BR', 'zh-TW']));
    expect((await server.call('GET', '/admin/new/api/languages')).status).toBe(401);
  });

  it('serves help articles for every help topic, without signing in', async () => {
    const response = await server.call('GET', '/admin/api/help/articles');
    const tags = new Set(response.body.articles.map((a: { tag: string }) => a.tag));
    for (const topic of helpTopics) expect(tags).toContain(topic);
  });
});
