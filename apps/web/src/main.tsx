import { startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { AppRoot } from './app-root';
import { keepFrameLinkFocus } from './lib/frame-focus';
import { createQueryClient } from './lib/query-client';
import { hydrateSsrState } from './lib/ssr-state';
import { createTrpc, createTrpcClient } from './lib/trpc';
import { yieldToBrowser } from './lib/yield-to-browser';
import { createAppRouter } from './router';
import './styles.css';

// Start-up runs in several tasks (evaluating the modules, making the router, reading the
// server's data, resolving the route, hydrating), each short enough not to block a phone's
// main thread for long (Total Blocking Time).
async function start() {
  await yieldToBrowser();
  const queryClient = createQueryClient();
  const trpcClient = createTrpcClient();
  const router = createAppRouter({ queryClient, trpc: createTrpc(queryClient, trpcClient) });

  const container = document.getElementById('root');
  if (!container) throw new Error('The #root element is missing from index.html');
  const app = <AppRoot queryClient={queryClient} trpcClient={trpcClient} router={router} />;

  await yieldToBrowser();
  const ssrMode = hydrateSsrState(queryClient);
  if (ssrMode !== 'hydrate') {
    // Over a frame the server painted, the route (its code, and its data from the cache) is
    // resolved first, so the page replaces the frame's placeholder in one step, never blank.
    // As a transition, the render yields to the browser every few milliseconds; the frame
    // stays on screen until the page is ready to replace it. A frame link focused by keyboard
    // before or during the render keeps the focus.
    if (ssrMode === 'render') await router.load();
    const restoreFocus = keepFrameLinkFocus(container);
    const root = createRoot(container);
    startTransition(() => root.render(<OnScreen then={restoreFocus}>{app}</OnScreen>));
    return;
  }
  // Server-rendered: resolve the route (its code and its data, already in the cache) first,
  // so the first render is the one the server made. `ssr` tells the router that render has
  // no Suspense boundary around the matches, as on the server (entry-server.tsx).
  router.ssr = { manifest: undefined };
  await yieldToBrowser();
  await router.load();
  await yieldToBrowser();
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // blocking the main thread for the whole page (Total Blocking Time); a click on a part not
  // yet hydrated makes React hydrate it at once, so no input is lost.
  startTransition(() => {
    hydrateRoot(container, app);
  });
}

/** Its children, and `then` run once they are on the page (before the browser paints them). */
function OnScreen({ then, children }: { then: () => void; children: ReactNode }) {
  useLayoutEffect(then, [then]);
  return children;
}

void start();
