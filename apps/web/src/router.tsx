import { createRouter, type RouterHistory } from '@tanstack/react-router';

import { NotFound } from './components/layout/not-found';
import { RouteError } from './components/layout/route-error';
import type { RouterContext } from './lib/router-context';
import { routeTree } from './routeTree.gen';

/**
 * In the browser, the browser's history. The server (entry-server.tsx) passes one for the
 * requested address, and leaves out the scroll-restoration script (the CSP allows no inline
 * script; the browser restores scroll without it).
 */
export function createAppRouter(context: RouterContext, server?: { history: RouterHistory }) {
  return createRouter({
    routeTree,
    context,
    history: server?.history,
    defaultPreload: 'intent',
    // Preloaded data lives in TanStack Query; the router itself should not cache loader results.
    defaultPreloadStaleTime: 0,
    scrollRestoration: !server,
    defaultNotFoundComponent: NotFound,
    defaultErrorComponent: RouteError,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
