import type { AppRouter } from '@promptshelf/trpc';
import { TRPC_BATCH_MAX } from '@promptshelf/validators';
import type { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import {
  createTRPCContext,
  createTRPCOptionsProxy,
  type TRPCOptionsProxy,
} from '@trpc/tanstack-react-query';
import superjson from 'superjson';

export type Trpc = TRPCOptionsProxy<AppRouter>;

/** Same-origin endpoint: the session cookie goes along by default. */
export function createTrpcClient() {
  return createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: '/trpc', transformer: superjson, maxItems: TRPC_BATCH_MAX })],
  });
}

export function createTrpc(queryClient: QueryClient, client = createTrpcClient()): Trpc {
  return createTRPCOptionsProxy<AppRouter>({ client, queryClient });
}

/**
 * `useTRPC()` gives components the same options proxy the router context carries;
 * `useTRPCClient()` the plain client, for calls outside the query cache.
 */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();
