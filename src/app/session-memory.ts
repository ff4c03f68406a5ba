// Small choices remembered for the browser session (sessionStorage). Storage can be missing
// (server-side tests), blocked or full (private mode); then a read gives null and a write is
// forgotten, never an exception, because losing such a choice costs the author one click.

/** The tab's session storage, or undefined where there is none or it is blocked. */
export function browserSession(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
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
