import { toast } from '@promptshelf/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * Spec §4: logout clears all cached data and reloads to '/'; a failure shows 'Logout failed'.
 * The full reload drops every piece of in-memory state that belonged to the old session.
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      const response = await fetch('/api/auth/logout', { method: 'POST', credentials: 'include' });
      if (!response.ok) throw new Error(response.statusText);
    } catch {
      toast({ title: 'Logout failed', variant: 'destructive' });
      return;
    }
    queryClient.clear();
    window.location.assign('/');
  }, [queryClient]);
}
