import { estimatedRows, execute, snippets, type Database } from '@promptshelf/db';
import { sql } from 'drizzle-orm';
import type { Keys } from './keys';
import { STATISTICS_TTL_MS } from './tuning';

/**
 * PostgreSQL's statistics of one column of the snippets table (pg_stats, kept by ANALYZE),
 * values as numbers: timestamps in milliseconds since 1970.
 */
export type ColumnStatistics = {
  /** The most common values and the share of all rows each holds. */
  common: { value: number; share: number }[];
  /** Ascending bounds of ranges that share the other rows equally. */
  histogram: number[];
  /** The share of rows without a value. */
  nullShare: number;
};

/** The statistics a window of an order is placed with: its first key's column and created_at. */
export type OrderStatistics = { first: ColumnStatistics; created: ColumnStatistics };

type WindowOrder = 'recent' | 'liked' | 'popular';
const firstColumn = { recent: 'created_at', liked: 'likes_count', popular: 'popularity' } as const;

/** The share of rows whose value is at least `x`: common values exactly, ranges evenly. */
export function shareAtOrAbove(stats: ColumnStatistics, x: number): number {
  let share = 0;
  for (const { value, share: s } of stats.common) if (value >= x) share += s;
  const { histogram } = stats;
  const ranges = histogram.length - 1;
  if (ranges < 1) return share;
  const rest = 1 - stats.nullShare - stats.common.reduce((sum, c) => sum + c.share, 0);
  for (let i = 0; i < ranges; i++) {
    const low = histogram[i]!;
    const high = histogram[i + 1]!;
    const part = high === low ? (low >= x ? 1 : 0) : (high - x) / (high - low);
    share += (rest / ranges) * Math.min(1, Math.max(0, part));
  }
  return share;
}

/** The values a column's statistics know of, lowest and highest. */
function extent(stats: ColumnStatistics): [number, number] {
  const values = [...stats.histogram, ...stats.common.map((c) => c.value)];
  return [Math.min(...values), Math.max(...values)];
}

/** The highest x (a whole number when `whole`) with shareAtOrAbove(x) ≥ share, or null. */
function valueWithShareAbove(
  stats: ColumnStatistics,
  share: number,
  whole: boolean,
): number | null {
  let [low, high] = extent(stats);
  if (shareAtOrAbove(stats, low) < share) return null;
  // shareAtOrAbove only falls as x grows: bisect between a value that has the share and one that has not.
  high += 1;
  for (let i = 0; i < 64 && high - low > (whole ? 1 : 1e-3); i++) {
    const mid = whole ? Math.floor((low + high) / 2) : (low + high) / 2;
    if (shareAtOrAbove(stats, mid) >= share) low = mid;
    else high = mid;
  }
  return low;
}

/** Milliseconds of a created_at as keys carry it (PostgreSQL's text of a timestamptz). */
const millis = (text: unknown) => (text === '-infinity' ? -Infinity : Date.parse(String(text)));

/**
 * Where a window holding about `span` rows of `rows` (the rows browse may show) ends below
 * `upper`, from the statistics: the lower keys for atOrAbove, or null when the statistics put
 * fewer rows than that below `upper`. The statistics describe the whole table, so the rows
 * browse may show are taken to be spread like it. A window placed so is as correct as one
 * placed exactly (windowRows applies both bounds); only its size is estimated. Returns
 * undefined when the statistics cannot place it strictly below `upper`.
 */
export function estimatedBound(
  order: WindowOrder,
  stats: OrderStatistics,
  upper: Keys | null,
  span: number,
  rows: number,
): Keys | null | undefined {
  const created = stats.created;
  if (order === 'recent') {
    const above = upper ? shareAtOrAbove(created, millis(upper[0])) : 0;
    const at = valueWithShareAbove(created, above + span / Math.max(rows, 1), false);
    if (at === null) return null;
    // Milliseconds down, so the bound is strictly below the upper key's microseconds.
    const bound = Math.floor(at);
    if (upper && !(bound < Math.floor(millis(upper[0])))) return undefined;
    return [new Date(bound).toISOString(), 0];
  }
  const first = stats.first;
  // The share of a whole value v: its rows, common or within a range.
  const valueShare = (v: number) => shareAtOrAbove(first, v) - shareAtOrAbove(first, v + 1);
  const above = upper
    ? shareAtOrAbove(first, Number(upper[0]) + 1) +
      valueShare(Number(upper[0])) * shareAtOrAbove(created, millis(upper[1]))
    : 0;
  const wanted = above + span / Math.max(rows, 1);
  const value = valueWithShareAbove(first, wanted, true);
  if (value === null) return null;
  if (upper && value > Number(upper[0])) return undefined;
  // Within the value, the newest of its rows first: as many as the window still needs.
  const ofValue = (wanted - shareAtOrAbove(first, value + 1)) / Math.max(valueShare(value), 1e-9);
  const since = ofValue >= 1 ? null : valueWithShareAbove(created, ofValue, false);
  if (since === null) return [value, '-infinity', 0];
  const bound = Math.floor(since);
  if (upper && value === Number(upper[0]) && !(bound < Math.floor(millis(upper[1])))) {
    return undefined;
  }
  return [value, new Date(bound).toISOString(), 0];
}

type Statistics = {
  columns: Partial<Record<string, ColumnStatistics>>;
  /** PostgreSQL's estimate of the table's rows, public and private. */
  tableRows: number;
};
const cached = new WeakMap<Database, { expires: number; value: Promise<Statistics> }>();

/** The snippets table's statistics, read at most once per STATISTICS_TTL_MS per database. */
function statistics(db: Database): Promise<Statistics> {
  const now = Date.now();
  let entry = cached.get(db);
  if (!entry || entry.expires <= now) {
    const value = Promise.all([readColumns(db), estimatedRows(db, sql`select 1 from ${snippets}`)]);
    entry = {
      expires: now + STATISTICS_TTL_MS,
      value: value.then(([columns, tableRows]) => ({ columns, tableRows })),
    };
    cached.set(db, entry);
    entry.value.catch(() => cached.delete(db));
  }
  return entry.value;
}

/** The statistics of an order's columns, or null before ANALYZE has seen the table. */
export async function orderStatistics(
  db: Database,
  order: WindowOrder,
): Promise<OrderStatistics | null> {
  const { columns } = await statistics(db);
  const first = columns[firstColumn[order]];
  const created = columns.created_at;
  return first && created ? { first, created } : null;
}

/**
 * PostgreSQL's estimate of how many prompts the table holds, public and private. It holds
 * before any ANALYZE too: the planner then scales the table's current size in pages.
 */
export async function tableRows(db: Database): Promise<number> {
  return (await statistics(db)).tableRows;
}

async function readColumns(db: Database): Promise<Statistics['columns']> {
  // anyarray has no cast to number[]: through text[], timestamps as epoch milliseconds.
  const number = (column: string) =>
    sql.raw(
      `(select coalesce(array_agg(case when attname = 'created_at'
          then extract(epoch from v::timestamptz) * 1000 else v::float8 end order by o), '{}')
        from unnest(${column}::text::text[]) with ordinality u(v, o))`,
    );
  const rows = await execute(
    db,
    sql`select attname as name, null_frac as nulls, ${number('most_common_vals')} as common,
          coalesce(most_common_freqs, '{}') as shares, ${number('histogram_bounds')} as histogram
        from pg_stats
        where schemaname = current_schema() and tablename = 'snippets'
          and attname in ('created_at', 'likes_count', 'popularity')`,
  );
  const columns: Statistics['columns'] = {};
  for (const row of rows) {
    const values = (list: unknown) => (list as (number | string)[]).map(Number);
    const shares = values(row.shares);
    columns[String(row.name)] = {
      common: values(row.common).map((value, i) => ({ value, share: shares[i] ?? 0 })),
      histogram: values(row.histogram),
      nullShare: Number(row.nulls),
    };
  }
  return columns;
}
