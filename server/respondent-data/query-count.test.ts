// N+1: a page of respondents with their answers, quota values and upload data costs the same
// number of SQL statements for 5 rows as for 50 (each related table read once per page), and
// new respondents reach the live-update stream from the database's NOTIFY.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { backends, serverSuite } from '../testing/harness';
import { RespondentStore } from '../respondent/respondent-store';
import { graphql, publishFixture, type PublishedFixture } from '../testing/respondent-data';

const page = `query($s: ID!, $first: Int) { respondents(surveyId: $s, first: $first) { totalCount edges { node { id status
  answers { questionId designQuestionId codes } quotaValues { quotaId } uploadData { name value } } } } }`;

describe.each(backends)('respondent data reads on %s', (backend) => {
  const suite = serverSuite(backend);
  let fixture: PublishedFixture;

  async function startRespondents(n: number) {
    const db = (await suite.server.ctx.regions.get('uk')).db;
    const store = new RespondentStore(db, () => new Date());
    const [q1, ag1, p1, p3] = [fixture.built.refs.q1, fixture.built.refs.ag1, fixture.built.refs.p1, fixture.built.refs.p3]
      .map((cid) => fixture.idMap[fixture.designIds[cid]!]!);
    for (let i = 0; i < n; i += 1) {
      const { respondentId } = await store.start({ surveyId: fixture.surveyId, adminSurveyId: fixture.surveyId, version: 1, isTest: false, languageId: 'en', firstPageId: p1! });
      await store.savePage({
        respondentId, idempotencyKey: randomUUID(), pageId: p1!, questionIds: [q1!],
        answers: [{ kind: 'code', questionId: q1!, answerGroupId: ag1!, values: [{ code: '1' }] }], next: { kind: 'page', pageId: p3! },
      });
    }
  }

  beforeAll(async () => {
    fixture = await publishFixture(suite.server, suite.admin);
    await startRespondents(55);
  }, 120_000);

  /** Statements the region database ran while `run` ran. */
  async function statements(run: () => Promise<unknown>): Promise<number> {
    // Both drivers send every statement through their client's query (drizzle's sessions do).
    const client = ((await suite.server.ctx.regions.get('uk')).db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const original = client.query;
    let n = 0;
    client.query = function counted(this: unknown, ...args: unknown[]) {
      n += 1;
      return original.apply(this, args);
    };
    try {
      await run();
    } finally {
      client.query = original;
    }
    return n;
  }

  it('reads a page of 50 in as many statements as a page of 5', async () => {
    let fifty: any;
    const small = await statements(() => graphql(suite.server, suite.admin, page, { s: fixture.surveyId, first: 5 }));
    const large = await statements(async () => { fifty = await graphql(suite.server, suite.admin, page, { s: fixture.surveyId, first: 50 }); });
    expect(fifty.errors).toBeUndefined();
    expect(fifty.data.respondents.edges).toHaveLength(50);
    expect(fifty.data.respondents.edges.every((e: any) => e.node.answers[0].codes[0] === '1')).toBe(true);
    expect(large).toBe(small);
    // page + count + 4 answer tables + quota values + upload data
    expect(large).toBeLessThanOrEqual(8);
  });

  it('reads an export page of every respondent in as many statements as a page of 5', async () => {
    const exportQuery = page.replace('respondents(surveyId: $s, first: $first)', 'respondentExport(surveyId: $s, first: $first)');
    let exported: any;
    const small = await statements(() => graphql(suite.server, suite.admin, page, { s: fixture.surveyId, first: 5 }));
    const all = await statements(async () => { exported = await graphql(suite.server, suite.admin, exportQuery, { s: fixture.surveyId, first: 1000 }); });
    expect(exported.errors).toBeUndefined();
    expect(exported.data.respondentExport.edges.length).toBeGreaterThanOrEqual(55);
    expect(all).toBe(small);
  });

  it('streams an event for each respondent created or changing status, from the database', async () => {
    const probe = await suite.server.app.inject({ method: 'GET', url: `/uk/respondent-data/surveys/${fixture.surveyId}/events?max_seconds=0`, headers: { authorization: `Token ${suite.admin}` } });
    expect(probe.statusCode).toBe(200);
    expect(probe.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(probe.body).toContain(': connected');
    const wrong = await suite.server.app.inject({ method: 'GET', url: `/eu/respondent-data/surveys/${fixture.surveyId}/events?max_seconds=0`, headers: { authorization: `Token ${suite.admin}` } });
    expect(wrong.statusCode).toBe(401);
    expect(JSON.parse(wrong.body).error.code).toBe('invalid_region');

    const streaming = suite.server.app.inject({ method: 'GET', url: `/uk/respondent-data/surveys/${fixture.surveyId}/events?max_seconds=2`, headers: { authorization: `Token ${suite.admin}` } });
    // The stream listens before its first byte; give the request a moment to get there.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await startRespondents(1);
    const body = (await streaming).body;
    const events = body.split('\n\n').filter((block) => block.startsWith('event: respondents'))
      .map((block) => JSON.parse(block.split('\ndata: ')[1]!) as { surveyId: string; status: string });
    expect(events.map((e) => e.status)).toEqual(['not_started', 'incomplete']);
    expect(events.every((e) => e.surveyId === fixture.surveyId)).toBe(true);
  });
});
