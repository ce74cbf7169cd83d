import type { RouterOutputs } from '@promptshelf/trpc';
import { useQuery } from '@tanstack/react-query';

import { api, useTRPC } from '#src/lib/trpc';

export type ApiToken = RouterOutputs['tokens']['list'][number];
export type CreatedApiToken = RouterOutputs['tokens']['create'];

/** The tRPC calls of the tokens screen, in one place; every change refreshes the list. */
export function useApiTokens() {
  const trpc = useTRPC();
  const list = useQuery(trpc.tokens.list.queryOptions());
  const refresh = () => trpc.tokens.list.invalidate();
  const create = api.tokens.create.useMutation({ onSettled: refresh });
  const revoke = api.tokens.revoke.useMutation({ onSettled: refresh });
  return { list, create, revoke };
}
