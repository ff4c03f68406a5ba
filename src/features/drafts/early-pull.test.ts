import { describe, expect, it } from 'vitest';
import { pullPaths, requestHeaders, type FetchLike } from '../../../sync/transport';
import { createEarlyPull } from './early-pull';

/** A fetch that answers each request with its own number, and the requests it was asked. */
function network() {
  const asked: string[] = [];
  const fetch: FetchLike = async (url) => {
    asked.push(url);
    const n = asked.length;
    return { status: 200, headers: { get: () => null }, text: async () => String(n) };
  };
  return { asked, fetch };
}

/** Lets the reads begun when the pull was found needed go out. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const get = (token: string, extra: Record<string, string> = {}) => ({ method: 'GET', headers: { ...requestHeaders(token), ...extra } });
const answer = async (response: ReturnType<FetchLike>) => (await response).text();

describe('a first pull started ahead', () => {
  it('asks for the five reads of a pull, and answers each from them once', async () => {
    const { asked, fetch } = network();
    const early = createEarlyPull(fetch);
    early.start('s1', 'abc', Promise.resolve(true));
    await tick();
    const paths = pullPaths('s1');
    expect([...asked].sort()).toEqual(Object.values(paths).sort());
    const started = asked.indexOf(paths.components) + 1;
    expect(await answer(early.fetch(paths.components, get('abc')))).toBe(String(started));
    // Taken: the next pull asks the server.
    expect(await answer(early.fetch(paths.components, get('abc')))).toBe('6');
  });

  it('leaves to the server a pull that knows a revision, another user, a write and an answer kept too long', async () => {
    let clock = 0;
    const { asked, fetch } = network();
    const early = createEarlyPull(fetch, { now: () => clock, keepForMs: 1000 });
    early.start('s1', 'abc', Promise.resolve(true));
    await tick();
    const { components, routes, survey } = pullPaths('s1');
    await early.fetch(components, get('abc', { 'If-None-Match': '"3"' }));
    await early.fetch(components, get('someone else'));
    await early.fetch(survey, { ...get('abc'), method: 'PATCH', body: '{}' });
    clock = 1000;
    await early.fetch(routes, get('abc'));
    expect(asked.slice(5)).toEqual([components, components, survey, routes]);
  });

  it('waits for whether the pull is needed, and asks the server itself when it was not', async () => {
    const { asked, fetch } = network();
    const early = createEarlyPull(fetch);
    let answerNeeded = (_yes: boolean) => {};
    early.start('s1', 'abc', new Promise<boolean>((resolve) => { answerNeeded = resolve; }));
    const { components } = pullPaths('s1');
    // The transport asks before the stored draft was looked at: one request for the components, not two.
    const taken = early.fetch(components, get('abc'));
    expect(asked).toEqual([]);
    answerNeeded(false);
    expect(await answer(taken)).toBe('1');
    expect(asked).toEqual([components]);
  });

  it('forgets what it started when cleared (sign-out)', async () => {
    const { asked, fetch } = network();
    const early = createEarlyPull(fetch);
    early.start('s1', 'abc', Promise.resolve(true));
    await tick();
    early.clear();
    await early.fetch(pullPaths('s1').components, get('abc'));
    expect(asked).toHaveLength(6);
  });
});
