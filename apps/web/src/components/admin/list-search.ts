import { ADMIN_PAGE_SIZE } from '@promptshelf/validators';

/** Admin searches wait 500 ms after the last keystroke. */
export const ADMIN_SEARCH_DEBOUNCE_MS = 500;

/** The admin lists keep their search and page in the address, so Back and reload keep them. */
export type ListSearch = { q?: string; page?: number };

export function validateListSearch(search: Record<string, unknown>): ListSearch {
  const q = typeof search.q === 'string' && search.q.trim() ? search.q : undefined;
  const page = Number(search.page);
  return {
    q,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}

/** The list call's input for a page of the address. */
export function listInput(search: ListSearch) {
  return {
    search: search.q?.trim() ?? '',
    limit: ADMIN_PAGE_SIZE,
    offset: ((search.page ?? 1) - 1) * ADMIN_PAGE_SIZE,
  };
}

export const numberFormat = new Intl.NumberFormat('en');
