// The typed client for Node scripts and services: `createPromptshelfClient({ url })`.
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { TRPC_BATCH_MAX } from '@promptshelf/validators';
import superjson from 'superjson';
import type { AppRouter } from './root';

export type PromptshelfClientOptions = {
  /** The server's tRPC endpoint, e.g. http://localhost:3000/trpc */
  url: string;
  /** Extra headers for every request, e.g. `{ cookie }` to act as a signed-in user. */
  headers?: Record<string, string> | (() => Record<string, string>);
  fetch?: typeof fetch;
};

export function createPromptshelfClient(options: PromptshelfClientOptions) {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: options.url,
        transformer: superjson,
        maxItems: TRPC_BATCH_MAX,
        headers: options.headers,
        fetch: options.fetch,
      }),
    ],
  });
}

export type PromptshelfClient = ReturnType<typeof createPromptshelfClient>;
export type { AppRouter, RouterInputs, RouterOutputs } from './root';
