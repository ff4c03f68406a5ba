// What a respondent's browser gets when the server refuses a page request: a page in words with
// the way back to the link, never the APIs' JSON error body; the runtime's JSON calls keep JSON.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestServer, type TestServer } from '../testing/harness';
import { publishFixture, type PublishedFixture } from '../testing/respondent-data';

describe.each(backends)('refusal pages on %s', (backend) => {
  let server: TestServer;
  let fixture: PublishedFixture;

  beforeAll(async () => {
    server = await createTestServer(backend, { respondentRateLimit: 6 });
    fixture = await publishFixture(server, await server.signIn(), { uniqueParameter: 'uid' });
  }, 60_000);
  afterAll(() => server?.close());

  it('draws a link parameter the survey cannot take as a page naming the problem', async () => {
    const reply = await server.app.inject({ method: 'GET', url: `/s/${fixture.surveyId}?uid=a%01b`, remoteAddress: '203.0.113.1' });
    expect(reply.statusCode).toBe(400);
    expect(reply.headers['content-type']).toMatch(/^text\/html/);
    expect(reply.body).toContain('This link or form could not be used');
    expect(reply.body).toContain('control characters');
    expect(reply.body).not.toContain('{"error"');
    expect(String(reply.headers['content-security-policy'])).toContain("script-src 'none'");
  });

  it('draws too many requests as a page asking to wait, with Retry-After', async () => {
    let last = await server.app.inject({ method: 'GET', url: `/s/${fixture.surveyId}`, remoteAddress: '203.0.113.2' });
    for (let n = 0; n < 10 && last.statusCode !== 429; n++) {
      last = await server.app.inject({ method: 'GET', url: `/s/${fixture.surveyId}`, remoteAddress: '203.0.113.2' });
    }
    expect(last.statusCode).toBe(429);
    expect(last.headers['content-type']).toMatch(/^text\/html/);
    expect(last.headers['retry-after']).toMatch(/^\d+$/);
    expect(last.body).toContain('Please wait a minute');
    expect(last.body).not.toContain('{"error"');
  });

  it('keeps JSON for the runtime\'s JSON calls', async () => {
    const reply = await server.app.inject({
      method: 'POST', url: `/s/${fixture.surveyId}/pages`, remoteAddress: '203.0.113.3',
      headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ pageId: 42 }),
    });
    expect(reply.statusCode).toBeGreaterThanOrEqual(400);
    expect(reply.statusCode).toBeLessThan(500);
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(reply.body)).toHaveProperty('error');
  });
});
