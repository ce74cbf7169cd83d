import type { RouterOutputs } from '@promptshelf/trpc';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { useTRPC } from '../../lib/trpc';

export type ApiToken = RouterOutputs['tokens']['list'][number];
export type CreatedApiToken = RouterOutputs['tokens']['create'];

/** The tRPC calls of the tokens screen, in one place. */
export function useApiTokens() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.tokens.list.queryOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.tokens.list.queryKey() });
  const create = useMutation(trpc.tokens.create.mutationOptions({ onSettled: refresh }));
  const revoke = useMutation(trpc.tokens.revoke.mutationOptions({ onSettled: refresh }));
  return { list, create, revoke };
}
