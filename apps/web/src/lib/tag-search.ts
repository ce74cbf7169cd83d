// Tag filters in an address (Browse, My Prompts, a profile). Free of zod: in the first bundle.
import { normalizeTags, TAG_FILTER_MAX, tagProblem } from '@promptshelf/validators';

/**
 * The tags of an address, normalised, at most TAG_FILTER_MAX. One value holds them joined by
 * commas (`?tag=cold-email,seo`: tags have no commas); `?tag=a&tag=b`, as the API takes them,
 * arrives as a list and is read too. The router reads a number-like value ('2024') as a number.
 */
export function tagsOfSearch(value: unknown): string[] {
  const items = Array.isArray(value) ? value : [value];
  const raw = items.flatMap((item) =>
    typeof item === 'string' ? item.split(',') : typeof item === 'number' ? [String(item)] : [],
  );
  // A tag no prompt can have (a hand-edited 'c++') is dropped rather than refused.
  return normalizeTags(raw)
    .filter((tag) => tagProblem(tag) === null)
    .slice(0, TAG_FILTER_MAX);
}

/** The address form of a list of tags: undefined when there are none. */
export function tagSearchValue(tags: readonly string[]): string | undefined {
  return tags.length > 0 ? tags.join(',') : undefined;
}

/** validateSearch of a page whose only address state is its tag filter. */
export function validateTagSearch(search: Record<string, unknown>): { tag?: string } {
  return { tag: tagSearchValue(tagsOfSearch(search.tag)) };
}

/** The profile call of a page: no tag key without tags, so it shares the plain entry. */
export function profileQueryInput(username: string, tag: string | undefined) {
  const tags = tagsOfSearch(tag);
  return tags.length > 0 ? { username, tag: tags } : { username };
}
