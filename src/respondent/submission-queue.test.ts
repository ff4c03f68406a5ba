// The respondent's submission queue over the device's store (fake-indexeddb: the same IndexedDB
// calls the browser makes): kept before it is sent, sent in order one at a time, exactly once,
// left queued on a network failure and sent when asked again, removed only once answered.
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import type { PageReply } from '../../schema/api/respondent/page-reply';
import { indexedDbStore, type QueuedSubmission } from './offline-store';
import { SubmissionQueue, type QueueState, type SendResult } from './submission-queue';

const reply = (pageId: string): PageReply => ({
  outcome: 'saved',
  data: { document: { title: 'T', lang: { language: 'en', defaultLanguage: 'en' }, theme: {}, stylesheets: [], action: '/s/x', body: { kind: 'message', html: null, fallback: pageId } }, html: {} },
});

const submission = (pageId: string, surveyId = 'survey-1'): Omit<QueuedSubmission, 'seq'> => ({
  surveyId, url: `/s/${surveyId}/pages`, pageId, idempotencyKey: `key-${pageId}`, action: 'next', answers: {},
});

/** A server that applies each key once (as page-submission.ts does) and can be taken offline. */
function fakeServer() {
  const applied: string[] = [];
  const seen: string[] = [];
  let online = true;
  let inFlight = 0;
  let mostInFlight = 0;
  const send = async (s: QueuedSubmission): Promise<SendResult> => {
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 1));
    inFlight -= 1;
    if (!online) return { kind: 'unreachable' };
    seen.push(s.idempotencyKey);
    if (!applied.includes(s.idempotencyKey)) applied.push(s.idempotencyKey);
    return { kind: 'answered', reply: reply(s.pageId) };
  };
  return { send, applied, seen, setOnline: (value: boolean) => { online = value; }, mostInFlight: () => mostInFlight };
}

function setUp(server = fakeServer(), factory = new IDBFactory()) {
  const store = indexedDbStore(factory);
  const answers: { pageId: string; remaining: number }[] = [];
  const states: QueueState[] = [];
  const retries: (() => void)[] = [];
  const queue = new SubmissionQueue(store, 'survey-1', server.send, {
    onAnswer: (s, _result, remaining) => answers.push({ pageId: s.pageId, remaining }),
    onState: (state) => states.push(state),
  }, { setTimer: (run) => retries.push(run) });
  return { store, queue, server, answers, states, factory, retries };
}

describe('the submission queue', () => {
  it('sends submissions in the order made, one at a time, each once', async () => {
    const { queue, server, answers, store } = setUp();
    await Promise.all(['p1', 'p2', 'p3'].map((p) => queue.submit(submission(p))));
    await queue.drain();
    expect(server.applied).toEqual(['key-p1', 'key-p2', 'key-p3']);
    expect(server.seen).toEqual(['key-p1', 'key-p2', 'key-p3']);
    expect(server.mostInFlight()).toBe(1);
    expect(answers.map((a) => a.pageId)).toEqual(['p1', 'p2', 'p3']);
    expect(answers.at(-1)!.remaining).toBe(0);
    expect(await store.pending('survey-1')).toEqual([]);
  });

  it('keeps submissions made offline, in order, and sends them when asked again', async () => {
    const { queue, server, store, states, retries } = setUp();
    server.setOnline(false);
    for (const p of ['p1', 'p2', 'p3']) await queue.submit(submission(p));
    await queue.drain();
    expect(server.applied).toEqual([]);
    expect((await store.pending('survey-1')).map((s) => s.pageId)).toEqual(['p1', 'p2', 'p3']);
    expect(states.at(-1)).toEqual({ kind: 'waiting', pending: 3, reason: 'offline' });
    // Tried again on its own (the online event may never come), once the line is back.
    expect(retries).toHaveLength(1);
    server.setOnline(true);
    retries[0]!();
    await queue.drain();
    expect(server.applied).toEqual(['key-p1', 'key-p2', 'key-p3']);
    expect(states.at(-1)).toEqual({ kind: 'idle' });
  });

  it('survives a reload: what a closed page left queued is sent by the next one, once', async () => {
    const server = fakeServer();
    server.setOnline(false);
    const first = setUp(server);
    await first.queue.submit(submission('p1'));
    await first.queue.submit(submission('p2'));
    await first.queue.drain();
    server.setOnline(true);
    const second = setUp(server, first.factory);
    await second.queue.drain();
    await first.queue.drain();
    expect(server.applied).toEqual(['key-p1', 'key-p2']);
    expect(await second.store.pending('survey-1')).toEqual([]);
  });

  it('removes a submission only after the server answered it: a lost reply is resent, applied once', async () => {
    const server = fakeServer();
    let lose = true;
    const send = async (s: QueuedSubmission): Promise<SendResult> => {
      const result = await server.send(s);
      // The server applied it, but the reply never arrived.
      if (lose) {
        lose = false;
        return { kind: 'unreachable' };
      }
      return result;
    };
    const { queue, store } = setUp({ ...server, send });
    await store.add(submission('p1'));
    await queue.drain();
    expect((await store.pending('survey-1')).map((s) => s.pageId)).toEqual(['p1']);
    await queue.drain();
    expect(server.seen).toEqual(['key-p1', 'key-p1']);
    expect(server.applied).toEqual(['key-p1']);
    expect(await store.pending('survey-1')).toEqual([]);
  });

  it('retries a busy server after the time it asks for', async () => {
    const server = fakeServer();
    let busy = true;
    const timers: (() => void)[] = [];
    const send = async (s: QueuedSubmission): Promise<SendResult> => (busy ? { kind: 'busy', retryAfterMs: 2000 } : server.send(s));
    const store = indexedDbStore(new IDBFactory());
    const waits: number[] = [];
    const queue = new SubmissionQueue(store, 'survey-1', send, { onAnswer: () => undefined, onState: () => undefined }, {
      setTimer: (run, ms) => { waits.push(ms); timers.push(run); },
    });
    await queue.submit(submission('p1'));
    await queue.drain();
    expect(waits).toEqual([2000]);
    busy = false;
    timers[0]!();
    await queue.drain();
    expect(server.applied).toEqual(['key-p1']);
  });

  it('stops at a refused page: the pages after it are not sent, their answers held on the device', async () => {
    const server = fakeServer();
    const refuse = new Set(['key-p3']);
    const refused = (s: QueuedSubmission): PageReply => ({ ...reply(s.pageId), outcome: 'refused' });
    const send = async (s: QueuedSubmission): Promise<SendResult> =>
      (refuse.has(s.idempotencyKey) ? { kind: 'answered', reply: refused(s) } : server.send(s));
    const { queue, store, answers } = setUp({ ...server, send });
    const setAside: string[][] = [];
    const events = new SubmissionQueue(store, 'survey-1', send, {
      onAnswer: (s, _result, remaining, later) => {
        answers.push({ pageId: s.pageId, remaining });
        setAside.push(later.map((l) => l.pageId));
      },
      onState: () => undefined,
    });
    server.setOnline(false);
    const answered = (pageId: string, code: string) => ({ ...submission(pageId), respondent: 'r1', answers: { [`q-${pageId}`]: { g: { type: 'single' as const, value: { code, other: {} } } } } });
    for (const p of ['p2', 'p3', 'p4']) await queue.submit(answered(p, '1'));
    await queue.submit({ ...submission('p5'), action: 'back', respondent: 'r1' });
    await queue.submit(answered('p4', '2'));
    await queue.drain();
    server.setOnline(true);
    await events.drain();
    // p2 applied; p3 refused; nothing after it reached the server, and nothing is left to send.
    expect(server.applied).toEqual(['key-p2']);
    expect(answers.map((a) => [a.pageId, a.remaining])).toEqual([['p2', 4], ['p3', 0]]);
    expect(setAside.at(-1)).toEqual(['p4', 'p5', 'p4']);
    expect(await store.pending('survey-1')).toEqual([]);
    // The later pages' answers, the last one of each question: kept for the pages to come.
    expect(await store.held('survey-1')).toEqual({
      surveyId: 'survey-1', respondent: 'r1', answers: { 'q-p4': { g: { type: 'single', value: { code: '2', other: {} } } } },
    });
    // The refused page sent again (a new key, the answers changed) goes, and so does what follows.
    refuse.clear();
    await events.submit({ ...answered('p3', '2'), idempotencyKey: 'key-p3-again' });
    await events.drain();
    expect(server.applied).toEqual(['key-p2', 'key-p3-again']);
  });

  it('holds set-aside answers on top of those held before, never another respondent\'s', async () => {
    const store = indexedDbStore(new IDBFactory());
    const one = (respondent: string, questionId: string, code: string): QueuedSubmission =>
      ({ ...submission('p'), respondent, answers: { [questionId]: { g: { type: 'single', value: { code, other: {} } } } } });
    await store.setAside('survey-1', [], [one('r1', 'q1', '1'), one('r1', 'q2', '1')]);
    await store.setAside('survey-1', [], [one('r1', 'q2', '2')]);
    expect(Object.keys((await store.held('survey-1'))!.answers)).toEqual(['q1', 'q2']);
    expect((await store.held('survey-1'))!.answers.q2).toEqual({ g: { type: 'single', value: { code: '2', other: {} } } });
    await store.setAside('survey-1', [], [one('r2', 'q3', '1')]);
    expect(await store.held('survey-1')).toEqual({ surveyId: 'survey-1', respondent: 'r2', answers: { q3: { g: { type: 'single', value: { code: '1', other: {} } } } } });
    // No answers left: the hold is gone.
    await store.setHeld({ surveyId: 'survey-1', respondent: 'r2', answers: {} });
    expect(await store.held('survey-1')).toBeUndefined();
  });

  it('keeps each survey\'s submissions apart', async () => {
    const { queue, store } = setUp();
    await store.add({ ...submission('other'), surveyId: 'survey-2' });
    await queue.submit(submission('p1'));
    await queue.drain();
    expect((await store.pending('survey-2')).map((s) => s.pageId)).toEqual(['other']);
  });
});
