import type { RouterOutputs } from '@promptshelf/trpc';
import { useQuery } from '@tanstack/react-query';

import type { RouterContext } from './router-context';
import { useTRPC } from './trpc';

export type Viewer = NonNullable<RouterOutputs['auth']['me']>;

/**
 * The signed-in user for route guards, or null. Cached with the app's other queries, so
 * guards after the first only read the cache. A failed call counts as signed out: a
 * user is signed in only when the current-user call returns data.
 */
export async function loadViewer({ queryClient, trpc }: RouterContext): Promise<Viewer | null> {
  try {
    return await queryClient.ensureQueryData(trpc.auth.me.queryOptions());
  } catch {
    return null;
  }
}

/** The signed-in user for components; `isPending` while the first check runs. */
export function useViewer(): { viewer: Viewer | null; isPending: boolean } {
  const trpc = useTRPC();
  const { data, isPending } = useQuery(trpc.auth.me.queryOptions());
  return { viewer: data ?? null, isPending };
}
