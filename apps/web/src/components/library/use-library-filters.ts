import { useCallback, useRef } from 'react';

import { cleanLibrarySearch, type LibrarySearch } from '#src/lib/library-search';
import { tagSearchValue, tagsOfSearch } from '#src/lib/tag-search';
import { EMPTY_FILTERS, type DashboardFilterValues } from './dashboard-filters';

/**
 * The filters of a library (mine, or a workspace's), kept in the page's address: the bar's
 * values, the query they make ('all' left out) and whether any is set. The search box reports
 * its term after the pause (SearchBox); the first settled term of a typing run adds a history
 * entry and its refinements replace it, so Back returns to the view before the search, as on
 * Browse.
 */
export function useLibraryFilters(
  address: LibrarySearch,
  /** The page's navigate, with the address made from the one it replaces. */
  navigate: (search: (previous: LibrarySearch) => LibrarySearch, replace: boolean) => void,
) {
  const tags = tagsOfSearch(address.tag);
  const filters: DashboardFilterValues = {
    search: address.search ?? EMPTY_FILTERS.search,
    aiTool: address.aiTool ?? EMPTY_FILTERS.aiTool,
    purpose: address.purpose ?? EMPTY_FILTERS.purpose,
    visibility: address.visibility ?? EMPTY_FILTERS.visibility,
    sortBy: address.sortBy ?? EMPTY_FILTERS.sortBy,
  };
  // Stable, and made from the address it replaces: SearchBox reports through it from an effect.
  const update = useCallback(
    (change: LibrarySearch, replace = false) =>
      navigate((previous) => cleanLibrarySearch({ ...previous, ...change }), replace),
    [navigate],
  );
  const typing = useRef(false);
  const onSearch = useCallback(
    (term: string) => {
      update({ search: term }, typing.current);
      typing.current = true;
    },
    [update],
  );
  const search = filters.search.trim();
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
    /** A select or the visibility toggle changed (the search box reports through onSearch). */
    setFilters: (values: DashboardFilterValues) => update(values),
    onSearch,
    onTypingEnd: () => {
      typing.current = false;
    },
    tags,
    setTags: (next: string[]) => update({ tag: tagSearchValue(next) }),
    query,
    hasFilters,
    /** No filter and the default sort: the list a page's loader may have fetched already. */
    isDefault: !hasFilters && query.sortBy === 'recent',
    clear: () => navigate(() => ({}), false),
  };
}
