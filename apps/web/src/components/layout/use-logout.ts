import { toast } from '@promptshelf/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { flashToast } from '#src/lib/flash-toast';
import { api } from '#src/lib/trpc';

/**
 * Logout clears all cached data and reloads to '/'; a failure shows 'Logout failed'.
 * The full reload drops every piece of in-memory state that belonged to the old session.
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const { mutateAsync } = api.auth.logout.useMutation();
  return useCallback(async () => {
    try {
      await mutateAsync();
    } catch {
      toast({ title: 'Logout failed', variant: 'destructive' });
      return;
    }
    // The reload below would drop a toast shown now; the next page shows this one.
    flashToast({ title: 'Logged out successfully' });
    queryClient.clear();
    // Loaded here, not with the menus: nothing of it is needed before someone signs out.
    try {
      (await import('./forget-device-data')).forgetDeviceData();
    } finally {
      window.location.assign('/');
    }
  }, [mutateAsync, queryClient]);
}
