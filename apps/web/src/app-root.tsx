import type { AppRouter as ApiRouter } from '@promptshelf/trpc';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { TRPCClient } from '@trpc/client';
import { StrictMode, useEffect } from 'react';

import { AddToCollectionCardAction } from './components/collections/add-to-collection';
import { CardActionsContext } from './components/prompt-kit/card-actions';
import { showFlashToast } from './lib/flash-toast';
import { api } from './lib/trpc';
import type { AppRouter } from './router';

const CARD_ACTIONS = [AddToCollectionCardAction];

/** The whole app, the same on the server (entry-server.tsx) and in the browser (main.tsx). */
export function AppRoot({
  queryClient,
  trpcClient,
  router,
}: {
  queryClient: QueryClient;
  trpcClient: TRPCClient<ApiRouter>;
  router: AppRouter;
}) {
  // A toast kept across the reload that ended the last page (logout). Shown after the first
  // render, so server-rendered markup is hydrated as it was sent.
  useEffect(showFlashToast, []);
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <api.Provider client={trpcClient} queryClient={queryClient}>
          <CardActionsContext.Provider value={CARD_ACTIONS}>
            <RouterProvider router={router} />
          </CardActionsContext.Provider>
        </api.Provider>
      </QueryClientProvider>
    </StrictMode>
  );
}
