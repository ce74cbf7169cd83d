import { describe, expect, it } from 'vitest';
import { editDistance, edits1 } from './correct';

describe('edit distance (optimal string alignment)', () => {
  it.each([
    ['summery', 'summary', 1],
    ['pyhton', 'python', 1],
    ['reveiw', 'review', 1],
    ['meetng', 'meeting', 1],
    ['meetiing', 'meeting', 1],
    ['makretnig', 'marketing', 2],
    ['python', 'python', 0],
    ['cat', 'dog', 3],
  ])('%s → %s is %i', (a, b, d) => {
    expect(editDistance(a, b, 5)).toBe(d);
  });

  it('stops at the bound', () => {
    expect(editDistance('abcdefgh', 'zyxwvuts', 2)).toBe(3);
    expect(editDistance('abc', 'abcdef', 2)).toBe(3);
  });

  it('lists every word one edit away', () => {
    const edits = edits1('pyhton');
    for (const w of ['python', 'pyhon', 'pyhtons', 'pyhtan']) expect(edits).toContain(w);
    expect(edits.every((w) => editDistance('pyhton', w, 1) === 1)).toBe(true);
  });
});
