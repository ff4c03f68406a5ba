import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SyncStatus } from '../../../../sync/status';
import { draftReadiness, whenDraftSaved } from './draft-readiness';

type Snapshot = Parameters<typeof draftReadiness>[0];
const snap = (status: SyncStatus, extra: Partial<Snapshot> = {}): Snapshot => ({ ready: true, status, conflicts: [], ...extra });

/** A store whose snapshot the test moves along. */
function fakeStore(first: Snapshot) {
  let current = first;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => current as never,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    move(next: Snapshot) {
      current = next;
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

describe('draft readiness', () => {
  afterEach(() => vi.useRealTimers());

  it('is ready once the draft was read and every change saved', () => {
    expect(draftReadiness(snap({ kind: 'saved' }))).toEqual({ ok: true });
    expect(draftReadiness(snap({ kind: 'saved' }, { ready: false }))).toBeNull();
    expect(draftReadiness(snap({ kind: 'saving', waiting: 2 }))).toBeNull();
    expect(draftReadiness(snap({ kind: 'error', code: 'server', reason: 'The server failed (HTTP 502); retrying', retrying: true, waiting: 1 }))).toBeNull();
  });

  it('gives up, saying why, when offline, in conflict or failing for good', () => {
    expect(draftReadiness(snap({ kind: 'offline', waiting: 3 }))).toMatchObject({ ok: false, reason: 'offline', message: expect.stringContaining('3 changes are waiting') });
    const conflict = { id: 'c', surveyId: 's', cid: null, reason: 'refused', message: 'no', ops: [], at: 0 } as unknown as Snapshot['conflicts'][number];
    expect(draftReadiness(snap({ kind: 'saved' }, { conflicts: [conflict] }))).toMatchObject({ ok: false, reason: 'conflicts' });
    expect(draftReadiness(snap({ kind: 'error', code: 'forbidden', reason: 'You can no longer edit this survey', retrying: false, waiting: 1 })))
      .toMatchObject({ ok: false, reason: 'error', message: 'Your changes could not be saved: You can no longer edit this survey' });
  });

  it('waits for the save to finish, then stops listening', async () => {
    const store = fakeStore(snap({ kind: 'saving', waiting: 1 }));
    const result = whenDraftSaved(store);
    store.move(snap({ kind: 'saved' }));
    await expect(result).resolves.toEqual({ ok: true });
    expect(store.listeners.size).toBe(0);
  });

  it('gives up after the timeout', async () => {
    vi.useFakeTimers();
    const store = fakeStore(snap({ kind: 'saving', waiting: 1 }));
    const result = whenDraftSaved(store, 1000);
    vi.advanceTimersByTime(1000);
    await expect(result).resolves.toMatchObject({ ok: false, reason: 'timeout' });
    expect(store.listeners.size).toBe(0);
  });
});
