import type { RouterOutputs } from '@promptshelf/trpc';
import { getQueryKey } from '@trpc/react-query';
import { useQueryClient } from '@tanstack/react-query';

import { api, useTRPC, type Trpc } from '#src/lib/trpc';

export type CollectionSummary = RouterOutputs['collections']['mine'][number];
export type CollectionDetail = RouterOutputs['collections']['byId']['collection'];

/**
 * After any change to collection `id`: my list (names, counts, order), its own page, and the
 * owner's profile (it lists public collections); nothing else.
 */
async function invalidateCollection(trpc: Trpc, id: number) {
  await Promise.all([
    trpc.collections.mine.invalidate(),
    trpc.collections.byId.invalidate({ id }),
    trpc.profiles.public.invalidate(),
  ]);
}

export function useCreateCollection() {
  const trpc = useTRPC();
  return api.collections.create.useMutation({
    onSuccess: () => trpc.collections.mine.invalidate(),
  });
}

export function useUpdateCollection() {
  const trpc = useTRPC();
  return api.collections.update.useMutation({
    onSuccess: (collection) => invalidateCollection(trpc, collection.id),
  });
}

export function useDeleteCollection() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return api.collections.delete.useMutation({
    onSuccess: async (_result, input) => {
      // Its page must not refetch into a 404; it is simply gone.
      queryClient.removeQueries({
        queryKey: getQueryKey(api.collections.byId, { id: Number(input.id) }, 'query'),
      });
      await Promise.all([
        trpc.collections.mine.invalidate(),
        trpc.collections.holding.invalidate(),
        trpc.profiles.public.invalidate(),
      ]);
    },
  });
}

/** Puts a prompt into a collection or takes it out; the menu's ticks follow. */
export function useToggleInCollection() {
  const trpc = useTRPC();
  const add = api.collections.addSnippet.useMutation({
    onSuccess: (collection, input) =>
      Promise.all([
        invalidateCollection(trpc, collection.id),
        trpc.collections.holding.invalidate({ snippetId: input.snippetId }),
      ]),
  });
  const remove = api.collections.removeSnippet.useMutation({
    onSuccess: (collection, input) =>
      Promise.all([
        invalidateCollection(trpc, collection.id),
        trpc.collections.holding.invalidate({ snippetId: input.snippetId }),
      ]),
  });
  return { add, remove, isPending: add.isPending || remove.isPending };
}
