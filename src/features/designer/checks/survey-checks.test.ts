import { describe, expect, it } from 'vitest';
import { createComponent, type Component } from '../../../../schema';
import { makeDoc } from '../../../../sync/document';
import type { DraftSnapshot, DraftStore } from '../../../../sync/draft-store';
import { checksFor } from './survey-checks';

/** Just enough of a draft store: a snapshot that can be replaced, and its listeners. */
function fakeStore(components: Component[]) {
  const listeners = new Set<() => void>();
  let snapshot = { ready: true, doc: makeDoc({}, components) } as unknown as DraftSnapshot;
  return {
    store: { getSnapshot: () => snapshot, subscribe: (l: () => void) => (listeners.add(l), () => listeners.delete(l)) } as unknown as DraftStore,
    set(next: Component[]) {
      snapshot = { ...snapshot, doc: makeDoc({}, next) };
      for (const l of listeners) l();
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('survey checks of the open draft', () => {
  it('checks the draft when retained and follows its changes', async () => {
    const { store, set } = fakeStore([]);
    const checks = checksFor(store);
    const release = checks.retain();
    await settle();
    expect(checks.getSnapshot().ready).toBe(true);
    expect(checks.getSnapshot().findings.map((f) => f.code)).toContain('no_questions');
    set([createComponent('question', { id: 'q1', name: 'Q1', parent: null, order: 0, question_type: 'info' })]);
    await settle();
    expect(checks.getSnapshot().findings.map((f) => f.code)).not.toContain('no_questions');
    release();
  });

  it('is one checker per store, started by its first holder', () => {
    const { store } = fakeStore([]);
    expect(checksFor(store)).toBe(checksFor(store));
    expect(checksFor(store).getSnapshot().ready).toBe(false);
  });
});
