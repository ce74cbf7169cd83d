import { createFileRoute } from '@tanstack/react-router';

import { DashboardPage } from '#src/components/library/dashboard-page';
import { titleHead } from '#src/lib/page-title';
import { validateTagSearch } from '#src/lib/tag-search';

export const Route = createFileRoute('/_authenticated/dashboard')({
  // The tag filter lives in the address, so a tag on a card can link to it.
  validateSearch: validateTagSearch,
  head: titleHead('My Prompts'),
  loader: ({ context: { queryClient, trpc } }) => {
    // Start the first page's calls at once; the screen shows skeletons until they land.
    void queryClient.prefetchQuery(trpc.snippets.stats.queryOptions());
    void queryClient.prefetchQuery(trpc.snippets.mine.queryOptions({}));
  },
  component: DashboardPage,
});
