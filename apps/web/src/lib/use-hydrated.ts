import { startTransition, useEffect, useState } from 'react';

/** Set once a hydrated render has committed: what mounts after that starts out hydrated. */
let hydratedOnce = false;

/**
 * False on the server and during hydration, true from a render after. A lazily loaded control
 * rendered on the server would look ready while its code is still loading, and a click on it
 * would be lost; such a control waits for this instead.
 *
 * The switch to true is a transition, not the synchronous re-render that
 * `useSyncExternalStore` with a server snapshot forces after hydration: every card, the
 * header and the page re-render then, and as one blocking task that was a good part of a phone's
 * Total Blocking Time (decision 090). A component that mounts later (a page opened in the app)
 * is true from its first render.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(hydratedOnce);
  useEffect(() => {
    hydratedOnce = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
