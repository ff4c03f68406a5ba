// Before publishing, the author's draft must have reached the server: the server publishes what it
// holds, so a change still in this browser would silently miss the version. Publishing waits for
// "All changes saved" and gives up, saying why, when saving cannot finish by itself.
import type { DraftSnapshot, DraftStore } from '../../../../sync/draft-store';

export type DraftReadiness =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: 'offline' | 'conflicts' | 'error' | 'timeout'; readonly message: string };

/** How long saving may take before publishing gives up (a large first save takes seconds). */
export const DRAFT_SAVE_TIMEOUT_MS = 60_000;

const changes = (n: number) => `${n} ${n === 1 ? 'change is' : 'changes are'}`;

/** Whether the draft is on the server (ok), cannot get there by itself (not ok), or may yet (null). */
export function draftReadiness(snapshot: Pick<DraftSnapshot, 'ready' | 'status' | 'conflicts'>): DraftReadiness | null {
  const { status, conflicts } = snapshot;
  if (conflicts.length > 0) {
    const what = conflicts.length === 1 ? '1 of your changes' : `${conflicts.length} of your changes`;
    return { ok: false, reason: 'conflicts', message: `${what} could not be saved. Review and dismiss them, then publish again.` };
  }
  if (status.kind === 'offline') {
    return { ok: false, reason: 'offline', message: `You are offline: ${changes(status.waiting)} waiting to be saved. Publish once you are back online.` };
  }
  if (status.kind === 'error' && !status.retrying) {
    return { ok: false, reason: 'error', message: `Your changes could not be saved: ${status.reason}` };
  }
  return snapshot.ready && status.kind === 'saved' ? { ok: true } : null;
}

/** Resolves once the draft is saved, or with the reason it will not be (never rejects). */
export function whenDraftSaved(store: Pick<DraftStore, 'getSnapshot' | 'subscribe'>, timeoutMs = DRAFT_SAVE_TIMEOUT_MS): Promise<DraftReadiness> {
  return new Promise((resolve) => {
    let unsubscribe = () => {};
    const finish = (readiness: DraftReadiness) => {
      clearTimeout(timer);
      unsubscribe();
      resolve(readiness);
    };
    const check = () => {
      const readiness = draftReadiness(store.getSnapshot());
      if (readiness) finish(readiness);
    };
    const timer = setTimeout(() => finish({ ok: false, reason: 'timeout', message: 'Your changes are still being saved. Try publishing again in a moment.' }), timeoutMs);
    unsubscribe = store.subscribe(check);
    check();
  });
}
