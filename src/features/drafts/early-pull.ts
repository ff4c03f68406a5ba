// A survey's first pull, started ahead. When the designer's route finds nothing of the survey
// stored in this browser (preloadDraft), it starts the first pull's reads with its own requests
// (the largest survey's components take a second or more), instead of after the bundle's screens,
// the draft store and its leader election; the store's transport, made later, takes each answer
// rather than asking again.
import { pullPaths, requestHeaders, type FetchLike, type ResponseLike } from '../../../sync/transport';

export interface EarlyPull {
  /**
   * Starts the reads of the first pull of `surveyId`, signed in with `token`, once `needed`
   * resolves true (nothing of it stored). The transport's reads wait for that answer rather than
   * asking for 36 MB a second time while the first request is on its way.
   */
  start(surveyId: string, token: string, needed: Promise<boolean>): void;
  /** fetch for the transport: a first pull's GET takes the answer started ahead for it, once. */
  readonly fetch: FetchLike;
  /** Forgets every read started (sign-out). */
  clear(): void;
}

/** An answer started ahead is taken this long after it was asked for, no later. */
const KEEP_FOR_MS = 15_000;

export function createEarlyPull(fetch: FetchLike, options: { now?: () => number; keepForMs?: number } = {}): EarlyPull {
  const now = options.now ?? Date.now;
  const keepFor = options.keepForMs ?? KEEP_FOR_MS;
  // By token and address: a page signed in as someone else never takes another user's answer.
  const started = new Map<string, { readonly at: number; readonly response: Promise<ResponseLike | null> }>();
  const keyOf = (token: string, url: string) => `${token}\u0000${url}`;
  return {
    start(surveyId, token, needed) {
      const headers = requestHeaders(token);
      for (const url of Object.values(pullPaths(surveyId))) {
        const response = needed.then((yes) => (yes ? fetch(url, { method: 'GET', headers }) : null), () => null);
        // A failure is the transport's to meet when it takes the answer (or asks again itself).
        response.catch(() => {});
        started.set(keyOf(token, url), { at: now(), response });
      }
    },
    fetch(url, init) {
      const token = init.headers.Authorization?.replace(/^Token /, '');
      // A pull that names a known revision (If-None-Match) is not the first one they were for.
      const key = init.method === 'GET' && token && !init.headers['If-None-Match'] ? keyOf(token, url) : null;
      const kept = key === null ? undefined : started.get(key);
      if (key !== null && kept) {
        started.delete(key);
        if (now() - kept.at < keepFor) return kept.response.then((response) => response ?? fetch(url, init));
      }
      return fetch(url, init);
    },
    clear() {
      started.clear();
    },
  };
}
