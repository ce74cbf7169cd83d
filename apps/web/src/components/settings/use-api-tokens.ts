import type { RouterOutputs } from '@promptshelf/trpc';
import type { createApiTokenSchema } from '@promptshelf/validators';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { api, useTRPC } from '#src/lib/trpc';

/** A token as the lists show it; a workspace's also names the admin who made it. */
export type ApiToken = RouterOutputs['tokens']['list'][number] & {
  createdBy?: { username: string; firstName: string | null } | null;
};
export type CreatedApiToken = RouterOutputs['tokens']['create'];

/**
 * What the token screens call to create and revoke a token, personal or a workspace's: the
 * same form, panel and dialog serve both.
 */
export type TokenMutations = {
  create: {
    mutateAsync: (input: z.output<typeof createApiTokenSchema>) => Promise<CreatedApiToken>;
    isPending: boolean;
  };
  revoke: { mutateAsync: (input: { id: string }) => Promise<unknown>; isPending: boolean };
};

/** The tRPC calls of the tokens screen, in one place; every change refreshes the list. */
export function useApiTokens() {
  const trpc = useTRPC();
  const list = useQuery(trpc.tokens.list.queryOptions());
  const refresh = () => trpc.tokens.list.invalidate();
  const create = api.tokens.create.useMutation({ onSettled: refresh });
  const revoke = api.tokens.revoke.useMutation({ onSettled: refresh });
  return { list, create, revoke } satisfies TokenMutations & { list: unknown };
}
