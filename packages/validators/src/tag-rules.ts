// Free of zod: the browser's first bundle (Browse's address, the chips) uses it.

/** A prompt has up to this many tags, each 1..TAG_MAX_LENGTH characters. */
export const TAGS_MAX = 10;
export const TAG_MAX_LENGTH = 30;
/** A tag filter names at most this many tags (every prompt has at most TAGS_MAX anyway). */
export const TAG_FILTER_MAX = TAGS_MAX;
export const TAG_SUGGESTIONS_DEFAULT = 10;
export const TAG_SUGGESTIONS_MAX = 50;
export const TAG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const tagMessages = {
  tooMany: `A prompt can have at most ${TAGS_MAX} tags`,
  filterTooMany: `Filter by at most ${TAG_FILTER_MAX} tags`,
  tooLong: (tag: string) => `Tag "${tag}" is longer than ${TAG_MAX_LENGTH} characters`,
  characters: (tag: string) => `Tag "${tag}" may only contain letters a–z, digits and hyphens`,
  invalid: 'Tags must be a list of words',
  limit: `limit must be a whole number from 1 to ${TAG_SUGGESTIONS_MAX}`,
  search: `Tag search must be at most ${TAG_MAX_LENGTH} characters`,
} as const;

/**
 * The stored form of a tag as typed: lowercase, runs of spaces and underscores become one
 * hyphen, hyphens at the ends go ('Cold Email' → 'cold-email', ' SEO_tips ' → 'seo-tips').
 * Characters other than letters, digits and hyphens are kept so the check can name them.
 */
export function normalizeTag(raw: string): string {
  return raw
    .normalize('NFKC')
    .toLowerCase()
    .trim()
    .replace(/[\s_]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Why a normalised tag cannot be stored, or null when it can. */
export function tagProblem(tag: string): string | null {
  if (tag.length > TAG_MAX_LENGTH) return tagMessages.tooLong(tag);
  if (!TAG_PATTERN.test(tag)) return tagMessages.characters(tag);
  return null;
}

/** Normalised, empty ones dropped, each once, in the order first given. */
export function normalizeTags(raw: readonly string[]): string[] {
  return [...new Set(raw.map(normalizeTag).filter(Boolean))];
}
