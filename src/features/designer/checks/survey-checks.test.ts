import { describe, expect, it } from 'vitest';
import { createComponent, type Component } from '../../../../schema';
import { makeDoc } from '../../../../sync/document';
import { createCheckReplica } from '../../../../workers/checks';
import type { DraftSnapshot, DraftStore } from '../../../../sync/draft-store';
import { checksFor } from './survey-checks';

/** Just enough of a draft store: a snapshot that can be replaced, and its listeners. */
function fakeStore(components: Component[], base: Component[] = components) {
  const listeners = new Set<() => void>();
  let snapshot = { ready: true, base: makeDoc({}, base), doc: makeDoc({}, components) } as unknown as DraftSnapshot;
  return {
    store: { getSnapshot: () => snapshot, subscribe: (l: () => void) => (listeners.add(l), () => listeners.delete(l)) } as unknown as DraftStore,
    set(next: Component[], languages: string[] = []) {
      snapshot = { ...snapshot, doc: makeDoc({ additional_languages: languages }, next) };
      for (const l of listeners) l();
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
/** The page is always idle: checks start at once. */
const idle = { whenIdle: () => Promise.resolve() };

describe('survey checks of the open draft', () => {
  it('checks the draft when retained and follows its changes', async () => {
    const { store, set } = fakeStore([]);
    const checks = checksFor(store, idle);
    const release = checks.retain();
    await settle();
    expect(checks.getSnapshot().ready).toBe(true);
    expect(checks.getSnapshot().findings.map((f) => f.code)).toContain('no_questions');
    set([createComponent('question', { id: 'q1', name: 'Q1', parent: null, order: 0, question_type: 'info' })]);
    await settle();
    expect(checks.getSnapshot().findings.map((f) => f.code)).not.toContain('no_questions');
    release();
  });

  it('keeps its list by the changes the checks answer with, languages included, equal to a full check', async () => {
    const question = createComponent('question', { id: 'q1', name: 'Q1', parent: null, order: 0, question_type: 'info', default_language_data: { question_text: 'Hello' } });
    const { store, set } = fakeStore([question]);
    const checks = checksFor(store, idle);
    const release = checks.retain();
    await settle();
    const before = checks.getSnapshot().findings;
    const steps: [Component[], string[]][] = [
      [[question], ['fr']],
      [[{ ...question, additional_language_data: { fr: { question_text: 'Bonjour' } } }], ['fr', 'de']],
      [[{ ...question, additional_language_data: { fr: { question_text: 'Bonjour' } } }], ['fr']],
      [[], ['fr']],
    ];
    for (const [components, languages] of steps) {
      set(components, languages);
      await settle();
      expect(checks.getSnapshot().findings).toEqual(createCheckReplica(components, { additionalLanguages: languages }).findings());
    }
    expect(checks.getSnapshot().findings).not.toBe(before);
    expect(Object.isFrozen(checks.getSnapshot().findings)).toBe(true);
    release();
  });

  it('loads the view, not its base, when edits wait on top of the stored base', async () => {
    const question = createComponent('question', { id: 'q1', name: 'Q1', parent: null, order: 0, question_type: 'info', default_language_data: { question_text: 'Hello' } });
    const untitled = { ...question, default_language_data: { question_text: '' } };
    const other = createComponent('question', { id: 'q2', name: 'Q2', parent: null, order: 1, question_type: 'info', default_language_data: { question_text: 'Bye' } });
    const { store } = fakeStore([untitled], [question, other]);
    const checks = checksFor(store, idle);
    const release = checks.retain();
    await settle();
    expect(checks.getSnapshot().findings).toEqual(createCheckReplica([untitled], { additionalLanguages: [] }).findings());
    expect(checks.getSnapshot().findings.map((f) => f.id)).toContain('missing_question_text:q1');
    release();
  });

  it('loads a base of many chunks, sent a few per message, with the edits on top', async () => {
    // 300 questions fall in nearly every one of the 64 chunks: several messages ahead of the reset.
    const base = Array.from({ length: 300 }, (_, i) => createComponent('question', { id: `q${i}`, name: `Q${i}`, parent: null, order: i, question_type: 'info', default_language_data: { question_text: `Text ${i}` } }));
    const view = [...base.slice(1, 299), { ...base[299]!, default_language_data: { question_text: '' } }];
    const { store } = fakeStore(view, base);
    const checks = checksFor(store, idle);
    const release = checks.retain();
    await settle();
    expect(checks.getSnapshot().findings).toEqual(createCheckReplica(view, { additionalLanguages: [] }).findings());
    expect(checks.getSnapshot().findings.map((f) => f.id)).toContain('missing_question_text:q299');
    release();
  });

  it('loads the draft into the checks only once the page is idle', async () => {
    const { store } = fakeStore([]);
    let idleNow = () => {};
    const checks = checksFor(store, { whenIdle: () => new Promise<void>((resolve) => { idleNow = resolve; }) });
    const release = checks.retain();
    await settle();
    expect(checks.getSnapshot().ready).toBe(false);
    idleNow();
    await settle();
    expect(checks.getSnapshot().ready).toBe(true);
    release();
  });

  it('is one checker per store, started by its first holder', () => {
    const { store } = fakeStore([]);
    expect(checksFor(store)).toBe(checksFor(store));
    expect(checksFor(store).getSnapshot().ready).toBe(false);
  });
});
