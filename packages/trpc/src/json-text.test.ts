import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonText, overlay } from './json-text';

const record = fc.dictionary(fc.string(), fc.jsonValue(), { minKeys: 1, maxKeys: 8 });

/** A base object, a choice of its keys, and new values for them. */
const baseAndFields = record.chain((base) =>
  fc
    .subarray(Object.keys(base), { minLength: 1 })
    .chain((keys) =>
      fc.tuple(fc.constant(base), fc.tuple(...keys.map(() => fc.jsonValue())), fc.constant(keys)),
    ),
);

describe('jsonText', () => {
  it('writes an overlay exactly as JSON.stringify does, again and again', () => {
    fc.assert(
      fc.property(baseAndFields, baseAndFields, ([base, values, keys], [other, values2, keys2]) => {
        const fields = Object.fromEntries(keys.map((key, i) => [key, values[i]]));
        const first = overlay(base, fields);
        expect(jsonText(first)).toBe(JSON.stringify(first));
        // The same base with other values reuses its cut text; other fields cut it anew.
        const again = overlay(base, Object.fromEntries(keys.map((key) => [key, null])));
        expect(jsonText(again)).toBe(JSON.stringify(again));
        const nested = overlay(other, Object.fromEntries(keys2.map((key, i) => [key, values2[i]])));
        const page = overlay(
          { snippets: [] as object[], total: 2 },
          { snippets: [first, nested, again] },
        );
        expect(jsonText(page)).toBe(JSON.stringify(page));
      }),
    );
  });

  it('leaves out what JSON.stringify leaves out, and keeps dates and nested objects', () => {
    const author = { id: 'a', name: 'Ann', email: null as string | null };
    const base = {
      id: 1,
      skipped: undefined,
      createdAt: new Date('2026-11-26T10:00:00Z'),
      author,
      tags: ['a', 'b'],
      isLiked: false,
    };
    const mine = overlay(base, { isLiked: true, author: { ...author, email: 'ann@example.com' } });
    expect(jsonText(mine)).toBe(JSON.stringify(mine));
    expect(JSON.parse(jsonText(mine))).toMatchObject({
      isLiked: true,
      author: { email: 'ann@example.com' },
    });
    // A field that JSON.stringify would drop is no cut: the whole object is written.
    const dropped = overlay(base, { isLiked: undefined });
    expect(jsonText(dropped)).toBe(JSON.stringify(dropped));
  });

  it('writes a shared result once: a later change to it is not seen (shared answers never change)', () => {
    const shared = { total: 1 };
    expect(jsonText(shared)).toBe('{"total":1}');
    shared.total = 2;
    expect(jsonText(shared)).toBe('{"total":1}');
  });
});
