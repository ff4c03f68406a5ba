// Duplicate checks with a real unique data collector (spec §3 is_unique) taken through the survey's
// link: the link's value is kept as upload data when the respondent starts, a second respondent
// arriving with a value a complete one holds is screened at once, and the query lists the
// respondents sharing each value (complete or not) as screening compares values (case folded for a
// collector that is not case-sensitive), the largest groups first.
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { respondents } from '../db/region-schema';
import { backends, serverSuite } from '../testing/harness';
import { graphql, publishFixture, takeSurvey, type PublishedFixture } from '../testing/respondent-data';

const duplicates = `query($s: ID!) { duplicateChecks(surveyId: $s) { name value respondentIds } }`;

describe.each(backends)('duplicate checks on %s', (backend) => {
  const suite = serverSuite(backend);
  let fixture: PublishedFixture;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    fixture = await publishFixture(suite.server, suite.admin, { uniqueParameter: 'uid' });
    const db = (await suite.server.ctx.regions.get('uk')).db;
    const newest = async () => (await db.select().from(respondents).where(eq(respondents.admin_survey_id, fixture.surveyId)).orderBy(desc(respondents.created_at)).limit(1))[0]!;
    const take = async (name: string, query: string, codes: (string | null)[]) => {
      if (codes.length) await takeSurvey(suite.server, fixture.surveyId, codes, query);
      else await suite.server.app.inject({ method: 'GET', url: `/s/${fixture.surveyId}${query}` });
      const row = await newest();
      ids[name] = row.id;
      return row;
    };
    expect((await take('ann', '?uid=Ann-1', ['1', null])).status).toBe('complete');
    // Arrives with the value Ann holds: screened as they start.
    expect((await take('annAgain', '?uid=Ann-1', [])).status).toBe('screened');
    expect((await take('bo', '?uid=Bo', ['2'])).status).toBe('incomplete');
    // The collector is not case-sensitive: "bO" is Bo's value, as screening would take it.
    expect((await take('boAgain', '?uid=bO', ['2'])).status).toBe('incomplete');
    expect((await take('cy', '?uid=Cy', ['1', null])).status).toBe('complete');
  }, 120_000);

  it('groups respondents sharing a unique collector\'s value, oldest first within a group', async () => {
    const answer = await graphql(suite.server, suite.admin, duplicates, { s: fixture.surveyId });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.duplicateChecks).toEqual([
      { name: 'uid', value: 'Ann-1', respondentIds: [ids.ann, ids.annAgain] },
      { name: 'uid', value: 'Bo', respondentIds: [ids.bo, ids.boAgain] },
    ]);
  });

  it('a deleted respondent leaves their group, and the preview path compares test respondents only', async () => {
    const removed = await graphql(suite.server, suite.admin, `mutation($s: ID!, $id: ID!) { deleteRespondent(surveyId: $s, id: $id) }`, { s: fixture.surveyId, id: ids.boAgain });
    expect(removed.errors).toBeUndefined();
    const answer = await graphql(suite.server, suite.admin, duplicates, { s: fixture.surveyId });
    expect(answer.data.duplicateChecks).toEqual([{ name: 'uid', value: 'Ann-1', respondentIds: [ids.ann, ids.annAgain] }]);
    const preview = await graphql(suite.server, suite.admin, duplicates, { s: fixture.surveyId }, 'uk', 'preview');
    expect(preview.data.duplicateChecks).toEqual([]);
  });
});
