import { Button } from '@promptshelf/ui';
import { StarIcon } from '@promptshelf/ui/icons';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';

import { PageHeader } from '../layout/page-header';
import { EmptyState } from './empty-state';
import { PromptGrid } from '../prompt-kit/prompt-grid';
import { useTRPC } from '#src/lib/trpc';

/** The prompts I saved. */
export function FavoritesPage() {
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
            prompts={favorites.data}
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
