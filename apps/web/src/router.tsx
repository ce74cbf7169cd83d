import { createRouter } from '@tanstack/react-router';

import { NotFound } from './components/layout/not-found';
import { RouteError } from './components/layout/route-error';
import type { RouterContext } from './lib/router-context';
import { routeTree } from './routeTree.gen';

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // Preloaded data lives in TanStack Query; the router itself should not cache loader results.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
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
