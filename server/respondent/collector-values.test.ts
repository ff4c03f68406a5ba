// Unique data collectors in the region database: a value is held by the first respondent to
// complete with it; anyone else completing with it is screened, even when both finish at once.
import { and, count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { UniqueValue } from '../../schema';
import { respondents, uniqueCollectorValues, uploadDataFields } from '../db/region-schema';
import { backends } from '../testing/harness';
import { regionDatabaseSuite } from '../testing/region-database';
import { heldValue } from './collector-values';
import { counts, type CountedDefinition } from './quota-counter';
import type { PageSubmission } from './page-submission';
import { RespondentStore, type RespondentStart } from './respondent-store';

const now = new Date('2026-11-27T09:00:00Z');
let surveys = 0;
const newSurvey = () => `0195f2c4-7d2a-7000-9000-${String(++surveys).padStart(12, '0')}`;
const start = (adminSurveyId: string, isTest = false): RespondentStart =>
  ({ surveyId: 'pub-1', adminSurveyId, version: 1, isTest, languageId: 'en', firstPageId: 'p1', fields: [{ name: 'uid', value: 'AbC' }] });
const uid = (key: string): UniqueValue => ({ collectorId: 'design-dc1', name: 'uid', key });
const completing = (respondentId: string, uniqueValues: readonly UniqueValue[], quotaDefinitions: readonly CountedDefinition[] = []): PageSubmission => ({
  respondentId, idempotencyKey: `k-${respondentId}`, pageId: 'p1', questionIds: ['q1'],
  answers: [{ kind: 'code', questionId: 'q1', answerGroupId: 'ag1', values: [{ code: '1' }] }],
  next: { kind: 'end', status: 'complete' }, quotaDefinitions, uniqueValues,
});
const statusOf = (outcome: { next: { kind: string; status?: string } }) => outcome.next.status ?? outcome.next.kind;

describe.each(backends)('unique collector values on %s', (backend) => {
  const region = regionDatabaseSuite(backend);
  const store = () => new RespondentStore(region.db, () => now);

  it('keeps the link\'s values as upload data fields when the respondent starts', async () => {
    const { respondentId } = await store().start(start(newSurvey()));
    expect(await region.db.select({ name: uploadDataFields.name, value: uploadDataFields.value }).from(uploadDataFields)
      .where(eq(uploadDataFields.respondent_id, respondentId))).toEqual([{ name: 'uid', value: 'AbC' }]);
  });

  it('holds a value for the first to complete and screens the next, naming the duplicate', async () => {
    const survey = newSurvey();
    const [first, second] = [await store().start(start(survey)), await store().start(start(survey))];
    expect(await heldValue(region.db, { adminSurveyId: survey, isTest: false }, [uid('abc')])).toBeNull();
    expect(statusOf(await store().savePage(completing(first.respondentId, [uid('abc')])))).toBe('complete');
    expect(await heldValue(region.db, { adminSurveyId: survey, isTest: false }, [uid('xyz'), uid('abc')])).toEqual(uid('abc'));
    expect(statusOf(await store().savePage(completing(second.respondentId, [uid('abc')])))).toBe('screened');
    const record = await store().read(second.respondentId);
    expect(record).toMatchObject({ status: 'screened', screenedReason: 'Duplicate uid', currentPageId: null });
  });

  it('keeps live and test respondents apart, and other surveys\' values apart', async () => {
    const survey = newSurvey();
    const live = await store().start(start(survey));
    await store().savePage(completing(live.respondentId, [uid('abc')]));
    const test = await store().start(start(survey, true));
    expect(statusOf(await store().savePage(completing(test.respondentId, [uid('abc')])))).toBe('complete');
    const elsewhere = await store().start(start(newSurvey()));
    expect(statusOf(await store().savePage(completing(elsewhere.respondentId, [uid('abc')])))).toBe('complete');
  });

  it('a duplicate counts in no quota, and a quota_full completion holds no value', async () => {
    const survey = newSurvey();
    const quota: CountedDefinition[] = [{ designId: 'd1', target: 1, quotaId: 'quota-1', code: '1' }];
    const holder = await store().start(start(survey));
    await store().savePage(completing(holder.respondentId, [uid('abc')]));
    const duplicate = await store().start(start(survey));
    expect(statusOf(await store().savePage(completing(duplicate.respondentId, [uid('abc')], quota)))).toBe('screened');
    expect(await counts(region.db, survey)).toEqual(new Map());
    const counted = await store().start(start(survey));
    expect(statusOf(await store().savePage(completing(counted.respondentId, [uid('one')], quota)))).toBe('complete');
    const full = await store().start(start(survey));
    expect(statusOf(await store().savePage(completing(full.respondentId, [uid('two')], quota)))).toBe('quota_full');
    expect(await heldValue(region.db, { adminSurveyId: survey, isTest: false }, [uid('two')])).toBeNull();
  });

  it('20 respondents with one value completing at once: exactly one completes, 19 are screened', async () => {
    const survey = newSurvey();
    const started = await Promise.all(Array.from({ length: 20 }, () => store().start(start(survey))));
    const outcomes = await Promise.all(started.map(({ respondentId }) => store().savePage(completing(respondentId, [uid('abc')]))));
    const statuses = outcomes.map(statusOf);
    expect(statuses.filter((status) => status === 'complete')).toHaveLength(1);
    expect(statuses.filter((status) => status === 'screened')).toHaveLength(19);
    const ids = started.map((respondent) => respondent.respondentId);
    const [held] = await region.db.select({ n: count() }).from(uniqueCollectorValues)
      .where(and(eq(uniqueCollectorValues.admin_survey_id, survey), inArray(uniqueCollectorValues.respondent_id, ids)));
    expect(held?.n).toBe(1);
    const [complete] = await region.db.select({ n: count() }).from(respondents)
      .where(and(inArray(respondents.id, ids), eq(respondents.status, 'complete')));
    expect(complete?.n).toBe(1);
  }, 60_000);

  it('frees the value when the respondent who held it is deleted', async () => {
    const survey = newSurvey();
    const holder = await store().start(start(survey));
    await store().savePage(completing(holder.respondentId, [uid('abc')]));
    await region.db.delete(respondents).where(eq(respondents.id, holder.respondentId));
    expect(await heldValue(region.db, { adminSurveyId: survey, isTest: false }, [uid('abc')])).toBeNull();
  });
});
