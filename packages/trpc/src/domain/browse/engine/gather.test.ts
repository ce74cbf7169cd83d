import { createTestDatabase, type TestDatabase } from '@promptshelf/db/testing';
import { browseSchema, type BrowseInput } from '@promptshelf/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyMatch } from '../../../test/browse-oracle';
import { seedTiedPrompts } from '../../../test/tied-prompts';
import { findPageWith } from './find-page';

// A common term answered from one gathering GIN scan (docs/decisions/083-search-worst-case.md)
// must page exactly as the reference strategy does: every match in the order, "1,000+", the
// 200 most popular ranked first for Best Match, offsets up to 200 and cursors to the end. The
// table is small enough for the planner to choose the reference: the planned search is pinned.

let database: TestDatabase;
const browse = (input: BrowseInput) =>
  findPageWith(database.db, browseSchema.parse(input), 'planned');

beforeAll(async () => {
  database = await createTestDatabase();
  // 'kraken' in about 1,700 prompts (above the cap of 1,000, below the estimate that skips
  // counting), 'ocean' in 3,500 (estimated common).
  await seedTiedPrompts(database.db, { ocean: true });
});
afterAll(() => database.close());

/** Every page by cursor, limit 50: the ids in the order they came, and the totals seen. */
async function followCursors(input: BrowseInput) {
  const seen: number[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 100; page++) {
    const result = await browse({ ...input, limit: 50, cursor });
    seen.push(...result.ids);
    cursor = result.nextCursor;
    if (!cursor) break;
  }
  return seen;
}

describe('a common term paged from its gathered matches', () => {
  for (const term of ['kraken', 'ocean']) {
    for (const aiTool of [undefined, 'Gemini']) {
      for (const sortBy of ['relevance', 'recent', 'liked', 'popular'] as const) {
        it(`${term}, ${aiTool ?? 'all tools'}, ${sortBy}: totals, offsets and cursors`, async () => {
          const expected = await everyMatch(database.db, { search: term, aiTool, sortBy });
          const common = expected.length > 1000;
          if (term === 'kraken' && !aiTool) expect(common).toBe(true);
          const base = { search: term, aiTool, sortBy } as const;

          const first = await browse({ ...base, limit: 20 });
          expect(first.ids).toEqual(expected.slice(0, 20));
          expect(first.totalIsLowerBound).toBe(common);
          if (first.totalIsLowerBound) expect(first.total).toBe(1000);
          else expect(first.total).toBe(expected.length);

          const deep = await browse({ ...base, limit: 20, offset: 200 });
          expect(deep.ids).toEqual(expected.slice(200, 220));

          expect(await followCursors(base)).toEqual(expected);
        });
      }
    }
  }

  it('pages a term within a purpose as the reference does, in every order', async () => {
    for (const sortBy of ['relevance', 'recent', 'liked', 'popular'] as const) {
      const base = { search: 'kraken', purpose: 'coding', sortBy } as const;
      const expected = await everyMatch(database.db, base);
      expect(expected.length).toBeGreaterThan(100);
      const first = await browse({ ...base, limit: 20 });
      expect(first.ids).toEqual(expected.slice(0, 20));
      expect(first.total).toBe(expected.length);
      expect(await followCursors(base)).toEqual(expected);
    }
  });

  it('pages a typo in two words exactly as the corrected words', async () => {
    for (const sortBy of ['relevance', 'recent', 'popular'] as const) {
      for (const offset of [0, 200]) {
        const typo = await browse({ search: 'tlel krakn', sortBy, offset });
        const fixed = await browse({ search: 'tell kraken', sortBy, offset });
        const reference = await findPageWith(
          database.db,
          browseSchema.parse({ search: 'tlel krakn', sortBy, offset }),
          'reference',
        );
        expect(typo.ids.length).toBeGreaterThan(0);
        expect(typo.ids).toEqual(fixed.ids);
        expect(typo.ids).toEqual(reference.ids);
        expect([typo.total, typo.totalIsLowerBound]).toEqual([
          fixed.total,
          fixed.totalIsLowerBound,
        ]);
      }
    }
  });
});
