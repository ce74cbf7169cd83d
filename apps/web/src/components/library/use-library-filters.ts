import { useState } from 'react';

import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '#src/lib/use-debounced-value';
import { EMPTY_FILTERS, type DashboardFilterValues } from './dashboard-filters';

/**
 * The filters of a library (mine, or a workspace's): the bar's values, the query they make
 * (search debounced, 'all' left out) and whether any is set. Tags live in the page's address.
 */
export function useLibraryFilters(tags: string[], setTags: (tags: string[]) => void) {
  const [filters, setFilters] = useState<DashboardFilterValues>(EMPTY_FILTERS);
  const search = useDebouncedValue(filters.search.trim(), SEARCH_DEBOUNCE_MS);
  const query = {
    search: search || undefined,
    aiTool: filters.aiTool === 'all' ? undefined : filters.aiTool,
    purpose: filters.purpose === 'all' ? undefined : filters.purpose,
    sortBy: filters.sortBy,
    visibility: filters.visibility,
    tag: tags,
  };
  const hasFilters =
    !!(query.search || query.aiTool || query.purpose || tags.length > 0) ||
    query.visibility !== 'all';
  return {
    filters,
    setFilters,
    query,
    hasFilters,
    /** No filter and the default sort: the list a page's loader may have fetched already. */
    isDefault: !hasFilters && query.sortBy === 'recent',
    clear: () => {
      setFilters(EMPTY_FILTERS);
      setTags([]);
    },
  };
}
