import { describe, expect, it } from 'vitest';
import type { RespondentDataRegion } from '../../../schema/api/respondent-data';
import type { CountedSurvey, CountsReply } from './progress-operations';
import { COUNTS_PER_REQUEST, countsText, RespondentCountsStore } from './respondent-counts-store';

function harness(answer: (region: RespondentDataRegion, live: readonly string[], test: readonly string[]) => CountsReply | Error = (_r, live, test) => ({
  live: live.map((surveyId) => ({ surveyId, total: 5, complete: 3 })),
  test: test.map((surveyId) => ({ surveyId, total: 4, complete: 2 })),
})) {
  const calls: { region: string; live: readonly string[]; test: readonly string[] }[] = [];
  const flushes: (() => void)[] = [];
  const store = new RespondentCountsStore(async (region, live, test) => {
    calls.push({ region, live, test });
    const reply = answer(region, live, test);
    if (reply instanceof Error) throw reply;
    return reply;
  }, (flush) => flushes.push(flush));
  let notified = 0;
  store.subscribe(() => notified++);
  const flush = async () => {
    flushes.splice(0).forEach((run) => run());
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { store, calls, flush, notified: () => notified };
}

const survey = (id: string, region: RespondentDataRegion = 'uk', status: CountedSurvey['status'] = 'live'): CountedSurvey => ({ id, region, status });

describe('RespondentCountsStore', () => {
  it('asks once per region for every survey requested in the same tick', async () => {
    const { store, calls, flush } = harness();
    for (const s of [survey('a'), survey('b', 'uk', 'test'), survey('c', 'eu'), survey('d')]) store.request(s);
    await flush();
    expect(calls).toEqual([
      { region: 'uk', live: ['a', 'd'], test: ['b'] },
      { region: 'eu', live: ['c'], test: [] },
    ]);
    expect(store.entry(survey('a'))).toEqual({ kind: 'ready', counted: 'live', counts: { surveyId: 'a', total: 5, complete: 3 } });
    expect(countsText(store.entry(survey('b', 'uk', 'test')))).toBe('2 / 4 test');
  });

  it('splits a batch past the service’s limit of surveys per request', async () => {
    const { store, calls, flush } = harness();
    for (let n = 0; n < COUNTS_PER_REQUEST + 1; n++) store.request(survey(`s${n}`));
    await flush();
    expect(calls.map((call) => call.live.length)).toEqual([COUNTS_PER_REQUEST, 1]);
  });

  it('never asks about a survey that was never published, and shows nothing for it', async () => {
    const { store, calls, flush } = harness();
    store.request(survey('draft', 'uk', 'draft'));
    await flush();
    expect(calls).toEqual([]);
    expect(store.entry(survey('draft', 'uk', 'draft'))).toBeNull();
    expect(countsText(null)).toBe('');
  });

  it('keeps answers: asking again, or from another page of the list, costs no request', async () => {
    const { store, calls, flush } = harness();
    store.request(survey('a'));
    await flush();
    store.request(survey('a'));
    store.request(survey('b'));
    store.request(survey('b'));
    await flush();
    expect(calls.map((call) => call.live)).toEqual([['a'], ['b']]);
  });

  it('gives the same snapshot while loading, and tells subscribers when answers arrive', async () => {
    const { store, flush, notified } = harness();
    store.request(survey('a'));
    expect(store.entry(survey('a'))).toBe(store.entry(survey('a')));
    expect(store.entry(survey('a'))?.kind).toBe('loading');
    await flush();
    expect(notified()).toBe(1);
  });

  it('marks the batch failed with the reason when the request fails, and a survey left out of the reply', async () => {
    const failing = harness(() => new Error('Survey is kept in another region'));
    failing.store.request(survey('a'));
    await failing.flush();
    expect(failing.store.entry(survey('a'))).toEqual({ kind: 'error', message: 'Survey is kept in another region' });

    const partial = harness(() => ({ live: [], test: [] }));
    partial.store.request(survey('a'));
    await partial.flush();
    expect(partial.store.entry(survey('a'))).toEqual({ kind: 'error', message: 'The service did not count survey a' });
  });
});
