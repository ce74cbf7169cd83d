import { LANDING_LATEST_COUNT } from '@promptshelf/validators';
import { Button } from '@promptshelf/ui';
import { ArrowRightIcon } from '@promptshelf/ui/icons';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';

import { useTRPC, type Trpc } from '#src/lib/trpc';
import { PromptGrid } from '../prompt-kit/prompt-grid';

/** The landing page's query, also prefetched by the server (entry-server.tsx). */
export function latestPromptsOptions(trpc: Trpc) {
  return trpc.snippets.browse.queryOptions({ sortBy: 'recent', limit: LANDING_LATEST_COUNT });
}

/** The 9 newest public prompts, with 9 skeleton cards while they load. */
export function LatestPrompts() {
  const latest = useQuery(latestPromptsOptions(useTRPC()));
  return (
    <section aria-labelledby="latest-title" className="border-t">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="latest-title" className="text-3xl font-bold tracking-tight text-balance">
              Latest from the community
            </h2>
            <p className="mt-3 text-muted-foreground">
              Fresh prompts people have just shared. Open one to use it or clone it.
            </p>
          </div>
          <Button asChild variant="outline" className="self-start sm:self-auto">
            <Link to="/browse">
              View all prompts
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
        </div>
        <div className="mt-10">
          {latest.isError ? (
            <p role="alert" className="rounded-xl border border-dashed px-6 py-12 text-center">
              Failed to load prompts. Please try again.
            </p>
          ) : (
            <PromptGrid
              prompts={latest.data?.snippets}
              isLoading={latest.isPending}
              skeletonCount={LANDING_LATEST_COUNT}
              headingLevel="h3"
              label="Latest prompts"
              empty={
                <p className="rounded-xl border border-dashed px-6 py-12 text-center text-muted-foreground">
                  No public prompts yet. Sign up and be the first to share one.
                </p>
              }
            />
          )}
        </div>
      </div>
    </section>
  );
}
