import { execute, snippets } from '@promptshelf/db';
import { createTestDatabase, type TestDatabase } from '@promptshelf/db/testing';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atOrAbove, below, keysOf, keySelect, keyRows, orderBy, type Keys } from './keys';
import {
  estimatedBound,
  orderStatistics,
  shareAtOrAbove,
  type ColumnStatistics,
  type OrderStatistics,
} from './statistics';
import { seedTiedPrompts } from '../../../test/tied-prompts';

const DAY = 86_400_000;
const JAN_1 = Date.parse('2026-01-01T00:00:00Z');

describe('shares from statistics', () => {
  // 10 % null, 0 in half the rows, 1 in a fifth, the other 20 % evenly over 2..10 and 10..50.
  const likes: ColumnStatistics = {
    nullShare: 0.1,
    common: [
      { value: 0, share: 0.5 },
      { value: 1, share: 0.2 },
    ],
    histogram: [2, 10, 50],
  };

  it('counts common values exactly and the histogram evenly within its ranges', () => {
    expect(shareAtOrAbove(likes, 60)).toBe(0);
    expect(shareAtOrAbove(likes, 50)).toBeCloseTo(0);
    expect(shareAtOrAbove(likes, 30)).toBeCloseTo(0.05);
    expect(shareAtOrAbove(likes, 10)).toBeCloseTo(0.1);
    expect(shareAtOrAbove(likes, 6)).toBeCloseTo(0.15);
    expect(shareAtOrAbove(likes, 1)).toBeCloseTo(0.4);
    expect(shareAtOrAbove(likes, 0)).toBeCloseTo(0.9);
  });
});

/** Statistics of a made-up table: likes (or popularity) and created_at over 2026. */
const orderStatisticsArbitrary: fc.Arbitrary<OrderStatistics> = fc
  .record({
    commonLikes: fc.uniqueArray(fc.integer({ min: 0, max: 40 }), { maxLength: 8 }),
    likesBounds: fc.uniqueArray(fc.integer({ min: 0, max: 500 }), { minLength: 2, maxLength: 12 }),
    commonDays: fc.uniqueArray(fc.integer({ min: 0, max: 364 }), { maxLength: 5 }),
    dayBounds: fc.uniqueArray(fc.integer({ min: 0, max: 364 }), { minLength: 2, maxLength: 12 }),
  })
  .map(({ commonLikes, likesBounds, commonDays, dayBounds }) => {
    const column = (common: number[], bounds: number[], scale: number, origin: number) => ({
      nullShare: 0,
      // Common values hold 60 % of the rows between them, the histogram the rest.
      common: common.map((value) => ({
        value: origin + value * scale,
        share: 0.6 / common.length,
      })),
      histogram: [...bounds].sort((a, b) => a - b).map((value) => origin + value * scale),
    });
    return {
      first: column(commonLikes, likesBounds, 1, 0),
      created: column(commonDays, dayBounds, DAY, JAN_1),
    };
  });

/** (a0, a1, …) < (b0, b1, …) for keys of the likes or popular order, created as text. */
function keysBelow(a: Keys, b: Keys): boolean {
  const value = (keys: Keys) => [
    Number(keys[0]),
    keys[1] === '-infinity' ? -Infinity : Date.parse(String(keys[1])),
    Number(keys[2]),
  ];
  const [x, y] = [value(a), value(b)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i]! < y[i]!;
  return false;
}

describe('a window placed by the statistics', () => {
  it('always ends strictly below where it starts, so the windows move down the order', () => {
    fc.assert(
      fc.property(
        orderStatisticsArbitrary,
        fc.integer({ min: 0, max: 600 }),
        fc.integer({ min: 0, max: 364 * 24 }),
        fc.integer({ min: 1, max: 500_000 }),
        (stats, likes, hour, span) => {
          const upper = [likes, new Date(JAN_1 + hour * 3_600_000).toISOString(), 5];
          for (const start of [null, upper, [likes, '-infinity', 0]]) {
            const bound = estimatedBound('liked', stats, start, span, 1_000_000);
            if (bound && start) expect(keysBelow(bound, start)).toBe(true);
          }
          const recent = estimatedBound('recent', stats, [upper[1], 5], span, 1_000_000);
          if (recent)
            expect(Date.parse(String(recent[0]))).toBeLessThan(Date.parse(upper[1] as string));
        },
      ),
    );
  });

  it('is null when the statistics put fewer rows than the span below it', () => {
    const stats: OrderStatistics = {
      first: { nullShare: 0, common: [{ value: 0, share: 1 }], histogram: [] },
      created: { nullShare: 0, common: [], histogram: [JAN_1, JAN_1 + 100 * DAY] },
    };
    expect(estimatedBound('popular', stats, null, 1001, 1000)).toBeNull();
    expect(estimatedBound('recent', stats, null, 1001, 1000)).toBeNull();
    // Half the rows: the newer half of the single common value.
    const half = estimatedBound('popular', stats, null, 500, 1000);
    expect(half?.[0]).toBe(0);
    expect(Date.parse(String(half?.[1]))).toBeCloseTo(JAN_1 + 50 * DAY, -4);
  });
});

describe('statistics of a real table', () => {
  /** The public prompts of seedTiedPrompts. */
  const publicRows = 3600;
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    // 3,600 public prompts, analyzed (sixty times, thirteen like counts: long runs of ties).
    await seedTiedPrompts(database.db);
  });
  afterAll(() => database.close());

  it('places windows close to the rows they should hold', async () => {
    for (const order of ['recent', 'liked', 'popular'] as const) {
      const stats = await orderStatistics(database.db, order);
      expect(stats, order).not.toBeNull();
      for (const span of [10, 300, 1500]) {
        const bound = estimatedBound(order, stats!, null, span, publicRows);
        expect(bound, `${order} ${span}`).toBeTruthy();
        const [row] = await execute(
          database.db,
          sql`select count(*)::int as n from ${snippets}
              where ${snippets.isPublic} and ${atOrAbove(order, bound!)}`,
        );
        // A bound falls between runs of ties: the window holds the span and at most the rest of
        // the last run (one of sixty times, within one of thirteen like counts).
        expect(row?.n, `${order} ${span}`).toBeGreaterThanOrEqual(span);
        expect(row?.n, `${order} ${span}`).toBeLessThanOrEqual(span * 1.1 + publicRows / 60);
      }
    }
  });

  it('places a window after a cursor by the rows below the cursor', async () => {
    for (const order of ['recent', 'liked', 'popular'] as const) {
      const stats = await orderStatistics(database.db, order);
      // The 1,000th public row of the order, inside a run of ties.
      const [cursorRow] = await keyRows(
        database.db,
        sql`select ${keySelect(order)} from ${snippets} where ${snippets.isPublic}
            order by ${orderBy(order)} offset 999 limit 1`,
      );
      const upper = keysOf(order, cursorRow!);
      for (const span of [100, 1000]) {
        const bound = estimatedBound(order, stats!, upper, span, publicRows);
        expect(bound, `${order} ${span}`).toBeTruthy();
        const [row] = await execute(
          database.db,
          sql`select count(*)::int as n from ${snippets}
              where ${snippets.isPublic} and ${below(order, upper)} and ${atOrAbove(order, bound!)}`,
        );
        // The statistics take created_at and the like counts to be independent: near enough.
        expect(row?.n, `${order} ${span}`).toBeGreaterThanOrEqual(span * 0.8);
        expect(row?.n, `${order} ${span}`).toBeLessThanOrEqual(span * 1.2 + publicRows / 60);
      }
    }
  });

  it('is not known before ANALYZE has seen the table', async () => {
    const empty = await createTestDatabase();
    try {
      expect(await orderStatistics(empty.db, 'popular')).toBeNull();
    } finally {
      await empty.close();
    }
  });
});
