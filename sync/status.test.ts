import { describe, expect, it } from 'vitest';
import { reasonOf, statusOf } from './status';

describe('statusOf', () => {
  it('is saved when nothing waits, whatever the loop is doing', () => {
    expect(statusOf({ kind: 'busy' }, 0)).toEqual({ kind: 'saved' });
    expect(statusOf({ kind: 'offline', retryAt: null }, 0)).toEqual({ kind: 'saved' });
  });

  it('counts the changes waiting while saving or offline', () => {
    expect(statusOf({ kind: 'idle' }, 2)).toEqual({ kind: 'saving', waiting: 2 });
    expect(statusOf({ kind: 'offline', retryAt: null }, 3)).toEqual({ kind: 'offline', waiting: 3 });
  });

  it('shows an error with its reason and code even when nothing waits', () => {
    const phase = { kind: 'error', code: 'forbidden', reason: reasonOf({ kind: 'forbidden', status: 404 }), retrying: false } as const;
    expect(statusOf(phase, 0)).toEqual({ kind: 'error', code: 'forbidden', reason: 'This survey no longer exists', retrying: false, waiting: 0 });
  });
});
