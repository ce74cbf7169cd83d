import { QueryClient } from '@tanstack/react-query';

/**
 * No retries for reads or writes, no refetch on window focus, no polling,
 * and data never becomes stale. Fresh data comes from precise invalidation after mutations.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
