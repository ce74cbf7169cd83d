// A prompt includes another with `{{> ref}}`, `{{> ref@label}}` or `{{> ref@3}}` (decision 191):
// found here for the server, which resolves them, and for the prompt page, which links them.

/** How deep includes may nest: a prompt, its includes, theirs… five levels below the first. */
export const INCLUDE_DEPTH_MAX = 5;
/** How many includes one prompt may resolve, nested ones counted: each costs a few reads. */
export const INCLUDES_MAX = 20;

export const includeMessages = {
  notFound: (ref: string) => `The included prompt ${ref} was not found, or you cannot read it.`,
  cycle: (ref: string) => `Includes may not go in a circle: ${ref} would include itself.`,
  tooDeep: `Includes may nest at most ${INCLUDE_DEPTH_MAX} levels deep.`,
  tooMany: `A prompt may include at most ${INCLUDES_MAX} prompts, nested ones counted.`,
} as const;

export type IncludeSpan = {
  start: number;
  end: number;
  /** '@user/name' or 'workspace/name'. */
  ref: string;
  /** A label ('production'), or null for the newest version. */
  label: string | null;
  /** A version number (`@3`), or null. */
  version: number | null;
};

// The name part holds no '@', so the first '@' after it starts the label or version. Plain
// character classes between fixed delimiters: one pass, no backtracking blow-up.
const INCLUDE = /\{\{>[ \t]*(@?[A-Za-z0-9_-]+\/[a-z0-9/-]+)(?:@([a-z0-9-]{1,30}))?[ \t]*\}\}/g;

/** The includes of a prompt's text, in order. */
export function findIncludes(content: string): IncludeSpan[] {
  return [...content.matchAll(INCLUDE)].map((match) => {
    const pin = match[2] ?? null;
    const version = pin !== null && /^\d{1,9}$/.test(pin) ? Number(pin) : null;
    return {
      start: match.index,
      end: match.index + match[0].length,
      ref: match[1]!,
      label: version === null ? pin : null,
      version,
    };
  });
}
