import { estimatedRows, setLocal, snippets, type Database } from '@promptshelf/db';
import type { BrowseSort } from '@promptshelf/validators';
import { sql, type SQL } from 'drizzle-orm';
import {
  atOrAbove,
  below,
  keyRows,
  keySelect,
  keysOf,
  orderBy,
  type KeyRow,
  type Keys,
} from './keys';
import { estimatedBound, orderStatistics, type OrderStatistics } from './statistics';
import { COST, MAX_WINDOWS, WINDOW_GROWTH, WINDOW_SLACK } from './tuning';

/**
 * What PostgreSQL expects of a search, from its statistics (EXPLAIN; no row is read). The
 * full-text estimates come from the most common lexemes, so they hold best for common
 * terms, which is where they are used.
 */
export type SearchEstimate = {
  /** Rows browse may show: public, of the chosen AI tool. */
  rows: number;
  /** Of those, the ones matching the term. */
  matches: number;
  /** Rows matching the term anywhere (private, other tools): what its GIN scan reads. */
  indexed: number;
};

export async function estimateSearch(
  db: Database,
  where: SQL,
  match: SQL,
  /** Already estimated (estimateMatches): saves its EXPLAIN. */
  matches?: number,
): Promise<SearchEstimate> {
  const [rows, indexed, matched] = await Promise.all([
    estimateRows(db, where),
    estimateRows(db, match),
    matches ?? estimateMatches(db, where, match),
  ]);
  return { rows, matches: matched, indexed };
}

/** The matches browse may show, alone: all a search that gathers its matches needs. */
export function estimateMatches(db: Database, where: SQL, match: SQL): Promise<number> {
  return estimateRows(db, sql`${where} and ${match}`);
}

/** PostgreSQL's estimate of the prompts `where` selects: one EXPLAIN, no rows read. */
export function estimateRows(db: Database, where: SQL): Promise<number> {
  return estimatedRows(db, sql`select 1 from ${snippets} where ${where}`);
}

export type WindowSearch = {
  /** The rows browse may show: public, of the chosen AI tool. */
  where: SQL;
  /** The search condition (full text, or title trigrams). */
  match: SQL;
  estimate: SearchEstimate;
  /** The order whose btree the windows are cut from. */
  order: Exclude<BrowseSort, 'relevance'>;
  /** Start after this keyset position (a cursor), or at the top. */
  start: Keys | null;
  /** How many matching rows to return, in order. */
  needed: number;
};

export type Strategy = 'walk' | 'window' | 'rest';
/**
 * How a window's lower bound is found: `exact` reads the order's btree down to the span-th
 * row; `estimated` computes it from PostgreSQL's statistics (statistics.ts) and reads
 * the btree only when they cannot place it.
 */
export type Placement = 'exact' | 'estimated';
/** What a test pins; otherwise the cheapest strategy each round, windows placed by estimate. */
export type Pinned = { strategy?: Strategy; placement?: Placement };

/**
 * The first `needed` matches of a common search term in one order, without reading every
 * match. The order is cut into windows, ranges of its btree, and each window is searched
 * the cheapest way for the term's density:
 * - walk: read the window's rows in order and test each (a dense term meets a match every
 *   few rows; the GIN scan of a term in 1 prompt of 20 would cost more than the walk);
 * - window: AND the window's btree bitmap with the term's GIN bitmap, so only the matches
 *   inside the window are read from the table;
 * - rest: no window, read every remaining match and sort (a rare term, or the last round).
 * A window that comes up short is followed by a longer one. See docs/decisions/051.
 */
export async function windowedMatches(
  db: Database,
  search: WindowSearch,
  pinned: Pinned = {},
): Promise<KeyRow[]> {
  const { estimate, needed } = search;
  const density = Math.min(1, Math.max(estimate.matches, 1) / Math.max(estimate.rows, 1));
  const placement = pinned.placement ?? 'estimated';
  const statistics = placement === 'estimated' ? await orderStatistics(db, search.order) : null;
  return db.transaction(async (tx) => {
    // A sequential scan reads everything, whatever the question.
    await setLocal(tx, { enable_seqscan: 'off' });
    let span = Math.ceil((WINDOW_SLACK * needed) / density);
    let upper = search.start;
    const rows: KeyRow[] = [];
    for (let round = 0; rows.length < needed; round++) {
      const remaining = needed - rows.length;
      const strategy =
        round >= MAX_WINDOWS
          ? 'rest'
          : (pinned.strategy ?? cheapest(estimate, density, span, remaining));
      const lower =
        strategy === 'rest' ? null : await windowBound(tx, search, upper, span, statistics);
      rows.push(...(await windowRows(tx, search, strategy, upper, lower, remaining)));
      if (!lower) break;
      upper = lower;
      span *= WINDOW_GROWTH;
    }
    return rows;
  });
}

function cheapest(
  estimate: SearchEstimate,
  density: number,
  span: number,
  remaining: number,
): Strategy {
  const bound = span * COST.btreeEntry;
  const costs: Record<Strategy, number> = {
    walk: bound + Math.min(span, remaining / density) * COST.tableRow,
    window:
      bound +
      estimate.indexed * COST.ginEntry +
      span * COST.btreeEntry +
      WINDOW_SLACK * remaining * COST.tableRow,
    rest: estimate.indexed * (COST.ginEntry + COST.tableRow),
  };
  return (Object.keys(costs) as Strategy[]).reduce((a, b) => (costs[b] < costs[a] ? b : a));
}

/**
 * The lower bound of a window of about `span` rows after `upper` in the order, or null when
 * fewer rows are left. Estimated from PostgreSQL's statistics when they can place it; else
 * the keys of the `span`-th row, an index-only scan of the order's partial btree that costs
 * about a quarter of a microsecond per row skipped (9 ms for the 38,000 of a Best Match of
 * 10,000 matches at 1,000,000 prompts, docs/decisions/087-windows-placed-by-statistics.md).
 */
async function windowBound(
  db: Database,
  { where, order, estimate }: WindowSearch,
  upper: Keys | null,
  span: number,
  /** Null: read the btree. */
  statistics: OrderStatistics | null,
): Promise<Keys | null> {
  if (statistics) {
    const estimated = estimatedBound(order, statistics, upper, span, estimate.rows);
    // Undefined when the statistics cannot place it below `upper`.
    if (estimated !== undefined) return estimated;
  }
  const [row] = await keyRows(
    db,
    sql`select ${keySelect(order)} from ${snippets}
        where ${where} and ${below(order, upper)}
        order by ${orderBy(order)} offset ${span - 1} limit 1`,
  );
  return row ? keysOf(order, row) : null;
}

/**
 * The matches below `upper` down to `lower` (inclusive), in order. The plan is pinned by
 * switching off the scans the strategy must not use: a walk is an index scan (GIN indexes
 * only serve bitmaps), a window or the rest a bitmap scan. For a window the inner query
 * states the range as plain column conditions, which the planner estimates well and turns
 * into btree bitmap conditions; the outer one applies the exact keyset bounds.
 */
async function windowRows(
  db: Database,
  { where, match, order }: WindowSearch,
  strategy: Strategy,
  upper: Keys | null,
  lower: Keys | null,
  limit: number,
): Promise<KeyRow[]> {
  const off = strategy === 'walk' ? 'enable_bitmapscan' : 'enable_indexscan';
  await setLocal(db, { [off]: 'off' });
  const candidates =
    strategy === 'walk'
      ? sql`select ${keySelect(order)} from ${snippets}
            where ${where} and ${match} and ${below(order, upper)} and ${atOrAbove(order, lower)}`
      : sql`select ${keySelect(order)} from ${snippets}
            where ${where} and ${match} and ${windowRange(order, upper, lower)}
            offset 0`;
  const rows = await keyRows(
    db,
    sql`select * from (${candidates}) w
        where ${below(order, upper, 'w')} and ${atOrAbove(order, lower, 'w')}
        order by ${orderBy(order, 'w')} limit ${limit}`,
  );
  // Index-only scans (the next bound) need enable_indexscan.
  await setLocal(db, { [off]: 'on' });
  return rows;
}

const created = sql`${snippets.createdAt}`;
const at = (value: unknown) => sql`${value}::timestamptz`;
const int = (value: unknown) => sql`${value}::int`;

/**
 * A window as ranges of single columns, a little wider than the keyset bounds (ties on
 * created_at are settled by the outer query). For liked and popular the first key has few
 * distinct values, so a window inside one value is a created_at range within it.
 */
function windowRange(order: WindowSearch['order'], upper: Keys | null, lower: Keys | null): SQL {
  if (order === 'recent') {
    return sql`${upper ? sql`${created} <= ${at(upper[0])}` : sql`true`}
      and ${lower ? sql`${created} >= ${at(lower[0])}` : sql`true`}`;
  }
  const value = order === 'liked' ? sql`${snippets.likesCount}` : sql`${snippets.popularity}`;
  if (upper && lower && upper[0] === lower[0]) {
    return sql`${value} = ${int(upper[0])} and ${created} between ${at(lower[1])} and ${at(upper[1])}`;
  }
  const top = upper && sql`${value} = ${int(upper[0])} and ${created} <= ${at(upper[1])}`;
  const bottom = lower && sql`${value} = ${int(lower[0])} and ${created} >= ${at(lower[1])}`;
  if (upper && lower) {
    return sql`((${top}) or (${value} > ${int(lower[0])} and ${value} < ${int(upper[0])}) or (${bottom}))`;
  }
  if (upper) return sql`(${value} < ${int(upper[0])} or (${top}))`;
  if (lower) return sql`(${value} > ${int(lower[0])} or (${bottom}))`;
  return sql`true`;
}
