import { Button, cn } from '@promptshelf/ui';
import { SearchXIcon, TriangleAlertIcon } from '@promptshelf/ui/icons';
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import type { RouterOutputs } from '@promptshelf/trpc';
import { useMemo, useState, type Ref } from 'react';

import { PromptGrid } from '../prompt-kit/prompt-grid';
import type { BrowseQuery } from './browse-search';
import { ResultSummary } from './result-summary';

type BrowsePage = RouterOutputs['snippets']['browse'];

const BROWSE_SKELETON_COUNT = 6;

/** The count line, the grid (6 skeletons on the first load), and the empty and error states. */
export function BrowseResults({
  ref,
  query,
  results,
}: {
  ref?: Ref<HTMLElement>;
  query: BrowseQuery;
  results: UseInfiniteQueryResult<InfiniteData<BrowsePage>, unknown>;
}) {
  const pages = results.data?.pages;
  // Pages are keyset slices, so they should never overlap; dedupe anyway in case a prompt
  // moved between two requests (a like changes the 'liked' order while someone pages).
  const prompts = useMemo(() => {
    const seen = new Set<number>();
    return (pages ?? []).flatMap((page) =>
      page.snippets.filter((prompt) => !seen.has(prompt.id) && seen.add(prompt.id)),
    );
  }, [pages]);
  const first = pages?.[0];

  // While a new term, filter or sort loads, the last results stay on screen: the line above
  // them must keep describing those (their count, their term), not the one still loading.
  const [shown, setShown] = useState(query);
  if (results.data && !results.isPlaceholderData && queryKey(shown) !== queryKey(query)) {
    setShown(query);
  }
  const described = results.isPlaceholderData ? shown : query;

  if (results.isError && !results.data) {
    return (
      <div
        role="alert"
        className="mt-10 flex flex-col items-center gap-4 rounded-xl border border-destructive/40 bg-destructive/5 px-6 py-12 text-center"
      >
        <TriangleAlertIcon className="size-8 text-destructive-text" aria-hidden="true" />
        <p className="font-medium">Failed to load prompts. Please try again.</p>
        <Button variant="outline" onClick={() => void results.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }

  const refreshing = results.isPlaceholderData;
  return (
    <section
      ref={ref}
      aria-label="Prompts"
      aria-busy={results.isPending || refreshing}
      className="mt-6"
    >
      <div aria-live="polite" aria-atomic="true" className="min-h-5">
        {first ? (
          <ResultSummary
            query={described}
            total={first.total}
            isLowerBound={first.totalIsLowerBound}
          />
        ) : (
          <p className="text-sm text-muted-foreground">Loading prompts...</p>
        )}
      </div>

      {results.isPending ? (
        <div className="mt-4">
          <PromptGrid isLoading skeletonCount={BROWSE_SKELETON_COUNT} prompts={undefined} />
        </div>
      ) : prompts.length === 0 ? (
        <div className="mt-6 flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-16 text-center">
          <SearchXIcon className="size-10 text-muted-foreground" aria-hidden="true" />
          <h2 className="text-lg font-semibold">No prompts found</h2>
          <p className="max-w-md text-sm text-muted-foreground">
            {described.search || described.aiTool
              ? 'Try another search term or a different AI tool.'
              : 'Nobody has shared a public prompt yet.'}
          </p>
        </div>
      ) : (
        <div className={cn('mt-4 transition-opacity', refreshing && 'opacity-60')}>
          {/* h2: the cards come right under the page's h1 (axe: heading-order). */}
          <PromptGrid prompts={prompts} label="Prompts" headingLevel="h2" />
        </div>
      )}

      {results.isFetchNextPageError && (
        <p role="alert" className="mt-6 text-center text-sm font-medium text-destructive-text">
          Failed to load prompts. Please try again.
        </p>
      )}
    </section>
  );
}

function queryKey({ search, aiTool, sortBy, tag }: BrowseQuery): string {
  return JSON.stringify([search, aiTool, sortBy, tag]);
}
