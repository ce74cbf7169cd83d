// The typed client for Node scripts and services: `createPromptshelfClient({ url, token })`.
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { TRPC_BATCH_MAX } from '@promptshelf/validators';
import superjson from 'superjson';
import type { AppRouter } from './root';

export type PromptshelfClientOptions = {
  /** The server's tRPC endpoint, e.g. http://localhost:3000/trpc */
  url: string;
  /** A personal API token (`psk_…`, made at /settings/tokens): sent as `Authorization: Bearer`. */
  token?: string;
  /** Extra headers for every request, e.g. `{ cookie }` to act as a signed-in user. */
  headers?: Record<string, string> | (() => Record<string, string>);
  fetch?: typeof fetch;
};

export function createPromptshelfClient(options: PromptshelfClientOptions) {
  const authorization: Record<string, string> = options.token
    ? { authorization: `Bearer ${options.token}` }
    : {};
  const extra = options.headers;
  const headers = () => ({
    ...(typeof extra === 'function' ? extra() : extra),
    ...authorization,
  });
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: options.url,
        transformer: superjson,
        maxItems: TRPC_BATCH_MAX,
        headers,
        fetch: options.fetch,
      }),
    ],
  });
}

export type PromptshelfClient = ReturnType<typeof createPromptshelfClient>;
export type { AppRouter, RouterInputs, RouterOutputs } from './root';
