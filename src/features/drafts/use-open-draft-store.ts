// Opening a survey's draft store in the browser: one IndexedDB database per page, the Web Locks
// API for the leader election, BroadcastChannel between tabs, fetch for the server, and the
// window's online/offline events. The designer layout opens it and provides it to its screens.
import { useEffect, useState } from 'react';
import { DraftDatabase } from '../../../sync/database';
import { clearDrafts, DraftStore, type DraftStoreDeps } from '../../../sync/draft-store';
import { InMemoryLocks, type ChannelLike } from '../../../sync/in-memory';
import type { LockManagerLike } from '../../../sync/leader';
import type { RescueStorage } from '../../../sync/rescue';
import { createHttpTransport } from '../../../sync/transport';
import { createEarlyPull } from './early-pull';

export interface BrowserDraftOptions {
  readonly surveyId: string;
  /** The session's token code. */
  readonly token: () => string | null;
  /** Renews the session after a 401 (the auth machine's refresh); rejects when it cannot. */
  readonly refreshToken: () => Promise<void>;
}

let database: DraftDatabase | null = null;
const draftDatabase = () => (database ??= new DraftDatabase());

const openChannel = (name: string): ChannelLike =>
  typeof BroadcastChannel === 'undefined'
    ? { onmessage: null, postMessage: () => {}, close: () => {} }
    : (new BroadcastChannel(name) as unknown as ChannelLike);

/** The first pull's reads the designer's route starts ahead (preloadDraft), for the transport. */
const earlyPull = createEarlyPull((url, init) => fetch(url, init));

let fallbackLocks: InMemoryLocks | null = null;
const locks = (): LockManagerLike =>
  (typeof navigator !== 'undefined' && navigator.locks ? (navigator.locks as unknown as LockManagerLike) : (fallbackLocks ??= new InMemoryLocks()));

/** localStorage, where the page may use it (a privacy setting can make reading it throw). */
function rescueStorage(): RescueStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The page being left or hidden. Capture listeners, so the store knows before the text fields
 * hand over what waits for its pause (their listeners on the same targets run after these).
 */
function pageLeaving(onChange: (leaving: boolean) => void): () => void {
  const hide = () => onChange(true);
  const show = () => onChange(false);
  const visibility = () => onChange(document.visibilityState === 'hidden');
  window.addEventListener('pagehide', hide, true);
  window.addEventListener('pageshow', show, true);
  document.addEventListener('visibilitychange', visibility, true);
  return () => {
    window.removeEventListener('pagehide', hide, true);
    window.removeEventListener('pageshow', show, true);
    document.removeEventListener('visibilitychange', visibility, true);
  };
}

export function browserDraftDeps(options: BrowserDraftOptions): DraftStoreDeps {
  // Ask the browser not to evict unsaved drafts under storage pressure (best effort).
  void navigator.storage?.persist?.().catch(() => false);
  return {
    db: draftDatabase(),
    surveyId: options.surveyId,
    transport: createHttpTransport({ fetch: earlyPull.fetch, token: options.token }),
    locks: locks(),
    openChannel,
    refreshToken: options.refreshToken,
    // Other browsers' edits arrive by pull; an unchanged survey answers 304, so 5 s is cheap.
    pollMs: 5_000,
    rescue: rescueStorage(),
    pageLeaving,
    connectivity: (onChange) => {
      const online = () => onChange(true);
      const offline = () => onChange(false);
      window.addEventListener('online', online);
      window.addEventListener('offline', offline);
      return () => {
        window.removeEventListener('online', online);
        window.removeEventListener('offline', offline);
      };
    },
  };
}

/**
 * Opens the draft store of `surveyId` while the calling component is mounted (null until the
 * effect made it). `deps` is called once per survey; pass `browserDraftDeps` bound to the session
 * in the app.
 */
export function useOpenDraftStore(surveyId: string, deps: (surveyId: string) => DraftStoreDeps): DraftStore | null {
  const [opened, setOpened] = useState<{ surveyId: string; store: DraftStore } | null>(null);
  useEffect(() => {
    // The store is handed out before it is open, let alone its stored draft read: the designer's
    // shell and overview show at once (its status says 'loading' until its first reads, which on a
    // reload queue behind the base being read ahead), and pages that need the survey wait for `ready`.
    const store = new DraftStore(deps(surveyId));
    // The store is made here, not in render (it opens a channel to the other tabs), and the page
    // renders again with it: a second render is the point, not a cascade to avoid.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOpened({ surveyId, store });
    void store.open({ view: 'later' });
    return () => store.close();
    // deps is a factory: a new closure each render must not reopen the store.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [surveyId]);
  return opened?.surveyId === surveyId ? opened.store : null;
}

/**
 * Starts reading the stored draft of `surveyId` before the page that shows it is rendered: the
 * store opened later finds it read, or waits for this read to finish. When none is stored, starts
 * the reads of its first pull instead (the largest survey's components take a second or more),
 * which the store's transport then takes rather than asking again.
 */
export function preloadDraft(surveyId: string, token: string | null): void {
  if (typeof indexedDB === 'undefined') return;
  const stored = draftDatabase().preloadBase(surveyId);
  if (token) earlyPull.start(surveyId, token, stored.then((yes) => !yes));
}

/** Sign-out: forgets every local draft and tells the other tabs (call before clearing storage). */
export function signOutDrafts(): Promise<void> {
  earlyPull.clear();
  return clearDrafts(draftDatabase(), openChannel, rescueStorage());
}
