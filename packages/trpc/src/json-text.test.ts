import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonText, pageOfOverlays, type Overlay } from './json-text';

type Item = Record<string, unknown>;

const record = fc.dictionary(fc.string(), fc.jsonValue(), { minKeys: 1, maxKeys: 8 });

/** A base object and new values for some of its keys. */
const overlayOf: fc.Arbitrary<Overlay<Item>> = record.chain((base) =>
  fc.subarray(Object.keys(base), { minLength: 1 }).chain((keys) =>
    fc.tuple(...keys.map(() => fc.jsonValue())).map((values) => ({
      base,
      fields: Object.fromEntries(keys.map((key, i) => [key, values[i]])),
    })),
  ),
);

const page = (prompts: Item[]) => ({
  total: 3,
  snippets: prompts,
  nextCursor: null as string | null,
});

describe('jsonText', () => {
  it('writes a page of overlays exactly as JSON.stringify does, again and again', () => {
    fc.assert(
      fc.property(fc.array(overlayOf, { maxLength: 5 }), (items) => {
        const shared = page(items.map((item) => item.base));
        const first = pageOfOverlays(shared, 'snippets', items);
        expect(jsonText(first)).toBe(JSON.stringify(first));
        // The same bases with other values reuse their cut texts.
        const again = pageOfOverlays(
          shared,
          'snippets',
          items.map(({ base, fields }) => ({
            base,
            fields: Object.fromEntries(Object.keys(fields).map((key) => [key, [key]])),
          })),
        );
        expect(jsonText(again)).toBe(JSON.stringify(again));
      }),
    );
  });

  it('leaves out what JSON.stringify leaves out, and keeps dates and nested objects', () => {
    const author = { id: 'a', name: 'Ann', email: null as string | null };
    const base: Item = {
      id: 1,
      skipped: undefined,
      createdAt: new Date('2026-11-26T10:00:00Z'),
      author,
      tags: ['a', 'b'],
      isLiked: false,
    };
    const mine = pageOfOverlays(page([base]), 'snippets', [
      { base, fields: { isLiked: true, author: { ...author, email: 'ann@example.com' } } },
    ]);
    expect(jsonText(mine)).toBe(JSON.stringify(mine));
    expect(JSON.parse(jsonText(mine))).toMatchObject({
      snippets: [{ isLiked: true, author: { email: 'ann@example.com' } }],
    });
    // A field that JSON.stringify would drop, or that the base lacks: written in full.
    for (const fields of [{ isLiked: undefined }, { unknown: 1 }, { skipped: 2 }]) {
      const odd = pageOfOverlays(page([base]), 'snippets', [{ base, fields }]);
      expect(jsonText(odd)).toBe(JSON.stringify(odd));
    }
  });

  it('writes a shared result once: a later change to it is not seen (shared answers never change)', () => {
    const shared = { total: 1 };
    expect(jsonText(shared)).toBe('{"total":1}');
    shared.total = 2;
    expect(jsonText(shared)).toBe('{"total":1}');
  });
});
