import { toast } from '@promptshelf/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { api, useTRPC } from '#src/lib/trpc';
import { errorMessage } from '#src/lib/trpc-error';
import { cancelLibraryFetches, invalidateLibrary, patchSnippetEverywhere } from './snippet-cache';
import type { Snippet } from './types';
import { handleUnauthorized, isUnauthorized, type SignInTarget } from './unauthorized';

type Options = { signInTarget?: SignInTarget };

/** The id schema coerces, so its input type is unknown; the hooks always send a number. */
const idOf = (input: { id: unknown }) => Number(input.id);

function failure(title: string, error: unknown, signInTarget: SignInTarget) {
  if (isUnauthorized(error)) {
    handleUnauthorized(signInTarget);
    return;
  }
  toast({ title, description: errorMessage(error), variant: 'destructive' });
}

/**
 * Like / unlike with an optimistic update of every cached copy of the prompt, rolled back if
 * the server refuses; the server's count then replaces the guess. Clicks while a toggle is on
 * its way are ignored, so a double click cannot race itself.
 */
export function useToggleLike({ signInTarget = '/auth' }: Options = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const mutation = api.snippets.toggleLike.useMutation({
    onMutate: async (input) => {
      await cancelLibraryFetches(trpc, idOf(input));
      return patchSnippetEverywhere(queryClient, idOf(input), (s) => ({
        isLiked: !s.isLiked,
        likesCount: Math.max(0, s.likesCount + (s.isLiked ? -1 : 1)),
      }));
    },
    onSuccess: ({ liked, likesCount }, input) => {
      patchSnippetEverywhere(queryClient, idOf(input), () => ({ isLiked: liked, likesCount }));
    },
    onError: (error, _input, rollback) => {
      rollback?.();
      failure('Failed to update like status', error, signInTarget);
    },
    onSettled: (_data, _error, input) => invalidateLibrary(trpc, idOf(input)),
  });
  const { mutate, isPending } = mutation;
  const toggle = useCallback(
    (snippet: Pick<Snippet, 'id'>) => {
      if (!isPending) mutate({ id: snippet.id });
    },
    [mutate, isPending],
  );
  return { toggle, isPending };
}

/** Save / unsave, optimistic like useToggleLike. */
export function useToggleFavorite({ signInTarget = '/auth' }: Options = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const mutation = api.snippets.toggleFavorite.useMutation({
    onMutate: async (input) => {
      await cancelLibraryFetches(trpc, idOf(input));
      return patchSnippetEverywhere(queryClient, idOf(input), (s) => ({
        isFavorited: !s.isFavorited,
        favoritesCount: Math.max(0, s.favoritesCount + (s.isFavorited ? -1 : 1)),
      }));
    },
    onSuccess: ({ favorited }, input) => {
      patchSnippetEverywhere(queryClient, idOf(input), (s) =>
        s.isFavorited === favorited
          ? {}
          : {
              isFavorited: favorited,
              favoritesCount: Math.max(0, s.favoritesCount + (favorited ? 1 : -1)),
            },
      );
    },
    onError: (error, _input, rollback) => {
      rollback?.();
      failure('Failed to update favorite status', error, signInTarget);
    },
    onSettled: (_data, _error, input) => invalidateLibrary(trpc, idOf(input)),
  });
  const { mutate, isPending } = mutation;
  const toggle = useCallback(
    (snippet: Pick<Snippet, 'id'>) => {
      if (!isPending) mutate({ id: snippet.id });
    },
    [mutate, isPending],
  );
  return { toggle, isPending };
}
