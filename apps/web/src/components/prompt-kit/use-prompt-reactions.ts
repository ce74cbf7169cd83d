import type { AppRouter } from '@promptshelf/trpc';
import { toast } from '@promptshelf/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRPCClient } from '@trpc/client';
import { useCallback } from 'react';

import { api } from '#src/lib/trpc';
import { errorMessage } from '#src/lib/trpc-error';
import { cancelLibraryFetches, invalidateLibrary, patchPromptEverywhere } from './prompt-cache';
import type { Prompt } from './types';
import { handleUnauthorized, isUnauthorized, type SignInTarget } from './unauthorized';

type Reaction = 'like' | 'favorite';

/** What the server says after a toggle: on or off, and the new count when it sends one. */
type Outcome = { on: boolean; count?: number };
type Client = TRPCClient<AppRouter>;

const reactions = {
  like: {
    flag: 'isLiked',
    count: 'likesCount',
    failure: 'Failed to update like status',
    send: (client: Client, id: number): Promise<Outcome> =>
      client.snippets.toggleLike
        .mutate({ id })
        .then(({ liked, likesCount }) => ({ on: liked, count: likesCount })),
  },
  favorite: {
    flag: 'isFavorited',
    count: 'favoritesCount',
    failure: 'Failed to update favorite status',
    send: (client: Client, id: number): Promise<Outcome> =>
      client.snippets.toggleFavorite.mutate({ id }).then(({ favorited }) => ({ on: favorited })),
  },
} as const satisfies Record<
  Reaction,
  {
    flag: keyof Prompt;
    count: keyof Prompt;
    failure: string;
    send: (client: Client, id: number) => Promise<Outcome>;
  }
>;

/**
 * Like / unlike or save / unsave, with an optimistic update of every cached copy of the prompt,
 * rolled back if the server refuses; the server's answer then replaces the guess. Clicks while
 * a toggle is on its way are ignored, so a double click cannot race itself.
 */
export function useReactionToggle(
  reaction: Reaction,
  { signInTarget = '/auth' }: { signInTarget?: SignInTarget } = {},
) {
  const trpc = api.useUtils();
  const queryClient = useQueryClient();
  const { flag, count, failure, send } = reactions[reaction];
  const { mutate, isPending } = useMutation({
    mutationKey: ['snippets', 'reaction', reaction],
    mutationFn: (id: number) => send(trpc.client, id),
    onMutate: async (id) => {
      await cancelLibraryFetches(trpc, id);
      return patchPromptEverywhere(queryClient, id, (s) => ({
        [flag]: !s[flag],
        [count]: Math.max(0, s[count] + (s[flag] ? -1 : 1)),
      }));
    },
    onSuccess: (outcome, id) => {
      patchPromptEverywhere(queryClient, id, (s) => {
        if (outcome.count !== undefined) return { [flag]: outcome.on, [count]: outcome.count };
        if (s[flag] === outcome.on) return {};
        return { [flag]: outcome.on, [count]: Math.max(0, s[count] + (outcome.on ? 1 : -1)) };
      });
    },
    onError: (error, _id, rollback) => {
      rollback?.();
      if (isUnauthorized(error)) {
        handleUnauthorized(signInTarget);
        return;
      }
      toast({ title: failure, description: errorMessage(error), variant: 'destructive' });
    },
    onSettled: (_data, _error, id) => invalidateLibrary(trpc, id),
  });
  const toggle = useCallback(
    (prompt: Pick<Prompt, 'id'>) => {
      if (!isPending) mutate(prompt.id);
    },
    [mutate, isPending],
  );
  return { toggle, isPending };
}
