import type { RouterInputs } from '@promptshelf/trpc';
import { LIBRARY_PAGE_SIZE } from '@promptshelf/validators';
import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

import { focusCardWhenShown } from '#src/lib/card-focus';
import { useTRPC } from '#src/lib/trpc';

type Filters = Omit<RouterInputs['workspaces']['prompts'], 'limit' | 'offset'>;

/**
 * A workspace's library, a page of 20 at a time: each page its own cached call, so a change
 * refreshes exactly the pages shown. New filters start again from the first page; after Load
 * More, focus moves on to the first new prompt.
 */
export function useWorkspaceLibrary(filters: Filters) {
  const trpc = useTRPC();
  const key = JSON.stringify(filters);
  const [paged, setPaged] = useState({ key, count: 1 });
  const count = paged.key === key ? paged.count : 1;
  const pages = useQueries({
    queries: Array.from({ length: count }, (_, index) => ({
      ...trpc.workspaces.prompts.queryOptions({ ...filters, offset: index * LIBRARY_PAGE_SIZE }),
      // While new filters load, the last list stays (dimmed) instead of blinking.
      placeholderData: index === 0 ? keepPreviousData : undefined,
    })),
  });
  const first = pages[0]!;
  const last = pages[pages.length - 1]!;
  const prompts = pages.flatMap((page) => page.data?.snippets ?? []);
  const total = first.data?.total ?? 0;

  const focusNext = useRef(false);
  const firstNew = count > 1 ? last.data?.snippets[0]?.id : undefined;
  useEffect(() => {
    if (!focusNext.current || firstNew === undefined) return;
    focusNext.current = false;
    focusCardWhenShown(firstNew);
  }, [firstNew]);

  return {
    query: {
      isPending: first.isPending,
      isFetching: pages.some((page) => page.isFetching),
      isError: pages.some((page) => page.isError),
      isPlaceholderData: first.isPlaceholderData,
    },
    prompts: first.data ? prompts : undefined,
    total,
    hasMore: !!first.data && prompts.length < total,
    isFetchingMore: count > 1 && last.isPending,
    loadMore: () => {
      focusNext.current = true;
      setPaged({ key, count: count + 1 });
    },
  };
}
