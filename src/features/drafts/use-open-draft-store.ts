// Opening a survey's draft store in the browser: one IndexedDB database per page, the Web Locks
// API for the leader election, BroadcastChannel between tabs, fetch for the server, and the
// window's online/offline events. The designer layout opens it and provides it to its screens.
import { useEffect, useState } from 'react';
import { DraftDatabase } from '../../../sync/database';
import { clearDrafts, openDraftStore, type DraftStore, type DraftStoreDeps } from '../../../sync/draft-store';
import { InMemoryLocks, type ChannelLike } from '../../../sync/in-memory';
import type { LockManagerLike } from '../../../sync/leader';
import type { RescueStorage } from '../../../sync/rescue';
import { createHttpTransport } from '../../../sync/transport';

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
    transport: createHttpTransport({ fetch: (url, init) => fetch(url, init), token: options.token }),
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
 * Opens the draft store of `surveyId` while the calling component is mounted (null until open).
 * `deps` is called once per survey; pass `browserDraftDeps` bound to the session in the app.
 */
export function useOpenDraftStore(surveyId: string, deps: (surveyId: string) => DraftStoreDeps): DraftStore | null {
  const [opened, setOpened] = useState<{ surveyId: string; store: DraftStore } | null>(null);
  useEffect(() => {
    let store: DraftStore | null = null;
    let cancelled = false;
    // The store is handed out before its stored draft is read: the designer's shell and overview
    // show at once, and pages that need the survey wait for `ready`.
    void openDraftStore(deps(surveyId), { view: 'later' }).then((open) => {
      store = open;
      if (cancelled) open.close();
      else setOpened({ surveyId, store: open });
    });
    return () => {
      cancelled = true;
      store?.close();
    };
    // deps is a factory: a new closure each render must not reopen the store.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [surveyId]);
  return opened?.surveyId === surveyId ? opened.store : null;
}

/** Sign-out: forgets every local draft and tells the other tabs (call before clearing storage). */
export function signOutDrafts(): Promise<void> {
  return clearDrafts(draftDatabase(), openChannel, rescueStorage());
}
