/**
 * Content built to make a careless scanner slow (quadratic or backtracking), shared by the
 * correctness tests and the timing benchmark. `scale` multiplies every input's length, so the
 * benchmark can compare n with 2n: a linear scanner takes about twice as long, not four times.
 */
export function hostilePlaceholderInputs(scale = 1): [name: string, content: string][] {
  const n = (count: number) => count * scale;
  return [
    ['many opening brackets', '['.repeat(n(200_000)) + 'a'],
    ['many closing brackets', ']'.repeat(n(200_000))],
    ['alternating brackets', '[]'.repeat(n(100_000)) + '[a'.repeat(n(50_000))],
    ['unmatched backtick runs of growing length', '[x] ' + '`a``b```c['.repeat(n(30_000))],
    ['many single unmatched backticks', '` ['.repeat(n(100_000))],
    ['link-like text with no closing parenthesis', '[a]('.repeat(n(50_000))],
    ['many escapes', '\\['.repeat(n(100_000))],
    ['long lines of spaces and newlines', '[x`' + '\n '.repeat(n(100_000)) + '`'],
    ['fence-like lines', '```\n[a]~~~\n'.repeat(n(30_000))],
    ['reference definitions', '[a]: u\n[b][a]\n'.repeat(n(20_000))],
  ];
}
