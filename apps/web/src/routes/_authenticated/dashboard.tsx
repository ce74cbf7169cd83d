import { createFileRoute } from '@tanstack/react-router';

import { DashboardPage } from '#src/components/library/dashboard-page';
import { titleHead } from '#src/lib/page-title';
import { validateLibrarySearch, type LibrarySearch } from '#src/lib/library-search';

export const Route = createFileRoute('/_authenticated/dashboard')({
  // The filters live in the address: a reload or Back keeps them, a tag on a card links to one.
  // `create` (the welcome page's 'Create Prompt') opens the create form.
  validateSearch: (search: Record<string, unknown>): LibrarySearch & { create?: true } => ({
    ...validateLibrarySearch(search),
    create: search.create === true ? true : undefined,
  }),
  head: titleHead('My Prompts'),
  loader: ({ context: { queryClient, trpc } }) => {
    // Start the first page's calls at once; the screen shows skeletons until they land.
    void queryClient.prefetchQuery(trpc.snippets.stats.queryOptions());
    void queryClient.prefetchQuery(trpc.snippets.mine.queryOptions({}));
  },
  component: DashboardPage,
});
