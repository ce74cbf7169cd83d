import { Button } from '@promptshelf/ui';
import { StarIcon } from '@promptshelf/ui/icons';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';

import { PageHeader } from '../../components/layout/page-header';
import { EmptyState } from '../../components/snippets/empty-state';
import { PromptGrid } from '../../components/snippets/prompt-grid';
import { titleHead } from '../../lib/page-title';
import { useTRPC } from '../../lib/trpc';

export const Route = createFileRoute('/_authenticated/favorites')({
  head: titleHead('My Favorites'),
  loader: ({ context: { queryClient, trpc } }) => {
    void queryClient.prefetchQuery(trpc.snippets.favorites.queryOptions());
  },
  component: FavoritesRoute,
});

function FavoritesRoute() {
  const trpc = useTRPC();
  const favorites = useQuery(trpc.snippets.favorites.queryOptions());

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <PageHeader title="My Favorites" description="Prompts you've saved for quick access" />
      <section aria-label="Saved prompts" className="mt-8">
        {favorites.isError ? (
          <div role="alert" className="flex flex-col items-center gap-4 py-12 text-center">
            <p className="font-medium text-destructive-text">
              Failed to load favorite prompts. Please try again.
            </p>
            <Button variant="outline" onClick={() => void favorites.refetch()}>
              Try Again
            </Button>
          </div>
        ) : (
          <PromptGrid
            snippets={favorites.data}
            isLoading={favorites.isPending}
            headingLevel="h2"
            empty={
              <EmptyState
                icon={StarIcon}
                title="No favorites yet"
                description="Save prompts you like with the star, and they will wait for you here."
                action={
                  <Button asChild>
                    <Link to="/browse">Browse Prompts</Link>
                  </Button>
                }
              />
            }
          />
        )}
      </section>
    </div>
  );
}
