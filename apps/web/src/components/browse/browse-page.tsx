import { BROWSE_PAGE_SIZE } from '@promptshelf/validators';
import { Button } from '@promptshelf/ui';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { LoaderCircleIcon } from '@promptshelf/ui/icons';
import { useCallback, useEffect, useId, useMemo, useRef } from 'react';

import { PageHeader } from '../layout/page-header';
import { PhoneFilters } from '../layout/phone-filters';
import { ActiveTags } from '../prompt-kit/active-tags';
import { useTRPC, type Trpc } from '#src/lib/trpc';
import { useHydrated } from '#src/lib/use-hydrated';
import { AiToolFilter, PurposeFilter, SortSelect } from './browse-filters';
import {
  ALL_OPTIONS,
  cleanBrowseSearch,
  formatCount,
  tagSearchValue,
  toBrowseQuery,
  type BrowseQuery,
  type BrowseSearch,
  type BrowseSort,
} from './browse-search';
import { BrowseResults } from './browse-results';
import { SearchBox } from './search-box';

const route = getRouteApi('/browse');

/** The first page of results (and Load More), also prefetched by the server (entry-server.tsx). */
export function browseResultsOptions(trpc: Trpc, query: BrowseQuery) {
  return trpc.snippets.browse.infiniteQueryOptions(
    { ...query, limit: BROWSE_PAGE_SIZE },
    { getNextPageParam: (page) => page.nextCursor ?? undefined },
  );
}

/** Browse: search, AI-tool and purpose filters and sort, all kept in the address. */
export function BrowsePage() {
  const id = useId();
  const trpc = useTRPC();
  // Server-rendered, the page shows before its code runs: the lists open and Load More
  // appears once hydrated, so an early click or key press is never lost.
  const hydrated = useHydrated();
  const state = route.useSearch();
  const navigate = route.useNavigate();
  const query = useMemo(() => toBrowseQuery(state), [state]);

  // One history entry per search: the first settled term of a typing run pushes, the
  // refinements that follow replace it, so Back returns to the view before the search.
  const typing = useRef(false);
  const update = useCallback(
    (change: Partial<BrowseSearch>, replace = false) => {
      void navigate({
        search: (previous) => cleanBrowseSearch({ ...previous, ...change }),
        replace,
        resetScroll: false,
      });
    },
    [navigate],
  );
  const onSearch = useCallback(
    (term: string) => {
      update({ search: term }, typing.current);
      typing.current = true;
    },
    [update],
  );
  const onTypingEnd = useCallback(() => {
    typing.current = false;
  }, []);

  const tools = useQuery(trpc.options.aiTools.queryOptions());
  const namedTools = useQuery(trpc.options.otherAiTools.queryOptions());
  const purposes = useQuery(trpc.options.purposes.queryOptions());
  const results = useInfiniteQuery({
    ...browseResultsOptions(trpc, query),
    // While a new term or filter loads, the last results stay (dimmed) instead of blinking.
    placeholderData: keepPreviousData,
  });

  // After Load More, focus moves on to the first new prompt, so a keyboard user continues
  // there instead of behind the button (or, once the button goes, at the top of the page).
  const resultsRef = useRef<HTMLElement>(null);
  const loadMoreRef = useRef<HTMLButtonElement>(null);
  const focusFrom = useRef<number | null>(null);
  async function loadMore() {
    focusFrom.current = resultsRef.current?.querySelectorAll('[role="article"]').length ?? null;
    const next = await results.fetchNextPage();
    if (next.isError) focusFrom.current = null;
  }
  useEffect(() => {
    const from = focusFrom.current;
    const cards = resultsRef.current?.querySelectorAll('[role="article"]');
    if (from === null || !cards || cards.length <= from) return;
    focusFrom.current = null;
    const active = document.activeElement;
    // Only when focus is still on the button, or was lost with it; not if they moved on.
    if (active === loadMoreRef.current || active === document.body || active === null) {
      cards[from]?.querySelector<HTMLElement>('a[href]')?.focus();
    }
  }, [results.data]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <PageHeader
        title="Browse Prompts"
        description="Discover prompts shared by the Promptshelf community."
      />

      <search className="mt-8 grid gap-4 rounded-xl border bg-card p-4 shadow-xs sm:grid-cols-3 lg:grid-cols-[1fr_12rem_12rem_12rem]">
        <div className="sm:col-span-3 lg:col-span-1">
          <SearchBox
            id={`${id}-search`}
            value={state.search ?? ''}
            onSearch={onSearch}
            onTypingEnd={onTypingEnd}
          />
        </div>
        <PhoneFilters
          active={[query.aiTool, query.purpose, state.sortBy].filter(Boolean).length}
          disabled={!hydrated}
        >
          <AiToolFilter
            id={`${id}-tool`}
            disabled={!hydrated}
            tools={tools.data?.map((tool) => tool.name) ?? []}
            namedTools={namedTools.data ?? []}
            value={query.aiTool ?? ALL_OPTIONS}
            named={query.customAiTool}
            onChange={(tool) => update(tool)}
          />
          <PurposeFilter
            id={`${id}-purpose`}
            disabled={!hydrated}
            purposes={purposes.data?.map((purpose) => purpose.name) ?? []}
            value={query.purpose}
            onChange={(purpose) => update({ purpose })}
          />
          <SortSelect
            id={`${id}-sort`}
            disabled={!hydrated}
            value={query.sortBy}
            withRelevance={Boolean(query.search)}
            onChange={(sortBy: BrowseSort) => update({ sortBy })}
          />
        </PhoneFilters>
        <ActiveTags
          className="sm:col-span-3 lg:col-span-4"
          tags={query.tag}
          disabled={!hydrated}
          onRemove={(tag) =>
            update({ tag: tagSearchValue(query.tag.filter((other) => other !== tag)) })
          }
        />
      </search>

      <BrowseResults ref={resultsRef} query={query} results={results} />

      {hydrated && results.hasNextPage && !results.isPlaceholderData && (
        <div className="mt-10 flex flex-col items-center gap-3">
          <p className="text-sm text-muted-foreground">{shownText(results.data)}</p>
          <Button
            ref={loadMoreRef}
            variant="outline"
            size="lg"
            disabled={results.isFetchingNextPage}
            onClick={() => void loadMore()}
          >
            {results.isFetchingNextPage && (
              <LoaderCircleIcon className="motion-safe:animate-spin" aria-hidden="true" />
            )}
            Load More Prompts
          </Button>
        </div>
      )}
    </div>
  );
}

/** 'Showing 20 of 1,234 prompts', beside Load More Prompts. */
function shownText(
  data: { pages: { snippets: unknown[]; total: number; totalIsLowerBound: boolean }[] } | undefined,
) {
  const pages = data?.pages ?? [];
  const shown = pages.reduce((sum, page) => sum + page.snippets.length, 0);
  const first = pages[0];
  if (!first) return '';
  return `Showing ${shown.toLocaleString('en-US')} of ${formatCount(first.total, first.totalIsLowerBound)} prompts`;
}
