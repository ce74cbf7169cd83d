import { snippets } from '@promptshelf/db';
import { createTestDatabase, type TestDatabase } from '@promptshelf/db/testing';
import type { BrowseInput } from '@promptshelf/validators';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitorCaller } from '../../test/callers';
import { execute } from './browse-keys';
import { rankExpression, searchQuery } from './browse-search';
import { seedTiedPrompts } from '../../test/tied-prompts';

// A common term answered from one gathering GIN scan (docs/decisions/083-search-worst-case.md)
// must page exactly as the windows of 051 did: every match in the order, "1,000+", the 200
// most popular ranked first for Best Match, offsets up to 200 and cursors to the end.

let database: TestDatabase;
let visitor: ReturnType<typeof visitorCaller>;

beforeAll(async () => {
  database = await createTestDatabase();
  visitor = visitorCaller(database.db);
  // 'kraken' in about 1,700 prompts (above the cap of 1,000, below the estimate that skips
  // counting), 'ocean' in 3,500 (estimated common).
  await seedTiedPrompts(database.db, { ocean: true });
});
afterAll(() => database.close());

const orderKeys = {
  recent: 'created_at desc, id desc',
  liked: 'likes_count desc, created_at desc, id desc',
  popular: 'popularity desc, created_at desc, id desc',
} as const;

/** Every public match, in the order, the obvious way. */
async function matches(term: string, aiTool: string | undefined, order: keyof typeof orderKeys) {
  const rows = await execute(
    database.db,
    sql`select id from ${snippets}
        where is_public and ${aiTool ? sql`ai_tool = ${aiTool}` : sql`true`}
          and search_vector @@ ${searchQuery(term)}
        order by ${sql.raw(orderKeys[order])}`,
  );
  return rows.map((row) => Number(row.id));
}

/**
 * Best Match: every match ranked when there are at most 1,000; for a common term the 200
 * most popular ranked, then the rest by popularity.
 */
async function bestMatch(term: string, aiTool: string | undefined) {
  const popular = await matches(term, aiTool, 'popular');
  const top = popular.length > 1000 ? popular.slice(0, 200) : popular;
  const ranked = await execute(
    database.db,
    sql`select id, ${rankExpression(searchQuery(term), term)} as rank from ${snippets}
        where id in (${sql.join(
          top.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  ranked.sort((a, b) => Number(b.rank) - Number(a.rank) || Number(b.id) - Number(a.id));
  return [...ranked.map((row) => Number(row.id)), ...popular.slice(top.length)];
}

const ids = (page: { snippets: { id: number }[] }) => page.snippets.map((s) => s.id);

/** Every page by cursor, limit 50: the ids in the order they came, and the totals seen. */
async function followCursors(input: BrowseInput) {
  const seen: number[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 100; page++) {
    const result = await visitor.snippets.browse({ ...input, limit: 50, cursor });
    seen.push(...ids(result));
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
          const expected =
            sortBy === 'relevance'
              ? await bestMatch(term, aiTool)
              : await matches(term, aiTool, sortBy);
          const common = expected.length > 1000;
          if (term === 'kraken' && !aiTool) expect(common).toBe(true);
          const base = { search: term, aiTool, sortBy } as const;

          const first = await visitor.snippets.browse({ ...base, limit: 20 });
          expect(ids(first)).toEqual(expected.slice(0, 20));
          expect(first.totalIsLowerBound).toBe(common);
          if (first.totalIsLowerBound) expect(first.total).toBe(1000);
          else expect(first.total).toBe(expected.length);

          const deep = await visitor.snippets.browse({ ...base, limit: 20, offset: 200 });
          expect(ids(deep)).toEqual(expected.slice(200, 220));

          expect(await followCursors(base)).toEqual(expected);
        });
      }
    }
  }

  it('pages a typo in two words exactly as the corrected words', async () => {
    for (const sortBy of ['relevance', 'recent', 'popular'] as const) {
      for (const offset of [0, 200]) {
        const typo = await visitor.snippets.browse({ search: 'tlel krakn', sortBy, offset });
        const fixed = await visitor.snippets.browse({ search: 'tell kraken', sortBy, offset });
        expect(ids(typo).length).toBeGreaterThan(0);
        expect(ids(typo)).toEqual(ids(fixed));
        expect([typo.total, typo.totalIsLowerBound]).toEqual([
          fixed.total,
          fixed.totalIsLowerBound,
        ]);
      }
    }
  });
});
