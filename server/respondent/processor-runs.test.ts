// Data processors called once per respondent, whoever asks and however often: the ledger in the
// region database, with a stand-in provider counting its calls.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createComponent, type ProcessorRequest } from '../../schema';
import { processorCalls, responseCodes } from '../db/region-schema';
import { backends } from '../testing/harness';
import { regionDatabaseSuite } from '../testing/region-database';
import type { CallResult } from './processor-call';
import { ProcessorRuns, REPLY_TEXT_MAX, replyText } from './processor-runs';
import { RespondentStore } from './respondent-store';

const now = new Date('2026-11-27T10:00:00Z');
const processor = createComponent('data_processor', { id: 'dp1', name: 'DP1', order: 0, parent: null });
const request: ProcessorRequest = { id: 'acct', token: 'tok', score: 9, comment: null, tags: [] };

describe.each(backends)('data processor runs on %s', (backend) => {
  const region = regionDatabaseSuite(backend);
  const respondent = async () => (await new RespondentStore(region.db, () => now).start({
    surveyId: 'pub-1', adminSurveyId: '0195f2c4-7d2a-7000-a000-000000000001', version: 1, isTest: false, languageId: 'en', firstPageId: 'p1',
  })).respondentId;

  /** A provider that answers `result` after `delayMs`, counting its calls. */
  function provider(result: CallResult, delayMs = 0) {
    const calls: ProcessorRequest[] = [];
    const call = async (_url: string, sent: ProcessorRequest) => {
      calls.push(sent);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      return result;
    };
    return { calls, runs: new ProcessorRuns(region.db, call, 500, () => now) };
  }

  const answerRows = (respondentId: string) => region.db.select({ code: responseCodes.code, other: responseCodes.other_text, group: responseCodes.answer_group_id })
    .from(responseCodes).where(and(eq(responseCodes.respondent_id, respondentId), eq(responseCodes.question_id, 'dp1')));

  it('calls once however many requests run it at once, and records the code with the reply as its other text', async () => {
    const respondentId = await respondent();
    const { calls, runs } = provider({ kind: 'reply', status: 200, body: '{"message":"Stored"}' }, 100);
    const results = await Promise.all(Array.from({ length: 5 }, () => runs.run({ respondentId, processor, url: 'http://provider.test/', request }, 'dpag')));
    expect(calls).toEqual([request]);
    expect(results.map((r) => r.code)).toEqual(['200', '200', '200', '200', '200']);
    expect(results.filter((r) => r.reply !== null)).toEqual([{ code: '200', reply: '{"message":"Stored"}' }]);
    expect(await answerRows(respondentId)).toEqual([{ code: '200', other: '{"message":"Stored"}', group: 'dpag' }]);
    // Later: the stored code, no call.
    expect(await runs.run({ respondentId, processor, url: 'http://provider.test/', request }, 'dpag')).toEqual({ code: '200', reply: null });
    expect(calls).toHaveLength(1);
  });

  it('records 401 as Unauthorized and a failure as 500 with its error and message', async () => {
    const denied = await respondent();
    expect(await provider({ kind: 'reply', status: 401, body: '{"error":"bad token"}' }).runs.run({ respondentId: denied, processor, url: 'http://p.test/', request }, 'dpag'))
      .toEqual({ code: '401', reply: '{"error":"bad token"}' });
    const down = await respondent();
    const failed = await provider({ kind: 'failed', error: 'timeout', message: 'The provider did not answer within 500 ms' }).runs.run({ respondentId: down, processor, url: 'http://p.test/', request }, 'dpag');
    expect(failed).toEqual({ code: '500', reply: '{"error":"timeout","message":"The provider did not answer within 500 ms"}' });
  });

  it('records 500 without calling when there is no address to call', async () => {
    const respondentId = await respondent();
    const { calls, runs } = provider({ kind: 'reply', status: 200, body: '{}' });
    expect(await runs.run({ respondentId, processor, url: null, request }, 'dpag')).toMatchObject({ code: '500' });
    expect(calls).toHaveLength(0);
  });

  it('settles a claim whose caller died as 500 interrupted, without calling again', async () => {
    const respondentId = await respondent();
    await region.db.insert(processorCalls).values({ respondent_id: respondentId, processor_id: 'dp1', claimed_at: now });
    const calls: unknown[] = [];
    const runs = new ProcessorRuns(region.db, async () => {
      calls.push(1);
      return { kind: 'reply', status: 200, body: '{}' };
    }, 100, () => now, async () => {});
    expect(await runs.run({ respondentId, processor, url: 'http://p.test/', request }, 'dpag'))
      .toEqual({ code: '500', reply: '{"error":"interrupted","message":"The call was cut short before its result was recorded"}' });
    expect(calls).toHaveLength(0);
    expect(await answerRows(respondentId)).toHaveLength(1);
  });
});

describe('replyText', () => {
  it('keeps a JSON reply as it is, and wraps anything else as error and message', () => {
    expect(replyText({ kind: 'reply', status: 200, body: ' {"ok":true} ' })).toBe('{"ok":true}');
    expect(replyText({ kind: 'reply', status: 502, body: '<html>Bad gateway</html>' })).toBe('{"error":"HTTP 502","message":"<html>Bad gateway</html>"}');
    expect(replyText({ kind: 'reply', status: 204, body: '' })).toBe('{"error":null,"message":""}');
    const long = JSON.stringify({ message: 'x'.repeat(REPLY_TEXT_MAX) });
    expect(JSON.parse(replyText({ kind: 'reply', status: 403, body: long }))).toEqual({ error: 'HTTP 403', message: 'The reply was too long to keep' });
    expect(replyText({ kind: 'failed', error: 'network', message: 'refused' })).toBe('{"error":"network","message":"refused"}');
  });
});
