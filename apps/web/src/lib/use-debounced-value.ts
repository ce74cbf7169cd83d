import { useEffect, useState } from 'react';

/** Browse and dashboard searches wait 300 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * `value`, once it has stopped changing for `delayMs`: 300 ms for browse and dashboard searches,
 * 500 ms for the username check and admin searches.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
