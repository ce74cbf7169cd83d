// Free of zod: the first bundle reads a library's filters from its address (My Prompts).
import { PROMPT_VISIBILITIES } from './prompt-visibility';

export const SORT_OPTIONS = ['recent', 'popular', 'liked'] as const;
export const VISIBILITY_OPTIONS = ['all', 'public', 'private'] as const;
/** What a library's visibility filter accepts: everything, or one visibility. */
export const VISIBILITY_FILTERS = ['all', ...PROMPT_VISIBILITIES] as const;
export type SortBy = (typeof SORT_OPTIONS)[number];
export type Visibility = (typeof VISIBILITY_OPTIONS)[number];
export type VisibilityFilter = (typeof VISIBILITY_FILTERS)[number];
