import type { RouterOutputs } from '@promptshelf/trpc';
import { useQuery } from '@tanstack/react-query';

import { api, useTRPC } from '#src/lib/trpc';

export type TwoFactorStatus = RouterOutputs['twoFactor']['status'];

/** The tRPC calls of the two-factor section, in one place; every change refreshes the status. */
export function useTwoFactor() {
  const trpc = useTRPC();
  const status = useQuery(trpc.twoFactor.status.queryOptions());
  const refresh = () => trpc.twoFactor.status.invalidate();
  return {
    status,
    setup: api.twoFactor.setup.useMutation(),
    enable: api.twoFactor.enable.useMutation({ onSettled: refresh }),
    regenerate: api.twoFactor.regenerateRecoveryCodes.useMutation({ onSettled: refresh }),
    disable: api.twoFactor.disable.useMutation({ onSettled: refresh }),
  };
}
