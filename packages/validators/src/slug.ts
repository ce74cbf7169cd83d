/** Longest slug; long titles are cut at a word boundary when one is near. */
export const SLUG_MAX = 80;
export const SLUG_FALLBACK = 'prompt';

/** Letters that Unicode decomposition does not reduce to ASCII. */
const FOLDS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŋ: 'n',
  ĸ: 'k',
  ſ: 's',
};
const FOLDABLE = new RegExp(`[${Object.keys(FOLDS).join('')}]`, 'g');

/**
 * The readable part of a prompt's address: 'Café Menu: 10 Ideas!' → 'cafe-menu-10-ideas'.
 * Lower-case ASCII letters and digits joined by single hyphens, at most `max` characters,
 * never empty (a title with nothing to keep, e.g. only emoji or CJK, gives 'prompt').
 */
export function slugify(title: string, max = SLUG_MAX): string {
  const ascii = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/\p{M}+/gu, '')
    .replace(FOLDABLE, (letter) => FOLDS[letter] ?? '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (ascii.length <= max) return ascii || SLUG_FALLBACK;
  const cut = ascii.slice(0, max);
  const lastHyphen = cut.lastIndexOf('-');
  // Cut at the last word boundary unless that would throw away most of the text.
  const slug = lastHyphen >= max / 2 ? cut.slice(0, lastHyphen) : cut.replace(/-+$/, '');
  return slug || SLUG_FALLBACK;
}
