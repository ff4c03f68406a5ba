// Response compression as a browser meets it (accept-encoding), on the routes it matters for: the
// respondent's page, the JSON APIs, the Data tab's GraphQL; never on an event stream (events would
// wait in the compressor), and never inflating a compressed request body.
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { backends, serverSuite } from '../testing/harness';
import { graphql, publishFixture, type PublishedFixture } from '../testing/respondent-data';
import { compressedTypes } from './compression';

describe('compressed types', () => {
  it('takes text documents, scripts and JSON, and leaves event streams and images alone', () => {
    for (const type of ['text/html; charset=utf-8', 'application/json; charset=utf-8', 'text/javascript; charset=utf-8', 'text/css', 'image/svg+xml']) {
      expect(compressedTypes.test(type), type).toBe(true);
    }
    for (const type of ['text/event-stream; charset=utf-8', 'image/png', 'application/octet-stream', 'text/htmlx']) {
      expect(compressedTypes.test(type), type).toBe(false);
    }
  });
});

describe.each(backends)('compression on %s', (backend) => {
  const suite = serverSuite(backend);
  let fixture: PublishedFixture;

  beforeAll(async () => {
    fixture = await publishFixture(suite.server, suite.admin);
  }, 60_000);

  it('sends the respondent page brotli-compressed to a browser that accepts it, and plain to one that does not', async () => {
    const url = `/s/${fixture.surveyId}`;
    const plain = await suite.server.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const compressed = await suite.server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(compressed.rawPayload).toString();
    expect(html).toContain('<form');
    expect(html.length).toBeGreaterThan(compressed.rawPayload.length);
  });

  it('gzips the APIs\' JSON, the GraphQL answers included', async () => {
    // Ten copies of the columns: over the 1 KB below which nothing is compressed.
    const query = `query($s: ID!) { ${Array.from({ length: 10 }, (_, n) => `h${n}: headerNames(surveyId: $s) { name label questionId answerGroupId valueKind valueLabels { code label } }`).join(' ')} }`;
    const headers = await suite.server.app.inject({
      method: 'POST', url: '/uk/respondent-graphql/graphql',
      headers: { authorization: `Token ${suite.admin}`, 'accept-encoding': 'gzip', 'content-type': 'application/json' },
      payload: JSON.stringify({ query, variables: { s: fixture.surveyId } }),
    });
    expect(headers.headers['content-encoding']).toBe('gzip');
    const answer = JSON.parse(gunzipSync(headers.rawPayload).toString()) as { data: { h0: unknown[] } };
    expect(answer.data.h0.length).toBeGreaterThan(0);
    // The same answer as without compression.
    const same = await graphql(suite.server, suite.admin, query, { s: fixture.surveyId });
    expect(answer.data).toEqual(same.data);
  });

  it('never compresses an event stream', async () => {
    const stream = await suite.server.app.inject({
      method: 'GET', url: `/uk/respondent-data/surveys/${fixture.surveyId}/events?max_seconds=0`,
      headers: { authorization: `Token ${suite.admin}`, 'accept-encoding': 'gzip, br' },
    });
    expect(stream.statusCode).toBe(200);
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.body).toContain(': connected');
  });

  it('does not inflate a compressed request body: it is refused, not parsed', async () => {
    const reply = await suite.server.app.inject({
      method: 'POST', url: '/access/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email: 'admin@example.test', password: 'correct horse battery' })),
    });
    expect(reply.statusCode).toBeGreaterThanOrEqual(400);
    expect(reply.statusCode).toBeLessThan(500);
  });
});
