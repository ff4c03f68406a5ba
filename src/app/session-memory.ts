// Small choices remembered for the browser session (sessionStorage). Storage can be missing
// (outside a browser), blocked or full (private mode); then a read gives null and a write is
// kept in memory or forgotten, never an exception: losing such a choice costs one click.

let pageMemory: Storage | undefined;

/**
 * The tab's session storage; where it is blocked, a store in memory that lasts as long as the
 * page; undefined outside a browser.
 */
export function browserSession(): Storage | undefined {
  if (typeof window === 'undefined') return undefined;
  try {
    return window.sessionStorage;
  } catch {
    return (pageMemory ??= memoryStorage());
  }
}

/** A Storage kept in a Map: the stand-in for blocked session storage, and for tests. */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() { return items.size; },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

export function recall(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Keeps `value` under `key`; null forgets it. */
export function remember(storage: Storage | undefined, key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Blocked or full: the choice lasts until the page closes.
  }
}
