// A library's filters in its page's address (My Prompts, a workspace's library), so a reload,
// a shared link and Back/Forward keep them. Free of zod: route options are in the first bundle.
import {
  OPTION_NAME_MAX,
  SEARCH_MAX,
  SORT_OPTIONS,
  VISIBILITY_FILTERS,
  type SortBy,
  type VisibilityFilter,
} from '@promptshelf/validators';

import { optionalOneOf, optionalString } from './search-params';
import { tagSearchValue, tagsOfSearch } from './tag-search';

/** /dashboard?search=…&aiTool=…&purpose=…&visibility=…&sortBy=…&tag=a,b */
export type LibrarySearch = {
  search?: string;
  aiTool?: string;
  purpose?: string;
  visibility?: VisibilityFilter;
  sortBy?: SortBy;
  tag?: string;
};

/** validateSearch of a library page: anything malformed is dropped, never an error. */
export function validateLibrarySearch(search: Record<string, unknown>): LibrarySearch {
  return {
    search: optionalString(search.search, SEARCH_MAX),
    aiTool: optionalString(search.aiTool, OPTION_NAME_MAX),
    purpose: optionalString(search.purpose, OPTION_NAME_MAX),
    visibility: optionalOneOf(search.visibility, VISIBILITY_FILTERS),
    sortBy: optionalOneOf(search.sortBy, SORT_OPTIONS),
    tag: tagSearchValue(tagsOfSearch(search.tag)),
  };
}

/** The address form: defaults ('all', 'recent', empty) left out, so links stay short. */
export function cleanLibrarySearch(state: LibrarySearch): LibrarySearch {
  const set = (value: string | undefined, fallback: string) =>
    value?.trim() && value !== fallback ? value : undefined;
  return Object.fromEntries(
    Object.entries({
      search: set(state.search, ''),
      aiTool: set(state.aiTool, 'all'),
      purpose: set(state.purpose, 'all'),
      visibility: set(state.visibility, 'all'),
      sortBy: set(state.sortBy, 'recent'),
      tag: tagSearchValue(tagsOfSearch(state.tag)),
    }).filter(([, value]) => value !== undefined),
  ) as LibrarySearch;
}
