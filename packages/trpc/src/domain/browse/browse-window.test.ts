import { snippets } from '@promptshelf/db';
import { createTestDatabase, type TestDatabase } from '@promptshelf/db/testing';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execute, keysOf, type Keys } from './browse-keys';
import { matchCondition, searchQuery } from './browse-search';
import {
  estimateSearch,
  windowedMatches,
  type Placement,
  type Strategy,
  type WindowSearch,
} from './browse-window';
import { seedTiedPrompts } from '../../test/tied-prompts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedTiedPrompts(database.db);
});
afterAll(() => database.close());

const match = matchCondition(searchQuery('kraken'));

/** The same question answered the obvious way: every match, sorted. */
async function reference(order: WindowSearch['order'], where: SQL, start: Keys | null) {
  const names =
    order === 'recent' ? ['created_at', 'id'] : [orderColumn[order], 'created_at', 'id'];
  const keys = sql.raw(names.join(', '));
  const values = start?.map((value, i) =>
    names[i] === 'created_at' ? sql`${value}::timestamptz` : sql`${value}::int`,
  );
  const rows = await execute(
    database.db,
    sql`select id from ${snippets}
        where ${where} and ${match} and ${values ? sql`(${keys}) < (${sql.join(values, sql`, `)})` : sql`true`}
        order by ${sql.raw(names.map((name) => `${name} desc`).join(', '))}`,
  );
  return rows.map((row) => Number(row.id));
}
const orderColumn = { liked: 'likes_count', popular: 'popularity' } as const;

describe('windowed search of a common term', () => {
  const wheres: [string, SQL][] = [
    ['all tools', sql`${snippets.isPublic}`],
    ['Gemini', sql`${snippets.isPublic} and ${snippets.aiTool} = 'Gemini'`],
  ];
  const strategies: (Strategy | 'cheapest')[] = ['walk', 'window', 'rest', 'cheapest'];
  // Windows placed by reading the btree, or by the statistics of the seed's ANALYZE.
  const placements: Placement[] = ['exact', 'estimated'];

  for (const order of ['recent', 'liked', 'popular'] as const) {
    for (const [tool, where] of wheres) {
      it(`returns exactly the matches in ${order} order (${tool}), whatever the strategy`, async () => {
        const planner = await estimateSearch(database.db, where, match);
        // An estimate that takes every row for a match makes every window too short, so the
        // search goes through several windows (and then the rest), cutting through ties.
        const overestimate = { ...planner, matches: planner.rows };
        const everything = await reference(order, where, null);
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
        const afterMiddle = await reference(order, where, start);

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
