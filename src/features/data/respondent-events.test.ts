import { describe, expect, it } from 'vitest';
import { EventStreamParser, followRespondentEvents, readRespondentEvent, type RespondentEvent } from './respondent-events';

const streamOf = (...chunks: string[]) => new ReadableStream<Uint8Array>({
  start(controller) {
    for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
    controller.close();
  },
});

describe('the respondent event stream', () => {
  it('parses events split anywhere across chunks, skipping heartbeats', () => {
    const parser = new EventStreamParser();
    expect(parser.feed(': heartbeat\n\nevent: respon')).toEqual([]);
    expect(parser.feed('dents\r\ndata: {"a":1}\r')).toEqual([]);
    expect(parser.feed('\n\r\ndata:x\ndata: y\n\n')).toEqual([{ event: 'respondents', data: '{"a":1}' }, { event: 'message', data: 'x\ny' }]);
  });

  it('reads only well-formed respondents events', () => {
    expect(readRespondentEvent({ event: 'respondents', data: '{"surveyId":"0190a5a0-0000-7000-8000-000000000001","respondentId":"r","status":"complete"}' }))
      .toEqual({ surveyId: '0190a5a0-0000-7000-8000-000000000001', respondentId: 'r', status: 'complete' });
    expect(readRespondentEvent({ event: 'respondents', data: 'nope' })).toBeNull();
    expect(readRespondentEvent({ event: 'respondents', data: '{"surveyId":"s","respondentId":"r","status":"bogus"}' })).toBeNull();
    expect(readRespondentEvent({ event: 'other', data: '{"surveyId":"0190a5a0-0000-7000-8000-000000000001","respondentId":"r"}' })).toBeNull();
  });

  it('sends the token, reports the survey\'s events, reconnects after a drop and stops on a refusal', async () => {
    const seen: RespondentEvent[] = [];
    const calls: { url: string; auth: string | undefined }[] = [];
    const replies = [
      new Response(streamOf('event: respondents\ndata: {"surveyId":"0190a5a0-0000-7000-8000-000000000001","respondentId":"r1","status":"complete"}\n\n', 'event: respondents\ndata: {"surveyId":"other","respondentId":"r9","status":"complete"}\n\n')),
      new Response(streamOf('event: respondents\ndata: {"surveyId":"0190a5a0-0000-7000-8000-000000000001","respondentId":"r2","status":"incomplete"}\n\n')),
      new Response(null, { status: 403 }),
    ];
    const waits: number[] = [];
    await followRespondentEvents({
      region: 'eu', surveyId: '0190a5a0-0000-7000-8000-000000000001', token: () => 'abc', onEvent: (e) => seen.push(e), signal: new AbortController().signal,
      fetchImpl: async (url, init) => {
        calls.push({ url: String(url), auth: (init?.headers as Record<string, string>).Authorization });
        return replies.shift()!;
      },
      retryDelays: [10, 20], wait: async (ms) => { waits.push(ms); },
    });
    expect(seen.map((e) => e.respondentId)).toEqual(['r1', 'r2']);
    expect(calls).toEqual(Array(3).fill({ url: '/eu/respondent-data/surveys/0190a5a0-0000-7000-8000-000000000001/events', auth: 'Token abc' }));
    expect(waits).toEqual([10, 10]);
  });
});
