// Work that can wait for the browser to be idle (fetching a screen's chunk before it is opened):
// requestIdleCallback where the browser has it (Safari lacks it), else a short timeout.
import { useEffect } from 'react';

export function requestIdle(run: () => void): number {
  return typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 2000 }) : window.setTimeout(run, 200);
}

export function cancelIdle(handle: number): void {
  if (typeof cancelIdleCallback === 'function') cancelIdleCallback(handle);
  else window.clearTimeout(handle);
}

/** Runs `run` once, when the browser is next idle after the calling component mounts. */
export function useWhenIdle(run: () => void): void {
  useEffect(() => {
    const handle = requestIdle(run);
    return () => cancelIdle(handle);
    // Once per mount: `run` is a loader, the same whatever render passed it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
