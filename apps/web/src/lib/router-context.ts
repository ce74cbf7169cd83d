import type { QueryClient } from '@tanstack/react-query';

import type { Trpc } from './trpc';

/** What every route's beforeLoad/loader receives. */
export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
}
