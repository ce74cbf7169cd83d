/** `term` as an ILIKE pattern that matches it anywhere, with its own `%`, `_` and `\` literal. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, '\\$&')}%`;
}
