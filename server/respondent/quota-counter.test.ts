import { describe, expect, it } from 'vitest';
import { count, eq, inArray } from 'drizzle-orm';
import { quotaValues, respondents } from '../db/region-schema';
import { regionDatabaseSuite } from '../testing/region-database';
import { backends } from '../testing/harness';
import type { PageSubmission } from './page-submission';
import { claim, counts, designIdsOf, type CountedDefinition } from './quota-counter';
import { RespondentStore, type RespondentStart } from './respondent-store';

const now = new Date('2026-11-26T15:00:00Z');
let surveys = 0;
/** Each test its own admin survey, so counts never leak between tests. */
const newSurvey = () => `0195f2c4-7d2a-7000-8000-${String(++surveys).padStart(12, '0')}`;
const definition = (designId: string, target: number, code = designId.toUpperCase()): CountedDefinition => ({ designId, target, quotaId: 'quota-1', code });
const start = (adminSurveyId: string): RespondentStart => ({ surveyId: 'pub-1', adminSurveyId, version: 1, isTest: false, languageId: 'en', firstPageId: 'p1' });
const completing = (respondentId: string, quotaDefinitions: readonly CountedDefinition[], key = `k-${respondentId}`): PageSubmission => ({
  respondentId, idempotencyKey: key, pageId: 'p1', questionIds: ['q1'],
  answers: [{ kind: 'code', questionId: 'q1', answerGroupId: 'ag1', values: [{ code: '1' }] }],
  next: { kind: 'end', status: 'complete' }, quotaDefinitions,
});

describe.each(backends)('quota counter on %s', (backend) => {
  const region = regionDatabaseSuite(backend);
  const store = () => new RespondentStore(region.db, () => now);


  const claimOnce = (survey: string, definitions: readonly CountedDefinition[]) =>
    region.db.transaction((tx) => claim(tx, survey, definitions, now));

  it('counts up to the target and then reports the definition full', async () => {
    const survey = newSurvey();
    expect(await claimOnce(survey, [definition('d1', 2)])).toEqual({ kind: 'counted', counts: new Map([['d1', 1]]) });
    expect(await claimOnce(survey, [definition('d1', 2)])).toEqual({ kind: 'counted', counts: new Map([['d1', 2]]) });
    expect(await claimOnce(survey, [definition('d1', 2)])).toEqual({ kind: 'full', full: ['d1'] });
    expect(await counts(region.db, survey)).toEqual(new Map([['d1', 2]]));
    // Another survey's definition of the same id counts on its own.
    expect(await counts(region.db, newSurvey())).toEqual(new Map());
  });

  it('counts nowhere when one definition is full, and a target of 0 takes no one', async () => {
    const survey = newSurvey();
    await claimOnce(survey, [definition('d2', 1)]);
    expect(await claimOnce(survey, [definition('d1', 5), definition('d2', 1), definition('d3', 5)])).toEqual({ kind: 'full', full: ['d2'] });
    expect(await counts(region.db, survey)).toEqual(new Map([['d2', 1]]));
    expect(await claimOnce(survey, [definition('d1', 5), definition('d0', 0)])).toEqual({ kind: 'full', full: ['d0'] });
    expect(await counts(region.db, survey)).toEqual(new Map([['d2', 1]]));
  });

  it('rolls back with the caller: a claim in a transaction that fails leaves no count', async () => {
    const survey = newSurvey();
    await expect(region.db.transaction(async (tx) => {
      await claim(tx, survey, [definition('d1', 5)], now);
      throw new Error('completion failed after the claim');
    })).rejects.toThrow('completion failed');
    expect(await counts(region.db, survey)).toEqual(new Map());
  });

  it('a completing respondent is counted and their quota values stored', async () => {
    const survey = newSurvey();
    const { respondentId } = await store().start(start(survey));
    const outcome = await store().savePage(completing(respondentId, [definition('d1', 5), definition('d2', 5)]));
    expect(outcome.next).toEqual({ kind: 'end', status: 'complete' });
    expect(await counts(region.db, survey)).toEqual(new Map([['d1', 1], ['d2', 1]]));
    const values = await region.db.select().from(quotaValues).where(eq(quotaValues.respondent_id, respondentId));
    expect(values).toEqual([{ respondent_id: respondentId, quota_id: 'quota-1', definition_codes: ['D1', 'D2'] }]);
  });

  it('a full definition ends the respondent as quota_full with nothing counted, their answers kept', async () => {
    const survey = newSurvey();
    const first = await store().start(start(survey));
    await store().savePage(completing(first.respondentId, [definition('d1', 1)]));
    const { respondentId } = await store().start(start(survey));
    const outcome = await store().savePage(completing(respondentId, [definition('d2', 5), definition('d1', 1)]));
    expect(outcome).toMatchObject({ next: { kind: 'end', status: 'quota_full' }, replayed: false });
    expect(await counts(region.db, survey)).toEqual(new Map([['d1', 1]]));
    expect(await store().read(respondentId)).toMatchObject({ status: 'quota_full', currentPageId: null, surveyEnd: now.toISOString() });
    expect((await store().read(respondentId))?.answers).toHaveLength(1);
    expect(await region.db.select().from(quotaValues).where(eq(quotaValues.respondent_id, respondentId))).toEqual([]);
    // The recorded outcome is quota_full too: a resend gets it again.
    expect((await store().savePage(completing(respondentId, [definition('d2', 5), definition('d1', 1)]))).next).toEqual({ kind: 'end', status: 'quota_full' });
  });

  it('counts only a completion: quotas given with a next page or another exit are not claimed', async () => {
    const survey = newSurvey();
    const { respondentId } = await store().start(start(survey));
    await store().savePage({ ...completing(respondentId, [definition('d1', 5)]), next: { kind: 'page', pageId: 'p2' } });
    const other = await store().start(start(survey));
    await store().savePage({ ...completing(other.respondentId, [definition('d1', 5)]), next: { kind: 'end', status: 'screened' } });
    expect(await counts(region.db, survey)).toEqual(new Map());
  });

  it('a replayed submission never counts twice, sent again or twice at once', async () => {
    const survey = newSurvey();
    const { respondentId } = await store().start(start(survey));
    const submission = completing(respondentId, [definition('d1', 5)]);
    const [a, b] = await Promise.all([store().savePage(submission), store().savePage(submission)]);
    const again = await store().savePage(submission);
    expect([a?.replayed, b?.replayed].sort()).toEqual([false, true]);
    expect(again).toMatchObject({ replayed: true, next: { kind: 'end', status: 'complete' } });
    expect(await counts(region.db, survey)).toEqual(new Map([['d1', 1]]));
  });

  it('200 respondents completing at once against a target of 50: exactly 50 counted, 150 quota_full', async () => {
    const survey = newSurvey();
    const started = await Promise.all(Array.from({ length: 200 }, () => store().start(start(survey))));
    const target = [definition('total', 50)];
    const outcomes = await Promise.all(started.map(({ respondentId }) => store().savePage(completing(respondentId, target))));
    const statuses = outcomes.map((outcome) => (outcome.next.kind === 'end' ? outcome.next.status : 'page'));
    expect(statuses.filter((status) => status === 'complete')).toHaveLength(50);
    expect(statuses.filter((status) => status === 'quota_full')).toHaveLength(150);
    expect(await counts(region.db, survey)).toEqual(new Map([['total', 50]]));
    const ids = started.map((respondent) => respondent.respondentId);
    const stored = await region.db.select({ status: respondents.status, n: count() }).from(respondents)
      .where(inArray(respondents.id, ids)).groupBy(respondents.status).orderBy(respondents.status);
    expect(stored).toEqual([{ status: 'complete', n: 50 }, { status: 'quota_full', n: 150 }]);
    const [values] = await region.db.select({ n: count() }).from(quotaValues).where(inArray(quotaValues.respondent_id, ids));
    expect(values?.n).toBe(50);
  }, 60_000);
});

describe('designIdsOf', () => {
  it('inverts a version id-map: published id → design id', () => {
    expect(designIdsOf({ 'design-1': 'pub-1', 'design-2': 'pub-2' })).toEqual(new Map([['pub-1', 'design-1'], ['pub-2', 'design-2']]));
  });
});
