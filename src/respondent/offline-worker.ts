// The respondent pages' service worker (issue 14 D): what lets a reload while offline show the
// respondent where they were. Served by the server at /s/offline-worker.js (its scope: the survey
// links), as the source of `offlineWorker` below, so it is written, type-checked and linted here
// but runs alone: it may use nothing outside its own body.
//   a survey link's navigation   network first; offline, the shell the page kept for that link
//                                (offline-shell.ts), whose script then draws the device's place
//   the build's assets           from the cache once seen (hashed names: they never change)

/** The cache the page and the worker share. */
export const OFFLINE_CACHE = 'fieldwork-respondent-v1';
/** Where the page keeps its shell: the link with this query, which no server address uses. */
export const SHELL_QUERY = 'fieldwork-offline-shell';
/** The worker's address: its directory (/s/) is the furthest it may control. */
export const WORKER_PATH = '/s/offline-worker.js';

interface FetchEventLike extends Event {
  readonly request: Request;
  respondWith(response: Promise<Response> | Response): void;
}
interface ExtendableEventLike extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface WorkerScope {
  readonly location: Location;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEventLike) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
}

export function offlineWorker(scope: WorkerScope, cacheName: string, shellQuery: string): void {
  scope.addEventListener('install', (event) => event.waitUntil(scope.skipWaiting()));
  // The page that registered it is controlled at once: its reload is the one that may be offline.
  scope.addEventListener('activate', (event) => event.waitUntil(scope.clients.claim()));
  scope.addEventListener('fetch', (event) => {
    const { request } = event;
    if (request.method !== 'GET') return;
    const url = new URL(request.url);
    if (url.origin !== scope.location.origin) return;
    if (request.mode === 'navigate' && /^\/s\/[^/]+$/.test(url.pathname)) {
      event.respondWith(fetch(request).catch(async () => {
        const shell = await caches.match(`${url.origin}${url.pathname}?${shellQuery}`);
        return shell ?? Response.error();
      }));
      return;
    }
    if (url.pathname.startsWith('/assets/')) {
      event.respondWith(caches.match(request).then((hit) => hit ?? fetch(request).then((response) => {
        if (response.ok) {
          const copy = response.clone();
          void caches.open(cacheName).then((cache) => cache.put(request, copy));
        }
        return response;
      })));
    }
  });
}

/** The worker's script, as the server sends it. */
export function offlineWorkerSource(): string {
  return `(${offlineWorker.toString()})(self, ${JSON.stringify(OFFLINE_CACHE)}, ${JSON.stringify(SHELL_QUERY)});\n`;
}
