// The preview path (spec §7: "preview changes the path"): the same schema at
// /{region}/preview/respondent-graphql/graphql over test respondents only, whatever a filter asks,
// with mutations reaching test respondents only; the data path keeps answering everyone.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { respondents } from '../db/region-schema';
import { backends, serverSuite } from '../testing/harness';
import { graphql, publishFixture, setFieldingStatus, takeSurvey, type GraphqlPath, type PublishedFixture } from '../testing/respondent-data';

const page = `query($s: ID!, $filter: RespondentFilter) { respondents(surveyId: $s, filter: $filter) { totalCount edges { node { id status isTest } } } }`;

describe.each(backends)('the preview path on %s', (backend) => {
  const suite = serverSuite(backend);
  let fixture: PublishedFixture;
  const rows = { live: [] as string[], test: [] as string[] };

  beforeAll(async () => {
    fixture = await publishFixture(suite.server, suite.admin);
    await takeSurvey(suite.server, fixture.surveyId, ['1', null]); // live, Young → complete (counted)
    await takeSurvey(suite.server, fixture.surveyId, ['2', '2']); // live, screened
    await setFieldingStatus(suite.server, suite.admin, fixture.surveyId, 'test');
    await takeSurvey(suite.server, fixture.surveyId, ['2', '1', null]); // test, Old with coffee → complete
    await takeSurvey(suite.server, fixture.surveyId, ['2']); // test, incomplete
    await setFieldingStatus(suite.server, suite.admin, fixture.surveyId, 'live');
    const all = await (await suite.server.ctx.regions.get('uk')).db.select().from(respondents).where(eq(respondents.admin_survey_id, fixture.surveyId));
    for (const row of all) rows[row.is_test ? 'test' : 'live'].push(row.id);
  }, 120_000);

  const q = (path: GraphqlPath, query: string, variables: Record<string, unknown> = {}) =>
    graphql(suite.server, suite.admin, query, { s: fixture.surveyId, ...variables }, 'uk', path);

  it('pages and exports test respondents only, whatever the filter asks', async () => {
    expect(rows.live).toHaveLength(2);
    expect(rows.test).toHaveLength(2);
    for (const filter of [null, { kind: 'live' }, { kind: 'all', status: ['complete'] }]) {
      const preview = await q('preview', page, { filter });
      expect(preview.errors).toBeUndefined();
      expect(preview.data.respondents.edges.every((e: any) => e.node.isTest)).toBe(true);
    }
    expect((await q('preview', page)).data.respondents.totalCount).toBe(2);
    expect((await q('preview', page, { filter: { status: ['complete'] } })).data.respondents.totalCount).toBe(1);
    expect((await q('data', page)).data.respondents.totalCount).toBe(4);
    const exported = await q('preview', `query($s: ID!) { respondentExport(surveyId: $s) { totalCount edges { node { isTest } } } }`);
    expect(exported.data.respondentExport.totalCount).toBe(2);
    const one = `query($s: ID!, $id: ID!) { respondent(surveyId: $s, id: $id) { id } }`;
    expect((await q('preview', one, { id: rows.live[0] })).data.respondent).toBeNull();
    expect((await q('preview', one, { id: rows.test[0] })).data.respondent).toEqual({ id: rows.test[0] });
  });

  it('counts, progress, usage and quotas count test respondents; quota counts are 0 there', async () => {
    const counts = `query($s: ID!) { counts(surveyIds: [$s], kind: live) { total complete incomplete screened test } }`;
    expect((await q('preview', counts)).data.counts).toEqual([{ total: 2, complete: 1, incomplete: 1, screened: 0, test: 2 }]);
    expect((await q('data', counts)).data.counts).toEqual([{ total: 2, complete: 1, incomplete: 0, screened: 1, test: 2 }]);
    const progress = `query($s: ID!) { progress(surveyId: $s) { periods { complete incomplete screened } } }`;
    expect((await q('preview', progress)).data.progress.periods.at(-1)).toEqual({ complete: 1, incomplete: 1, screened: 0 });
    const usage = `query($s: ID!) { usage(surveyIds: [$s], from: "2000-01-01T00:00:00Z", to: "2100-01-01T00:00:00Z") { completes respondents } }`;
    expect((await q('preview', usage)).data.usage).toEqual([{ completes: 1, respondents: 2 }]);
    const quotas = `query($s: ID!) { quotas(surveyId: $s) { groups { definitions { count criteriaCount } } } }`;
    expect((await q('preview', quotas)).data.quotas[0].groups[0].definitions).toEqual([{ count: 0, criteriaCount: 0 }]);
    expect((await q('data', quotas)).data.quotas[0].groups[0].definitions).toEqual([{ count: 1, criteriaCount: 1 }]);
  });

  it('refuses contacts and e-mail there, naming the data path', async () => {
    const stats = await q('preview', `query($s: ID!) { emailStats(surveyId: $s) { count } }`);
    expect(stats.errors?.[0]?.extensions).toMatchObject({ code: 'not_in_preview', field: 'emailStats' });
    expect(stats.errors?.[0]?.message).toContain('/uk/respondent-graphql/graphql');
  });

  it('edits and deletes test respondents only: a live one is not found there and stays as it was', async () => {
    const update = `mutation($s: ID!, $id: ID!) { updateRespondent(surveyId: $s, id: $id, update: {}) { status screenedReason } }`;
    const remove = `mutation($s: ID!, $id: ID!) { deleteRespondent(surveyId: $s, id: $id) }`;
    expect((await q('preview', update, { id: rows.live[0] })).errors?.[0]?.extensions.code).toBe('not_found');
    expect((await q('preview', remove, { id: rows.live[0] })).errors?.[0]?.extensions.code).toBe('not_found');
    const db = (await suite.server.ctx.regions.get('uk')).db;
    const [kept] = await db.select().from(respondents).where(eq(respondents.id, rows.live[0]!));
    expect(kept?.screened_reason).not.toBe('Manual');

    expect((await q('preview', update, { id: rows.test[0] })).data.updateRespondent).toEqual({ status: 'screened', screenedReason: 'Manual' });
    expect((await q('preview', remove, { id: rows.test[1] })).data.deleteRespondent).toBe(rows.test[1]);
    expect((await q('preview', page)).data.respondents.totalCount).toBe(1);
  });
});
