import { getQueryKey } from '@trpc/react-query';
import { useQueryClient } from '@tanstack/react-query';

import { api, useTRPC } from '#src/lib/trpc';
import { invalidateLibrary, invalidateWorkspaceSummaries } from '../prompt-kit/prompt-cache';

/** Create and update: one form, two mutations; both refresh the library afterwards. */
export function useSavePrompt() {
  const trpc = useTRPC();
  const create = api.snippets.create.useMutation({
    onSuccess: async (prompt) => {
      await Promise.all([
        invalidateLibrary(trpc),
        prompt.workspace && invalidateWorkspaceSummaries(trpc),
        // A new custom tool name is offered in the form from now on.
        trpc.options.myAiTools.invalidate(),
      ]);
    },
  });
  const update = api.snippets.update.useMutation({
    onSuccess: async (prompt) => {
      trpc.snippets.byId.setData({ id: prompt.id }, prompt);
      await Promise.all([
        invalidateLibrary(trpc),
        prompt.workspace && invalidateWorkspaceSummaries(trpc),
        trpc.options.myAiTools.invalidate(),
        // The edit may have made a version, or published earlier ones.
        trpc.versions.list.invalidate(),
        // Made private, it leaves others' collections (and their counts).
        trpc.collections.byId.invalidate(),
        trpc.collections.mine.invalidate(),
      ]);
    },
  });
  // Between the personal library and workspaces: both sides' lists and counts change.
  const move = api.snippets.move.useMutation({
    onSuccess: async (prompt) => {
      trpc.snippets.byId.setData({ id: prompt.id }, prompt);
      await Promise.all([invalidateLibrary(trpc), invalidateWorkspaceSummaries(trpc)]);
    },
  });
  return {
    create,
    update,
    move,
    isPending: create.isPending || update.isPending || move.isPending,
  };
}

export function useDeletePrompt() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return api.snippets.delete.useMutation({
    onSuccess: async (_result, input) => {
      // Its page must not refetch into a 404; it is simply gone.
      queryClient.removeQueries({
        queryKey: getQueryKey(api.snippets.byId, { id: Number(input.id) }, 'query'),
      });
      await Promise.all([
        invalidateLibrary(trpc),
        invalidateWorkspaceSummaries(trpc),
        // It may have been someone's copy: a clone of the original is no longer a second one.
        trpc.snippets.myCopy.invalidate(),
        // It leaves every collection.
        trpc.collections.byId.invalidate(),
        trpc.collections.mine.invalidate(),
      ]);
    },
  });
}

export function useClonePrompt() {
  const trpc = useTRPC();
  return api.snippets.clone.useMutation({
    onSuccess: async (copy) => {
      trpc.snippets.byId.setData({ id: copy.id }, copy);
      await Promise.all([
        invalidateLibrary(trpc),
        trpc.options.myAiTools.invalidate(),
        trpc.snippets.myCopy.invalidate(),
      ]);
    },
  });
}
