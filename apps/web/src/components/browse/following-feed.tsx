import { FOLLOWING_FEED_PAGE_SIZE } from '@promptshelf/validators';
import { Button } from '@promptshelf/ui';
import { LoaderCircleIcon } from '@promptshelf/ui/icons';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';

import { useTRPC } from '#src/lib/trpc';
import { PromptGrid } from '../prompt-kit/prompt-grid';

/** Browse's Following tab: the public prompts of the people the viewer follows, newest first. */
export function FollowingFeed() {
  const trpc = useTRPC();
  const feed = useInfiniteQuery(
    trpc.follows.feed.infiniteQueryOptions(
      { limit: FOLLOWING_FEED_PAGE_SIZE },
      { getNextPageParam: (page) => page.nextCursor ?? undefined },
    ),
  );
  const prompts = feed.data?.pages.flatMap((page) => page.snippets);
  if (feed.isError) {
    return (
      <div className="mt-8 grid justify-items-center gap-4 text-center">
        <p role="alert" className="text-muted-foreground">
          Could not load the prompts of the people you follow.
        </p>
        <Button variant="outline" onClick={() => void feed.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  return (
    <section aria-label="Prompts of people you follow" className="mt-8">
      <PromptGrid
        prompts={prompts}
        isLoading={feed.isPending}
        label="Prompts of people you follow"
        empty={
          <p className="rounded-xl border border-dashed px-6 py-12 text-center text-muted-foreground">
            No prompts here yet. Follow people from their profile to see their public prompts here,
            newest first.{' '}
            <Link to="/browse" className="underline underline-offset-4">
              Browse all prompts
            </Link>
          </p>
        }
      />
      {feed.hasNextPage && (
        <div className="mt-10 flex justify-center">
          <Button
            variant="outline"
            size="lg"
            disabled={feed.isFetchingNextPage}
            onClick={() => void feed.fetchNextPage()}
          >
            {feed.isFetchingNextPage && (
              <LoaderCircleIcon className="motion-safe:animate-spin" aria-hidden="true" />
            )}
            Load More Prompts
          </Button>
        </div>
      )}
    </section>
  );
}
