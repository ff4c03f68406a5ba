// Quota counts follow the data: deleting a counted respondent, or correcting one by hand (→ screened,
// Manual), gives their place back in the same transaction, so the next respondent who qualifies
// completes instead of ending quota_full; never below 0, never for respondents who were not counted.
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { quotaCounts, quotaValues, respondents } from '../db/region-schema';
import { backends, serverSuite } from '../testing/harness';
import { graphql, publishFixture, setFieldingStatus, takeSurvey, type PublishedFixture } from '../testing/respondent-data';

const remove = `mutation($s: ID!, $id: ID!) { deleteRespondent(surveyId: $s, id: $id) }`;
const update = `mutation($s: ID!, $id: ID!, $u: RespondentUpdate!) { updateRespondent(surveyId: $s, id: $id, update: $u) { status screenedReason quotaValues { quotaId } } }`;

describe.each(backends)('quota places given back on %s', (backend) => {
  const suite = serverSuite(backend);
  let fixture: PublishedFixture;

  beforeAll(async () => {
    // Young's target is 1: one complete Young fills it.
    fixture = await publishFixture(suite.server, suite.admin, { quotaTarget: 1 });
  }, 120_000);

  const regionDb = async () => (await suite.server.ctx.regions.get('uk')).db;
  const count = async () => {
    const [row] = await (await regionDb()).select({ count: quotaCounts.count }).from(quotaCounts)
      .where(and(eq(quotaCounts.admin_survey_id, fixture.surveyId), eq(quotaCounts.definition_id, fixture.quotaDefinitionId)));
    return row?.count ?? 0;
  };
  /**
   * Takes the survey as a Young respondent (Page 3, the quota page, left blank): complete when there
   * is room; when Young is full the walk ends on reaching Page 3 (`pages` 1: nothing more to post).
   */
  const youngTakes = async (pages: 1 | 2 = 2) => {
    await takeSurvey(suite.server, fixture.surveyId, pages === 2 ? ['1', null] : ['1']);
    const [newest] = await (await regionDb()).select().from(respondents)
      .where(eq(respondents.admin_survey_id, fixture.surveyId)).orderBy(desc(respondents.created_at)).limit(1);
    return newest!;
  };
  const q = (query: string, variables: Record<string, unknown>) => graphql(suite.server, suite.admin, query, variables);

  it('a deleted complete respondent frees their place, and the next Young completes', async () => {
    const first = await youngTakes();
    expect(first.status).toBe('complete');
    expect(await count()).toBe(1);
    const blocked = await youngTakes(1);
    expect(blocked.status).toBe('quota_full');

    // Deleting someone who was not counted gives nothing back.
    expect((await q(remove, { s: fixture.surveyId, id: blocked.id })).errors).toBeUndefined();
    expect(await count()).toBe(1);

    expect((await q(remove, { s: fixture.surveyId, id: first.id })).errors).toBeUndefined();
    expect(await count()).toBe(0);
    const next = await youngTakes();
    expect(next.status).toBe('complete');
    expect(await count()).toBe(1);
  });

  it('a manual edit (→ screened) frees the place and clears the quota values; a second edit frees nothing more', async () => {
    const [counted] = await (await regionDb()).select().from(respondents)
      .where(and(eq(respondents.admin_survey_id, fixture.surveyId), eq(respondents.status, 'complete')));
    expect(await count()).toBe(1);
    const edited = await q(update, { s: fixture.surveyId, id: counted!.id, u: { languageId: 'en' } });
    expect(edited.errors).toBeUndefined();
    expect(edited.data.updateRespondent).toEqual({ status: 'screened', screenedReason: 'Manual', quotaValues: [] });
    expect(await count()).toBe(0);
    expect(await (await regionDb()).select().from(quotaValues).where(eq(quotaValues.respondent_id, counted!.id))).toEqual([]);

    const next = await youngTakes();
    expect(next.status).toBe('complete');
    expect(await count()).toBe(1);
    await q(update, { s: fixture.surveyId, id: counted!.id, u: { languageId: 'en' } });
    expect(await count()).toBe(1);
  });

  it('never takes a count below 0', async () => {
    const [counted] = await (await regionDb()).select().from(respondents)
      .where(and(eq(respondents.admin_survey_id, fixture.surveyId), eq(respondents.status, 'complete')));
    // A count reset by hand (or already given back) while the respondent still holds quota values.
    await (await regionDb()).update(quotaCounts).set({ count: 0 })
      .where(and(eq(quotaCounts.admin_survey_id, fixture.surveyId), eq(quotaCounts.definition_id, fixture.quotaDefinitionId)));
    expect((await q(remove, { s: fixture.surveyId, id: counted!.id })).errors).toBeUndefined();
    expect(await count()).toBe(0);
  });

  it('test respondents are never counted, so deleting one gives nothing back', async () => {
    const live = await youngTakes();
    expect(live.status).toBe('complete');
    expect(await count()).toBe(1);
    await setFieldingStatus(suite.server, suite.admin, fixture.surveyId, 'test');
    try {
      // Checked against the live count (full), so a Young test respondent ends quota_full; an Old one completes.
      await takeSurvey(suite.server, fixture.surveyId, ['2', '1', null]);
    } finally {
      await setFieldingStatus(suite.server, suite.admin, fixture.surveyId, 'live');
    }
    const [tester] = await (await regionDb()).select().from(respondents)
      .where(and(eq(respondents.admin_survey_id, fixture.surveyId), eq(respondents.is_test, true)));
    expect(tester).toMatchObject({ status: 'complete' });
    expect((await q(remove, { s: fixture.surveyId, id: tester!.id })).errors).toBeUndefined();
    expect(await count()).toBe(1);
  });
});
