import type { RouterOutputs } from '@promptshelf/trpc';
import { useQuery } from '@tanstack/react-query';

import { api, useTRPC } from '#src/lib/trpc';
import { invalidateLibrary } from '../prompt-kit/prompt-cache';

export type Suggestion = RouterOutputs['suggestions']['list']['suggestions'][number];

/**
 * The suggestions this viewer may see on a prompt, newest first: the open ones for whoever
 * may decide them, their own (with outcomes) for a member.
 */
export function useSuggestions(id: number, status: 'open' | 'all') {
  const trpc = useTRPC();
  return useQuery(trpc.suggestions.list.queryOptions({ id, status }));
}

/** Sending, deciding and withdrawing refresh the prompt's suggestions; accepting its page too. */
export function useSuggestionMutations() {
  const trpc = useTRPC();
  const refresh = () => trpc.suggestions.list.invalidate();
  return {
    create: api.suggestions.create.useMutation({ onSuccess: refresh }),
    withdraw: api.suggestions.withdraw.useMutation({ onSuccess: refresh }),
    decline: api.suggestions.decline.useMutation({ onSuccess: refresh }),
    accept: api.suggestions.accept.useMutation({
      onSuccess: async (suggestion) => {
        await Promise.all([
          refresh(),
          trpc.snippets.byId.invalidate({ id: suggestion.promptId }),
          trpc.versions.list.invalidate(),
          invalidateLibrary(trpc),
        ]);
      },
    }),
  };
}
