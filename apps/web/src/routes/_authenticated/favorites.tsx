import { createFileRoute } from '@tanstack/react-router';

import { FavoritesPage } from '#src/components/library/favorites-page';
import { titleHead } from '#src/lib/page-title';

export const Route = createFileRoute('/_authenticated/favorites')({
  head: titleHead('My Favorites'),
  loader: ({ context: { queryClient, trpc } }) => {
    void queryClient.prefetchQuery(trpc.snippets.favorites.queryOptions());
  },
  component: FavoritesPage,
});
