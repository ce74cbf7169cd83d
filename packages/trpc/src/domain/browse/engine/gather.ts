import { execute, jsonValue, setLocal, snippets, type Database } from '@promptshelf/db';
import type { BrowseSort } from '@promptshelf/validators';
import { sql, type SQL } from 'drizzle-orm';
import {
  below,
  isBelow,
  keySelect,
  orderBy,
  toKeyRows,
  unranked,
  UNRANKED,
  type KeyRow,
} from './keys';
import { badCursor, searchOffsetTooDeep, type Page, type PageArgs } from './page';
import {
  GATHER_MAX,
  GATHER_WORK_MEM,
  RELEVANCE_CANDIDATES,
  SEARCH_CANDIDATE_CAP,
  SEARCH_OFFSET_MAX,
} from './tuning';
import { listed } from './visibility';

/**
 * Up to GATHER_MAX + 1 matches from one GIN scan, kept in a materialized CTE, and the page
 * derived from them in the same statement: the exact answer when there are at most
 * SEARCH_CANDIDATE_CAP; between the cap and GATHER_MAX every match is at hand, so the page of
 * a common term (what `windowedMatches` and `bestMatches` would find, "1,000+") is read from
 * them instead of scanning the GIN again for each window. Null when there are more than
 * GATHER_MAX (docs/decisions/083-search-worst-case.md).
 */
export async function gatherPage(
  db: Database,
  args: PageArgs & { where: SQL; match: SQL; rank: SQL },
): Promise<Page | null> {
  const { where, match, rank, sortBy, limit, offset, cursorKeys } = args;
  const relevance = sortBy === 'relevance';
  const unrankedCursor = relevance && cursorKeys !== null && cursorKeys[0] === UNRANKED;
  // Rows a common term's page needs: its first `needed` in order, as windowedMatches returns.
  const needed = offset + limit + 1;
  const exact = sql`(select n from c) <= ${SEARCH_CANDIDATE_CAP}`;
  const common = sql`(select n from c) > ${SEARCH_CANDIDATE_CAP}`;
  // The relevance of a gathered row, by primary key: only for the rows that get ranked.
  const ranked = (rows: SQL) =>
    sql`select r.*, ${rank} as rank from (${rows}) r join ${snippets} on ${snippets.id} = r.id`;
  const rowsJson = (rows: SQL, order: BrowseSort) =>
    sql`(select coalesce(json_agg(j order by ${orderBy(order, 'j')}), '[]'::json) from (${rows}) j)`;
  const cursorRow = unrankedCursor
    ? sql`(select ${snippets.popularity}, ${snippets.createdAt}, ${snippets.id} from ${snippets}
           where ${snippets.id} = ${Number(cursorKeys[1])} and ${listed()})`
    : null;

  const exactRows = relevance
    ? sql`select * from (${ranked(sql`select * from m where ${exact}`)}) m
          where ${below(sortBy, cursorKeys, 'm')}
          order by ${orderBy(sortBy, 'm')} limit ${limit + 1} offset ${offset}`
    : sql`select * from m where ${exact} and ${below(sortBy, cursorKeys, 'm')}
          order by ${orderBy(sortBy, 'm')} limit ${limit + 1} offset ${offset}`;
  // A common term: the order's first `needed` rows (non-relevance), or for Best Match the
  // RELEVANCE_CANDIDATES most popular ranked and the popular rows after them (bestMatches).
  let commonParts: SQL;
  if (!relevance) {
    commonParts = sql`${rowsJson(
      sql`select * from m where ${common} and ${below(sortBy, cursorKeys, 'm')}
          order by ${orderBy(sortBy, 'm')} limit ${needed}`,
      sortBy,
    )} as common, null::json as candidates, null::boolean as found`;
  } else if (cursorRow) {
    commonParts = sql`${rowsJson(
      sql`select * from m where ${common}
          and (m.popularity, m.created_at, m.id) < ${cursorRow}
          order by ${orderBy('popular', 'm')} limit ${needed}`,
      'popular',
    )} as common, null::json as candidates, exists ${cursorRow} as found`;
  } else {
    commonParts = sql`${rowsJson(
      sql`select * from m where ${common}
          order by ${orderBy('popular', 'm')} offset ${RELEVANCE_CANDIDATES} limit ${needed}`,
      'popular',
    )} as common,
    ${rowsJson(
      ranked(
        sql`select * from m where ${common}
            order by ${orderBy('popular', 'm')} limit ${RELEVANCE_CANDIDATES}`,
      ),
      'popular',
    )} as candidates, null::boolean as found`;
  }

  const [summary] = await db.transaction(async (tx) => {
    // Without enable_seqscan the planner, misjudging a dense term, may read the table in
    // order; the memory leaves room for an exact bitmap (a lossy one rechecks every row of
    // its pages).
    await setLocal(tx, { enable_seqscan: 'off', work_mem: GATHER_WORK_MEM });
    return execute(
      tx,
      sql`
    with m as materialized (
      select ${keySelect('recent')},
             ${snippets.likesCount} as likes, ${snippets.popularity} as popularity
      from ${snippets}
      where ${where} and ${match}
      limit ${GATHER_MAX + 1}
    ), c as (select count(*)::int as n from m)
    select (select n from c) as n, ${rowsJson(exactRows, sortBy)} as rows, ${commonParts}`,
    );
  });
  const n = Number(summary?.n ?? 0);
  if (n > GATHER_MAX) return null;
  if (n <= SEARCH_CANDIDATE_CAP) {
    return { rows: jsonRows(summary?.rows), total: n, lowerBound: false };
  }
  if (offset > SEARCH_OFFSET_MAX) {
    throw searchOffsetTooDeep();
  }
  const commonRows = jsonRows(summary?.common);
  let rows: KeyRow[];
  if (!relevance) {
    rows = commonRows;
  } else if (unrankedCursor) {
    if (!summary?.found) throw badCursor();
    rows = unranked(commonRows);
  } else {
    const candidates = jsonRows(summary?.candidates);
    const byRank = [...candidates].sort((a, b) => b.rank - a.rank || b.id - a.id);
    rows = cursorKeys ? byRank.filter((row) => isBelow(row, cursorKeys)) : byRank;
    if (rows.length < needed && candidates.length >= RELEVANCE_CANDIDATES) {
      const rest = commonRows.slice(0, needed - rows.length);
      rows = [...rows, ...unranked(rest)];
    }
  }
  return { rows: rows.slice(offset), total: SEARCH_CANDIDATE_CAP, lowerBound: true };
}

/** A json column of key rows. */
function jsonRows(value: unknown): KeyRow[] {
  return toKeyRows(jsonValue<Record<string, unknown>[]>(value, []));
}
