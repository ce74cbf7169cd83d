import { toast } from '@promptshelf/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';

import { api } from '#src/lib/trpc';
import { finishPendingAction } from './pending-action';

/**
 * What every way of signing in does once the person is in: greet them, do what they pressed
 * before being sent here, forget what was cached as a visitor, and go back where they were.
 */
export function useFinishSignIn(returnTo: string | undefined) {
  const client = api.useUtils().client;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (user: { firstName: string | null; email: string }) => {
    toast({
      title: 'Login successful!',
      description: `Welcome back, ${user.firstName || user.email}!`,
    });
    const madePage = await finishPendingAction(client);
    // Everything cached so far was fetched as a visitor (the current user above all).
    await queryClient.invalidateQueries();
    await navigate({ href: madePage ?? returnTo ?? '/' });
  };
}
