import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and during hydration, true from the render after. A lazily loaded control
 * rendered on the server would look ready while its code is still loading, and a click on it
 * would be lost; such a control waits for this instead.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
