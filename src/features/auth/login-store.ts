// Where a session lives between visits, and how every local trace is wiped at sign-out.
import type { Login } from '../../api/types';

export const loginStorageKey = 'fieldwork.login';

export function readStoredLogin(storage: Storage = localStorage): Login | null {
  try {
    const raw = storage.getItem(loginStorageKey);
    return raw ? (JSON.parse(raw) as Login) : null;
  } catch {
    return null;
  }
}

export function writeStoredLogin(login: Login, storage: Storage = localStorage): void {
  storage.setItem(loginStorageKey, JSON.stringify(login));
}

export function hasExpired(login: Login, now: number): boolean {
  const expires = Date.parse(login.token.expires_at);
  return !Number.isFinite(expires) || expires <= now;
}

/** Clears every local store: web storage, every IndexedDB database, and the Cache API. */
export async function clearLocalData(): Promise<void> {
  localStorage.clear();
  sessionStorage.clear();
  if (typeof indexedDB !== 'undefined' && 'databases' in indexedDB) {
    const databases = await indexedDB.databases();
    await Promise.all(databases.map((db) => (db.name ? deleteDatabase(db.name) : undefined)));
  }
  if (typeof caches !== 'undefined') {
    const keys = await caches.keys();
    await Promise.all(keys.map((key) => caches.delete(key)));
  }
}

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    // A database held open elsewhere is deleted when it closes; do not hang sign-out on it.
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}
