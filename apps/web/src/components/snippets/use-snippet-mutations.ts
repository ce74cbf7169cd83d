import { useMutation, useQueryClient } from '@tanstack/react-query';

import { useTRPC } from '../../lib/trpc';
import { invalidateLibrary } from './snippet-cache';

/** Create and update: one form, two mutations; both refresh the library afterwards. */
export function useSaveSnippet() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(
    trpc.snippets.create.mutationOptions({
      onSuccess: async () => {
        await Promise.all([
          invalidateLibrary(queryClient, trpc),
          // A new custom tool name is offered in the form from now on.
          queryClient.invalidateQueries(trpc.options.myAiTools.pathFilter()),
        ]);
      },
    }),
  );
  const update = useMutation(
    trpc.snippets.update.mutationOptions({
      onSuccess: async (snippet) => {
        queryClient.setQueryData(trpc.snippets.byId.queryKey({ id: snippet.id }), snippet);
        await Promise.all([
          invalidateLibrary(queryClient, trpc),
          queryClient.invalidateQueries(trpc.options.myAiTools.pathFilter()),
          // The edit may have made a version.
          queryClient.invalidateQueries(trpc.versions.list.pathFilter()),
        ]);
      },
    }),
  );
  return { create, update, isPending: create.isPending || update.isPending };
}

export function useDeleteSnippet() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.snippets.delete.mutationOptions({
      onSuccess: async (_result, input) => {
        // Its page must not refetch into a 404; it is simply gone.
        queryClient.removeQueries(trpc.snippets.byId.queryFilter({ id: Number(input.id) }));
        await Promise.all([
          invalidateLibrary(queryClient, trpc),
          // It may have been someone's copy: a clone of the original is no longer a second one.
          queryClient.invalidateQueries(trpc.snippets.myCopy.pathFilter()),
        ]);
      },
    }),
  );
}

export function useCloneSnippet() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.snippets.clone.mutationOptions({
      onSuccess: async (copy) => {
        queryClient.setQueryData(trpc.snippets.byId.queryKey({ id: copy.id }), copy);
        await Promise.all([
          invalidateLibrary(queryClient, trpc),
          queryClient.invalidateQueries(trpc.options.myAiTools.pathFilter()),
          queryClient.invalidateQueries(trpc.snippets.myCopy.pathFilter()),
        ]);
      },
    }),
  );
}
