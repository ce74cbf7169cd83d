// Free of zod: the browser's first bundle (Browse's address state) uses it.
import type { BrowseSort } from './limits';

/**
 * The one rule for Browse's order, on the server and in the browser: Best Match is the default
 * with a search term, Most Recent without; Best Match without a term means Most Recent.
 */
export function effectiveBrowseSort(
  sortBy: BrowseSort | undefined,
  search: string | undefined,
): BrowseSort {
  if (!search) return sortBy && sortBy !== 'relevance' ? sortBy : 'recent';
  return sortBy ?? 'relevance';
}
