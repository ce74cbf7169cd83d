// The server's renderer of the pages, built by `vite build --ssr` into dist-server/ and
// loaded by the api app. It never imports server code: the api passes in a tRPC link that
// calls the router in the same process, with the request's session.
import type { AppRouter as ApiRouter } from '@promptshelf/trpc';
import { createMemoryHistory, rootRouteId } from '@tanstack/react-router';
import { createTRPCClient, type TRPCLink } from '@trpc/client';
import { prerender } from 'react-dom/static';

import { AppRoot } from './app-root';
import { browseResultsOptions } from './components/browse/browse-page';
import { toBrowseQuery, type BrowseSearch } from './components/browse/browse-search';
import { latestPromptsOptions } from './components/landing/latest-prompts';
import { FrameOnlyProvider } from './components/layout/page-frame';
import { createQueryClient } from './lib/query-client';
import type { RouterContext } from './lib/router-context';
import { ssrStateScript } from './lib/ssr-state';
import { createTrpc } from './lib/trpc';
import { createAppRouter } from './router';

export type RenderedPage = {
  /** The page's document title (its route's `head`), for the <title> in <head>. */
  title: string;
  /** The markup of the app, for inside #root. */
  html: string;
  /** The data block the browser hydrates its query cache from, for after #root. */
  state: string;
};

/**
 * The pages the server renders whole, and the data each shows beyond what its route's loader
 * fetches. The same query options as the page's components, so the browser finds them in its
 * cache.
 */
const pageData: Record<string, (context: RouterContext, search: unknown) => Promise<unknown>> = {
  '/': async ({ queryClient, trpc }) => {
    const viewer = trpc.auth.me.getData();
    if (!viewer) await queryClient.prefetchQuery(latestPromptsOptions(trpc));
  },
  '/browse': ({ queryClient, trpc }, search) =>
    Promise.all([
      queryClient.prefetchQuery(trpc.options.aiTools.queryOptions()),
      queryClient.prefetchQuery(trpc.options.otherAiTools.queryOptions()),
      queryClient.prefetchQuery(trpc.options.purposes.queryOptions()),
      queryClient.prefetchInfiniteQuery(
        browseResultsOptions(trpc, toBrowseQuery(search as BrowseSearch)),
      ),
    ]),
  '/snippets/$id/$': async () => {},
  // A member's dashboard paints with its frame, stats and first page of prompts; a filtered
  // address paints the frame and the list's skeletons, and the browser fetches the list.
  '/_authenticated/dashboard': ({ queryClient, trpc }) =>
    Promise.all([
      queryClient.prefetchQuery(trpc.snippets.stats.queryOptions()),
      queryClient.prefetchQuery(trpc.snippets.mine.queryOptions({})),
      queryClient.prefetchQuery(trpc.options.aiTools.queryOptions()),
      queryClient.prefetchQuery(trpc.options.purposes.queryOptions()),
    ]),
  '/collections/$id': async () => {},
};

/**
 * Whether any of the app's routes answers this address (path and query): the HTTP status of
 * its page, so an unknown path is a 404 for link checkers and search engines while the browser
 * still shows the 'Page Not Found' page. Only matched, nothing loaded.
 */
export function knownPage(url: string): boolean {
  const queryClient = createQueryClient();
  const trpc = createTrpc(queryClient, createTRPCClient<ApiRouter>({ links: [] }));
  const router = createAppRouter(
    { queryClient, trpc },
    { history: createMemoryHistory({ initialEntries: [url] }) },
  );
  const leaf = router.matchRoutes(router.latestLocation).at(-1);
  return leaf !== undefined && leaf.routeId !== rootRouteId;
}

/**
 * Renders the page for the address `url` (path and query), or null for an unknown address, a
 * guard that sends the viewer elsewhere, or a failure of its data: the browser then renders it
 * as before, and shows the failure the way it always does.
 *
 * The pages of `pageData` are rendered whole and hydrated. Every other page (forms, personal
 * lists) gets its frame, the header and footer around a placeholder, so it never arrives blank,
 * and the data its route asked for, so the browser renders it afresh with nothing to fetch.
 */
export async function render({
  url,
  link,
}: {
  url: string;
  link: TRPCLink<ApiRouter>;
}): Promise<RenderedPage | null> {
  const queryClient = createQueryClient();
  const trpcClient = createTRPCClient<ApiRouter>({ links: [link] });
  const context: RouterContext = { queryClient, trpc: createTrpc(queryClient, trpcClient) };
  const router = createAppRouter(context, {
    history: createMemoryHistory({ initialEntries: [url] }),
  });

  const leafRouteId = router.matchRoutes(router.latestLocation).at(-1)?.routeId;
  if (leafRouteId === undefined || leafRouteId === rootRouteId) return null;
  const loadPageData = pageData[leafRouteId];

  // The header shows who is signed in, so a signed-in visitor never sees the visitor's page.
  await queryClient.prefetchQuery(context.trpc.auth.me.queryOptions());
  await router.load();
  const { matches } = router.state;
  const leaf = matches.at(-1);
  if (!leaf || matches.some((match) => match.status !== 'success')) return null;
  const queries = queryClient.getQueryCache();
  if (loadPageData) {
    await loadPageData(context, leaf.search);
    if (queries.getAll().some((query) => query.state.status !== 'success')) return null;
  } else {
    // What the route's loader started; a failed one is left for the browser to ask again.
    await Promise.allSettled(queries.findAll({ fetchStatus: 'fetching' }).map((q) => q.promise));
  }

  // prerender waits for everything, lazy parts included, so the markup is the whole page.
  // No part is moved out of place to be revealed by an inline script (the CSP allows none).
  const { prelude } = await prerender(
    <FrameOnlyProvider value={!loadPageData}>
      <AppRoot queryClient={queryClient} trpcClient={trpcClient} router={router} />
    </FrameOnlyProvider>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  const title =
    matches.flatMap((match) => match.meta ?? []).findLast((tag) => tag?.title)?.title ?? '';
  return { title, html, state: ssrStateScript(queryClient, loadPageData ? 'hydrate' : 'render') };
}
