import type { RouterOutputs } from '@promptshelf/trpc';
import { useQuery } from '@tanstack/react-query';

import { api, useTRPC } from '#src/lib/trpc';

export type LinkedIdentity = RouterOutputs['identities']['list'][number];

/** The tRPC calls of the linked identities section; an unlink refreshes the list. */
export function useIdentities() {
  const trpc = useTRPC();
  const list = useQuery(trpc.identities.list.queryOptions());
  const unlink = api.identities.unlink.useMutation({
    onSettled: () => trpc.identities.list.invalidate(),
  });
  return { list, unlink };
}
