import { execute, snippets } from '@promptshelf/db';
import { createTestDatabase, type TestDatabase } from '@promptshelf/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyMatch } from '../../../test/browse-oracle';
import { seedTiedPrompts } from '../../../test/tied-prompts';
import { keysOf, type Keys } from './keys';
import { matchCondition, searchQuery } from './search-query';
import { browsable } from './visibility';
import { estimateSearch, windowedMatches, type Placement, type Strategy } from './windows';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedTiedPrompts(database.db);
});
afterAll(() => database.close());

const match = matchCondition(searchQuery('kraken'));

describe('windowed search of a common term', () => {
  const tools = [undefined, 'Gemini'];
  const strategies: (Strategy | 'cheapest')[] = ['walk', 'window', 'rest', 'cheapest'];
  // Windows placed by reading the btree, or by the statistics of the seed's ANALYZE.
  const placements: Placement[] = ['exact', 'estimated'];

  for (const order of ['recent', 'liked', 'popular'] as const) {
    for (const aiTool of tools) {
      const tool = aiTool ?? 'all tools';
      const where = browsable({ aiTool });
      const reference = (cursorKeys: Keys | null) =>
        everyMatch(database.db, { search: 'kraken', aiTool, sortBy: order, cursorKeys });
      it(`returns exactly the matches in ${order} order (${tool}), whatever the strategy`, async () => {
        const planner = await estimateSearch(database.db, where, match);
        // An estimate that takes every row for a match makes every window too short, so the
        // search goes through several windows (and then the rest), cutting through ties.
        const overestimate = { ...planner, matches: planner.rows };
        const everything = await reference(null);
        expect(everything.length).toBeGreaterThan(tool === 'Gemini' ? 250 : 1000);
        // A cursor in the middle of a run of ties, as a page boundary would be.
        const [middle] = await execute(
          database.db,
          sql`select id, created_at::text as created, likes_count as likes, popularity
              from ${snippets} where id = ${everything[Math.floor(everything.length / 2)]}`,
        );
        const start = keysOf(order, {
          id: Number(middle!.id),
          created: String(middle!.created),
          likes: Number(middle!.likes),
          popularity: Number(middle!.popularity),
          rank: 0,
        });
        const afterMiddle = await reference(start);

        for (const [estimated, estimate] of [
          ['planner', planner],
          ['overestimate', overestimate],
        ] as const) {
          for (const placement of placements) {
            for (const strategy of strategies) {
              const pinned = { placement, ...(strategy === 'cheapest' ? {} : { strategy }) };
              for (const needed of [1, 21, 221, 5000]) {
                const search = { where, match, estimate, order, needed };
                const label = `${estimated}, ${placement}, ${strategy}, ${needed}`;
                const top = await windowedMatches(database.db, { ...search, start: null }, pinned);
                expect(
                  top.map((r) => r.id),
                  `${label} from the top`,
                ).toEqual(everything.slice(0, needed));
                const next = await windowedMatches(database.db, { ...search, start }, pinned);
                expect(
                  next.map((r) => r.id),
                  `${label} after a cursor`,
                ).toEqual(afterMiddle.slice(0, needed));
              }
            }
          }
        }
      });
    }
  }
});
