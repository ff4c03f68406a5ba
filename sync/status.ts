// What the author sees of saving: saved, saving, offline with N changes waiting, or an error with
// its reason. Combines the leader's sync phase (shared with the other tabs) with this tab's count
// of unsaved changes.
import type { SnapshotFrom } from 'xstate';
import type { SyncFailure, syncMachine } from './sync.machine';

/** The leader's loop, reduced to what every tab needs to show it. */
export type SyncPhase =
  | { readonly kind: 'idle' }
  | { readonly kind: 'busy' }
  | { readonly kind: 'offline'; readonly retryAt: number | null }
  | { readonly kind: 'error'; readonly code: FailureCode; readonly reason: string; readonly retrying: boolean };

/** What failed, for the app to act on (unauthorized: sign in again; forbidden: leave the survey). */
export type FailureCode = SyncFailure['kind'];

export type SyncStatus =
  /** The store's local state is not read yet (DraftStore.open): whether edits wait is unknown. */
  | { readonly kind: 'loading' }
  | { readonly kind: 'saved' }
  | { readonly kind: 'saving'; readonly waiting: number }
  | { readonly kind: 'offline'; readonly waiting: number }
  | { readonly kind: 'error'; readonly code: FailureCode; readonly reason: string; readonly retrying: boolean; readonly waiting: number };

export function phaseOf(snapshot: SnapshotFrom<typeof syncMachine>): SyncPhase {
  const { failure } = snapshot.context;
  if (snapshot.matches('idle')) return { kind: 'idle' };
  if (snapshot.matches('error')) return { kind: 'error', code: failure?.kind ?? 'other', reason: reasonOf(failure), retrying: false };
  if (snapshot.matches('waiting')) {
    if (failure?.kind === 'network' || !snapshot.context.online) return { kind: 'offline', retryAt: null };
    return { kind: 'error', code: failure?.kind ?? 'other', reason: reasonOf(failure), retrying: true };
  }
  return { kind: 'busy' };
}

export function statusOf(phase: SyncPhase | null, waiting: number): SyncStatus {
  if (phase?.kind === 'error') return { kind: 'error', code: phase.code, reason: phase.reason, retrying: phase.retrying, waiting };
  if (waiting === 0) return { kind: 'saved' };
  if (phase?.kind === 'offline') return { kind: 'offline', waiting };
  return { kind: 'saving', waiting };
}

export function reasonOf(failure: SyncFailure | null): string {
  switch (failure?.kind) {
    case undefined: return 'Unknown';
    case 'network': return 'The server could not be reached';
    case 'unauthorized': return 'Your session has ended: sign in again to save your changes';
    case 'rate_limited': return 'The server asked us to slow down; retrying shortly';
    case 'busy': return 'The previous save is still being applied';
    case 'server': return `The server failed (HTTP ${failure.status}); retrying`;
    case 'refused': return 'Some changes were refused';
    case 'too_large': return 'The save was too large; splitting it';
    case 'key_reused': return 'A save was sent twice with different content';
    case 'forbidden': return failure.status === 404 ? 'This survey no longer exists' : 'You can no longer edit this survey';
    case 'other': return failure.message;
  }
}
