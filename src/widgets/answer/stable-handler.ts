// A handler that keeps its identity for the component's life and calls the latest one given (set
// after each commit, before any event can fire): memoised answer rows take it without redrawing
// whenever their group redraws with new closures.
import { useCallback, useLayoutEffect, useRef } from 'react';

export function useStableHandler<A extends unknown[]>(handler: (...args: A) => void): (...args: A) => void {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
