import type { AppRouter } from '@promptshelf/trpc';
import { TRPC_BATCH_MAX } from '@promptshelf/validators';
import type { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, type TRPCClient } from '@trpc/client';
import { createTRPCQueryUtils, createTRPCReact } from '@trpc/react-query';
import superjson from 'superjson';

/**
 * The tRPC React hooks (`api.x.y.useMutation()`) and the `api.Provider` they read the client
 * and the query client from (app-root.tsx).
 */
export const api = createTRPCReact<AppRouter>();

/**
 * The query utilities over one query client: `trpc.x.y.queryOptions(input)` for `useQuery`
 * and route loaders, `ensureData`, `setData`, `getData`, and precise `invalidate`/`cancel`.
 * The router context carries it (loaders and the server's renderer); components get the
 * same one with `useTRPC()`.
 */
export type Trpc = ReturnType<typeof createTRPCQueryUtils<AppRouter>>;

/** Same-origin endpoint: the session cookie goes along by default. */
export function createTrpcClient(): TRPCClient<AppRouter> {
  return createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: '/trpc', transformer: superjson, maxItems: TRPC_BATCH_MAX })],
  });
}

export function createTrpc(queryClient: QueryClient, client = createTrpcClient()): Trpc {
  return createTRPCQueryUtils<AppRouter>({ client, queryClient });
}

/** The query utilities of the provider's client and query client (`api.useUtils()`). */
export function useTRPC(): Trpc {
  return api.useUtils();
}
