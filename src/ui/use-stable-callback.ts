import { useCallback, useInsertionEffect, useRef } from "react";

/**
 * A function whose identity never changes and which always calls the latest `callback`: for a
 * memoised child (`memo`) that should not re-render just because its parent made a new handler.
 * Only for event handlers, never called during render (the latest callback is in place from
 * the commit on, before any layout effect or event).
 */
export function useStableCallback<A extends unknown[], R>(
  callback: (...args: A) => R,
): (...args: A) => R {
  const latest = useRef(callback);
  useInsertionEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
