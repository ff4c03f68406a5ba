// One leader tab per survey runs the sync loop, elected with the Web Locks API: the tab holding
// the lock leads until it closes (or crashes, which releases the lock), and the next waiting tab
// takes over. The lock manager is passed in, so tests use an in-memory one.

/** The part of `navigator.locks` used here. */
export interface LockManagerLike {
  request(name: string, options: { mode: 'exclusive'; signal?: AbortSignal }, callback: () => Promise<unknown>): Promise<unknown>;
}

export interface Leadership {
  readonly isLeader: () => boolean;
  /** Gives up the lock (or stops waiting for it). */
  readonly release: () => void;
}

export const lockNameOf = (surveyId: string) => `fieldwork-sync:${surveyId}`;

/**
 * Waits for the survey's lock; `onLead` runs once it is held and returns what to do when leading
 * ends. The lock is held until `release` — a tab never hands over leadership while open.
 */
export function electLeader(locks: LockManagerLike, surveyId: string, onLead: () => () => void): Leadership {
  const abort = new AbortController();
  let leading = false;
  let stop: (() => void) | null = null;
  let resolveHold: (() => void) | null = null;
  locks
    .request(lockNameOf(surveyId), { mode: 'exclusive', signal: abort.signal }, () => {
      if (abort.signal.aborted) return Promise.resolve();
      leading = true;
      stop = onLead();
      return new Promise<void>((resolve) => (resolveHold = resolve));
    })
    .catch(() => {}); // aborted while waiting
  return {
    isLeader: () => leading,
    release: () => {
      if (leading) {
        leading = false;
        stop?.();
        resolveHold?.();
      } else abort.abort();
    },
  };
}
