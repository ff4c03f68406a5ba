import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { EXIT_STATUSES } from '../../schema';
import { pageSubmissions, respondents, responseCodes, responseOpenTexts } from '../db/region-schema';
import { DomainError } from '../http/errors';
import { regionDatabaseSuite } from '../testing/region-database';
import { backends } from '../testing/harness';
import type { PageNext, PageSubmission } from './page-submission';
import { RespondentStore, type RespondentStart } from './respondent-store';
import type { StoredAnswer } from './stored-answer';

const survey: RespondentStart = {
  surveyId: 'pub-1', adminSurveyId: '0195f2c4-7d2a-7000-8000-000000000001', version: 3, isTest: false, languageId: 'fr', firstPageId: 'p1',
};
const single = (code: string, otherText?: string): StoredAnswer => ({
  kind: 'code', questionId: 'q1', answerGroupId: 'ag1', values: [otherText === undefined ? { code } : { code, otherText }],
});
const toPage = (pageId: string): PageNext => ({ kind: 'page', pageId });

async function codeOf(error: Promise<unknown>): Promise<string> {
  try {
    await error;
  } catch (caught) {
    if (caught instanceof DomainError) return caught.code;
    throw caught;
  }
  throw new Error('expected a DomainError, but the call succeeded');
}

describe.each(backends)('respondent store on %s', (backend) => {
  const region = regionDatabaseSuite(backend);
  let clock = new Date('2026-11-26T10:00:00Z');
  const store = () => new RespondentStore(region.db, () => clock);


  const rowsOf = async (table: typeof responseCodes | typeof responseOpenTexts | typeof pageSubmissions, respondentId: string) => {
    const [row] = await region.db.select({ n: count() }).from(table).where(eq(table.respondent_id, respondentId));
    return row?.n ?? 0;
  };
  const submit = (respondentId: string, key: string, pageId: string, answers: StoredAnswer[], next: PageNext, questionIds = ['q1']): PageSubmission =>
    ({ respondentId, idempotencyKey: key, pageId, questionIds, answers, next });

  it('starts a respondent on the first page, not started, with a resume token stored only as its hash', async () => {
    clock = new Date('2026-11-26T10:00:00Z');
    const { respondentId, resumeToken } = await store().start(survey);
    const record = await store().read(respondentId);
    expect(record).toMatchObject({
      surveyId: 'pub-1', adminSurveyId: survey.adminSurveyId, version: 3, isTest: false, languageId: 'fr',
      status: 'not_started', currentPageId: 'p1', path: ['p1'], surveyStart: '2026-11-26T10:00:00.000Z', surveyEnd: null, answers: [],
    });
    const [row] = await region.db.select().from(respondents).where(eq(respondents.id, respondentId));
    expect(row?.resume_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.resume_token_hash).not.toContain(resumeToken);
  });

  it('finds a respondent by their resume token and nobody by another token', async () => {
    const { respondentId, resumeToken } = await store().start(survey);
    const other = await store().start(survey);
    expect((await store().findByResumeToken(resumeToken))?.id).toBe(respondentId);
    expect((await store().findByResumeToken(other.resumeToken))?.id).toBe(other.respondentId);
    expect(await store().findByResumeToken(`${resumeToken.slice(0, -1)}x`)).toBeNull();
    expect(await store().findByResumeToken('')).toBeNull();
  });

  it('saves pages in order: answers of every kind, the path, status incomplete after the first page', async () => {
    clock = new Date('2026-11-26T10:05:00Z');
    const { respondentId } = await store().start(survey);
    const first = await store().savePage(submit(respondentId, 'k1', 'p1', [single('2', 'a cat')], toPage('p2')));
    expect(first).toEqual({ respondentId, pageId: 'p1', sequence: 1, next: toPage('p2'), replayed: false });
    const page2: StoredAnswer[] = [
      { kind: 'open_text', questionId: 'q4', answerGroupId: 'ag4', value: 'Bonjour' },
      { kind: 'numeric', questionId: 'q3', answerGroupId: 'ag3', value: 12.25 },
      { kind: 'date', questionId: 'q2', answerGroupId: 'ag2', value: '1990-02-28' },
      { kind: 'code', questionId: 'q5', answerGroupId: 'ag5', values: [{ code: '3' }, { code: '1' }] },
    ];
    const second = await store().savePage(submit(respondentId, 'k2', 'p2', page2, toPage('p3'), ['q2', 'q3', 'q4', 'q5']));
    expect(second.sequence).toBe(2);
    const record = await store().read(respondentId);
    expect(record).toMatchObject({ status: 'incomplete', statusSetAt: '2026-11-26T10:05:00.000Z', currentPageId: 'p3', path: ['p1', 'p2', 'p3'] });
    expect(record?.answers).toEqual([
      single('2', 'a cat'),
      { kind: 'date', questionId: 'q2', answerGroupId: 'ag2', value: '1990-02-28' },
      { kind: 'numeric', questionId: 'q3', answerGroupId: 'ag3', value: 12.25 },
      { kind: 'open_text', questionId: 'q4', answerGroupId: 'ag4', value: 'Bonjour' },
      { kind: 'code', questionId: 'q5', answerGroupId: 'ag5', values: [{ code: '1' }, { code: '3' }] },
    ]);
  });

  it('answers a replayed key with its first outcome and applies nothing twice, even after the respondent moved on', async () => {
    const { respondentId } = await store().start(survey);
    const page1 = submit(respondentId, 'k1', 'p1', [single('1')], toPage('p2'));
    const first = await store().savePage(page1);
    const again = await store().savePage(page1);
    expect(again).toEqual({ ...first, replayed: true });
    await store().savePage(submit(respondentId, 'k2', 'p2', [], toPage('p3'), ['q2']));
    // The walk may now decide otherwise (a quota filled): the first outcome still stands.
    expect(await store().savePage({ ...page1, next: { kind: 'end', status: 'quota_full' } })).toEqual({ ...first, replayed: true });
    expect(await store().replayOf(page1)).toEqual({ ...first, replayed: true });
    expect(await rowsOf(responseCodes, respondentId)).toBe(1);
    expect(await rowsOf(pageSubmissions, respondentId)).toBe(2);
    expect((await store().read(respondentId))?.currentPageId).toBe('p3');
  });

  it('refuses a key reused for another submission', async () => {
    const { respondentId } = await store().start(survey);
    await store().savePage(submit(respondentId, 'k1', 'p1', [single('1')], toPage('p2')));
    expect(await codeOf(store().savePage(submit(respondentId, 'k1', 'p1', [single('2')], toPage('p2'))))).toBe('idempotency_key_reused');
    expect((await store().read(respondentId))?.answers).toEqual([single('1')]);
  });

  it('applies concurrent sends of one key once', async () => {
    const { respondentId } = await store().start(survey);
    const page1 = submit(respondentId, 'same', 'p1', [single('1', 'x'), { kind: 'open_text', questionId: 'q1', answerGroupId: 'ag9', value: 'y' }], toPage('p2'));
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => store().savePage(page1)));
    expect(outcomes.filter((o) => !o.replayed)).toHaveLength(1);
    expect(new Set(outcomes.map((o) => o.sequence))).toEqual(new Set([1]));
    expect(await rowsOf(pageSubmissions, respondentId)).toBe(1);
    expect(await rowsOf(responseCodes, respondentId)).toBe(1);
    expect(await rowsOf(responseOpenTexts, respondentId)).toBe(1);
  });

  it('applies one of two tabs submitting the same page at once and refuses the other as stale', async () => {
    const { respondentId } = await store().start(survey);
    const results = await Promise.allSettled([
      store().savePage(submit(respondentId, 'tab-a', 'p1', [single('1')], toPage('p2'))),
      store().savePage(submit(respondentId, 'tab-b', 'p1', [single('2')], toPage('p2'))),
    ]);
    const applied = results.filter((r) => r.status === 'fulfilled');
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(applied).toHaveLength(1);
    expect(refused.map((e) => (e instanceof DomainError ? e.code : String(e)))).toEqual(['stale_page']);
    expect(await rowsOf(responseCodes, respondentId)).toBe(1);
  });

  it('refuses a page that is not the current one and stores nothing of it', async () => {
    const { respondentId } = await store().start(survey);
    expect(await codeOf(store().savePage(submit(respondentId, 'k1', 'p2', [single('1')], toPage('p3'))))).toBe('stale_page');
    await store().savePage(submit(respondentId, 'k2', 'p1', [single('1')], toPage('p2')));
    expect(await codeOf(store().savePage(submit(respondentId, 'k3', 'p1', [single('2')], toPage('p2'))))).toBe('stale_page');
    expect((await store().read(respondentId))?.answers).toEqual([single('1')]);
    expect(await rowsOf(pageSubmissions, respondentId)).toBe(1);
  });

  it('replaces the answers of a page the respondent went back to, and cuts the path after it', async () => {
    const { respondentId } = await store().start(survey);
    const multi = (...codes: string[]): StoredAnswer => ({ kind: 'code', questionId: 'q1', answerGroupId: 'ag1', values: codes.map((code) => ({ code })) });
    const note: StoredAnswer = { kind: 'open_text', questionId: 'q1', answerGroupId: 'ag2', value: 'first note' };
    await store().savePage(submit(respondentId, 'k1', 'p1', [multi('1', '2'), note], toPage('p2')));
    await store().savePage(submit(respondentId, 'k2', 'p2', [], toPage('p3'), ['q2']));
    expect(await codeOf(store().back(respondentId, 'p9'))).toBe('stale_page');
    expect(await store().back(respondentId, 'p1')).toMatchObject({ currentPageId: 'p1', path: ['p1', 'p2', 'p3'] });
    // The tab still showing p3 is now stale.
    expect(await codeOf(store().savePage(submit(respondentId, 'k3', 'p3', [], toPage('p4'), ['q3'])))).toBe('stale_page');
    await store().savePage(submit(respondentId, 'k4', 'p1', [multi('3')], toPage('p5')));
    const record = await store().read(respondentId);
    expect(record?.answers).toEqual([multi('3')]);
    expect(record).toMatchObject({ currentPageId: 'p5', path: ['p1', 'p5'] });
    expect(await rowsOf(responseCodes, respondentId)).toBe(1);
  });

  it.each(EXIT_STATUSES)('ends the walk as %s with survey_end and status_set_at, then refuses further pages', async (status) => {
    clock = new Date('2026-11-26T11:00:00Z');
    const { respondentId, resumeToken } = await store().start(survey);
    await store().savePage(submit(respondentId, 'k1', 'p1', [single('1')], toPage('p2')));
    clock = new Date('2026-11-26T11:07:30Z');
    const end: PageNext = status === 'screened' ? { kind: 'end', status, screenedReason: 'Under 18' } : { kind: 'end', status };
    const outcome = await store().savePage(submit(respondentId, 'k2', 'p2', [], end, ['q2']));
    expect(outcome).toMatchObject({ sequence: 2, next: { kind: 'end', status }, replayed: false });
    expect(await store().findByResumeToken(resumeToken)).toMatchObject({
      status, surveyEnd: '2026-11-26T11:07:30.000Z', statusSetAt: '2026-11-26T11:07:30.000Z', currentPageId: null, path: ['p1', 'p2'],
      screenedReason: status === 'screened' ? 'Under 18' : null,
    });
    expect(await codeOf(store().savePage(submit(respondentId, 'k3', 'p2', [], toPage('p3'), ['q2'])))).toBe('respondent_finished');
    expect(await codeOf(store().back(respondentId, 'p1'))).toBe('respondent_finished');
    expect((await store().savePage(submit(respondentId, 'k2', 'p2', [], end, ['q2']))).replayed).toBe(true);
  });

  it('refuses an answer to a question the submission does not replace, naming it', async () => {
    const { respondentId } = await store().start(survey);
    await expect(store().savePage(submit(respondentId, 'k1', 'p1', [single('1')], toPage('p2'), ['q7'])))
      .rejects.toThrow('Answer to question q1 is not among the questions the submission replaces (q7)');
    expect(await codeOf(store().savePage(submit('0195f2c4-7d2a-7000-8000-0000000000ff', 'k1', 'p1', [], toPage('p2'))))).toBe('not_found');
  });
});
