import { TooltipProvider } from '@promptshelf/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { showFlashToast } from './lib/flash-toast';
import { createQueryClient } from './lib/query-client';
import { createTrpc, createTrpcClient, TRPCProvider } from './lib/trpc';
import { createAppRouter } from './router';
import './styles.css';

const queryClient = createQueryClient();
const trpcClient = createTrpcClient();
const router = createAppRouter({ queryClient, trpc: createTrpc(queryClient, trpcClient) });

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

// A toast kept across the reload that ended the last page (logout).
showFlashToast();

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <TooltipProvider>
          <RouterProvider router={router} />
        </TooltipProvider>
      </TRPCProvider>
    </QueryClientProvider>
  </StrictMode>,
);
