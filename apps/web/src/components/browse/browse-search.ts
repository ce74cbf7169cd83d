import {
  BROWSE_SORTS,
  OPTION_NAME_MAX,
  OTHER_AI_TOOL,
  SEARCH_MAX,
  effectiveBrowseSort,
  type BrowseSort,
} from '@promptshelf/validators';

import { optionalOneOf, optionalString } from '#src/lib/search-params';
import { tagSearchValue, tagsOfSearch } from '#src/lib/tag-search';

export { tagSearchValue, tagsOfSearch };

export type { BrowseSort };

export const SORT_LABELS: Record<BrowseSort, string> = {
  relevance: 'Best Match',
  recent: 'Most Recent',
  popular: 'Most Popular',
  liked: 'Most Liked',
};

export const ALL_OPTIONS = 'all';

/**
 * Browse's state in the address (/browse?search=…&aiTool=…&customAiTool=…&purpose=…&sortBy=…
 * &tag=a,b), so a view can be shared and Back restores it. Anything malformed in a
 * hand-edited link falls back to the default instead of failing the page.
 */
export type BrowseSearch = {
  search?: string;
  aiTool?: string;
  /** A named 'Other' tool ('Midjourney'); implies aiTool 'Other'. */
  customAiTool?: string;
  purpose?: string;
  sortBy?: BrowseSort;
  tag?: string;
  /** Browse's Following tab: the prompts of the people the viewer follows. */
  tab?: 'following';
};

export function validateBrowseSearch(search: Record<string, unknown>): BrowseSearch {
  return {
    tab: search.tab === 'following' ? 'following' : undefined,
    search: optionalString(search.search, SEARCH_MAX),
    aiTool: optionalString(search.aiTool, OPTION_NAME_MAX),
    customAiTool: optionalString(search.customAiTool, OPTION_NAME_MAX),
    purpose: optionalString(search.purpose, OPTION_NAME_MAX),
    sortBy: optionalOneOf(search.sortBy, BROWSE_SORTS),
    tag: tagSearchValue(tagsOfSearch(search.tag)),
  };
}

/** What the server gets: no empty values, 'all' left out, and a sort that fits the term. */
export interface BrowseQuery {
  search: string | undefined;
  aiTool: string | undefined;
  customAiTool: string | undefined;
  purpose: string | undefined;
  sortBy: BrowseSort;
  /** Prompts with every one of these tags. */
  tag: string[];
}

/** A filter's value, or undefined for 'all' and empty. */
const chosen = (value: string | undefined) =>
  value?.trim() && value !== ALL_OPTIONS ? value : undefined;

/** The tool filters: a named tool is one of 'Other's. */
function toolFilters(state: BrowseSearch) {
  const customAiTool = chosen(state.customAiTool);
  return { aiTool: customAiTool ? OTHER_AI_TOOL : chosen(state.aiTool), customAiTool };
}

export function toBrowseQuery(state: BrowseSearch): BrowseQuery {
  const search = state.search?.trim() || undefined;
  const tag = tagsOfSearch(state.tag);
  return {
    search,
    ...toolFilters(state),
    purpose: chosen(state.purpose),
    sortBy: effectiveBrowseSort(state.sortBy, search),
    tag,
  };
}

/** The address form of a state: defaults and empty values are left out, so links stay short. */
export function cleanBrowseSearch(state: BrowseSearch): BrowseSearch {
  const search = state.search?.trim() ? state.search : undefined;
  const { aiTool, customAiTool } = toolFilters(state);
  const purpose = chosen(state.purpose);
  const sortBy =
    state.sortBy && state.sortBy !== effectiveBrowseSort(undefined, search?.trim())
      ? state.sortBy
      : undefined;
  const tag = tagSearchValue(tagsOfSearch(state.tag));
  return {
    ...(state.tab ? { tab: state.tab } : {}),
    ...(search ? { search } : {}),
    ...(aiTool ? { aiTool } : {}),
    ...(customAiTool ? { customAiTool } : {}),
    ...(purpose ? { purpose } : {}),
    ...(sortBy ? { sortBy } : {}),
    ...(tag ? { tag } : {}),
  };
}

/** '1,234' or '1,000+' when the server stopped counting (a capped count, said honestly). */
export function formatCount(total: number, isLowerBound: boolean): string {
  const number = total.toLocaleString('en-US');
  return isLowerBound ? `${number}+` : number;
}
