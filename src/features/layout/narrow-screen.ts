// The width below which the app reflows for phones and tablets: the left menu becomes a drawer
// behind a Menu button and the designer shows its tree and its settings one at a time. CSS
// media queries cannot read a variable, so src/styles/app.css and the designer's edit.css
// repeat this number (max-width: 1023.98px); change them together.
import { useSyncExternalStore } from 'react';

export const NARROW_SCREEN_QUERY = '(max-width: 1023.98px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia?.(NARROW_SCREEN_QUERY);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

// No matchMedia (tests in jsdom, the server): the desktop layout.
const isNarrow = () => window.matchMedia?.(NARROW_SCREEN_QUERY).matches ?? false;

/** True while the window is narrower than the desktop layout needs. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
