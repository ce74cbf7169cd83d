import type { RouterOutputs } from '@promptshelf/trpc';
import { useQuery } from '@tanstack/react-query';

import { api, useTRPC } from '#src/lib/trpc';

export type Passkey = RouterOutputs['passkeys']['list'][number];

/** The tRPC calls of the passkeys section, in one place; every change refreshes the list. */
export function usePasskeys() {
  const trpc = useTRPC();
  const list = useQuery(trpc.passkeys.list.queryOptions());
  const refresh = () => trpc.passkeys.list.invalidate();
  return {
    list,
    options: api.passkeys.registrationOptions.useMutation(),
    add: api.passkeys.add.useMutation({ onSettled: refresh }),
    remove: api.passkeys.remove.useMutation({ onSettled: refresh }),
  };
}
