import { snippets, type Database } from '@promptshelf/db';
import { browseMessages, type BrowseQuery, type BrowseSort } from '@promptshelf/validators';
import { TRPCError } from '@trpc/server';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Viewer } from '../context';
import { decodeCursor, encodeCursor, queryFingerprint } from './browse-cursor';
import { matchCondition, rankExpression, searchQuery, useTrigrams } from './browse-search';
import { selectSnippets, toClientSnippet, type ClientSnippet } from './snippet-shape';

/**
 * How many matches of a search term are gathered, counted and (for relevance) ranked.
 * Up to this many the result is exact in every sort; beyond it the term is "common", the
 * total reads "1,000+" and the date/likes/popularity orders walk their index instead
 * (docs/decisions/051-browse-at-scale.md).
 */
export const SEARCH_CANDIDATE_CAP = 1000;
/** Without a term the total is counted up to this many ("10,000+ prompts found"). */
export const BROWSE_COUNT_CAP = 10_000;
/** With a common search term an offset walks its index: keep it shallow (cursor beyond). */
export const SEARCH_OFFSET_MAX = 200;

export type BrowseResult = {
  snippets: ClientSnippet[];
  /** Exact when totalIsLowerBound is false; otherwise "at least this many". */
  total: number;
  totalIsLowerBound: boolean;
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
};

type KeyRow = { id: number; created: string; likes: number; popularity: number; rank: number };

/** The sort key of each order, newest (then highest id) breaking ties. */
const sortKeys: Record<BrowseSort, (keyof KeyRow)[]> = {
  recent: ['created', 'id'],
  liked: ['likes', 'created', 'id'],
  popular: ['popularity', 'created', 'id'],
  relevance: ['rank', 'id'],
};

/** The same keys as SQL over a row source: the table itself or the candidate set `m`. */
function keyColumns(sortBy: BrowseSort, source: 'table' | 'm'): SQL[] {
  const col = (name: keyof KeyRow): SQL => {
    if (source === 'm') return sql.raw(name === 'created' ? 'm.created_at' : `m.${name}`);
    if (name === 'created') return sql`${snippets.createdAt}`;
    if (name === 'likes') return sql`${snippets.likesCount}`;
    if (name === 'popularity') return sql`${snippets.popularity}`;
    return sql`${snippets.id}`;
  };
  return sortKeys[sortBy].map(col);
}

function keyValues(sortBy: BrowseSort, values: unknown[]): SQL[] {
  return sortKeys[sortBy].map((name, i) =>
    name === 'created' ? sql`${values[i]}::timestamptz` : sql`${values[i]}::int`,
  );
}

/** `(k1, k2, …) < (v1, v2, …)`: every key descends, so one row comparison is the keyset. */
function after(sortBy: BrowseSort, source: 'table' | 'm', values: unknown[] | null): SQL {
  if (!values) return sql`true`;
  return sql`(${sql.join(keyColumns(sortBy, source), sql`, `)}) < (${sql.join(keyValues(sortBy, values), sql`, `)})`;
}

function orderBy(sortBy: BrowseSort, source: 'table' | 'm'): SQL {
  return sql.join(
    keyColumns(sortBy, source).map((key) => sql`${key} desc`),
    sql`, `,
  );
}

const badCursor = () => new TRPCError({ code: 'BAD_REQUEST', message: browseMessages.cursor });

/**
 * Public prompts for Browse and the landing page. Two queries: the page's ids (planned to stay
 * bounded at any size, see docs/decisions/051), then the client shape of those ids only.
 */
export async function browseSnippets(
  db: Database,
  viewer: Viewer | null,
  input: BrowseQuery,
): Promise<BrowseResult> {
  const { sortBy, limit, aiTool, search } = input;
  const fingerprint = queryFingerprint(search, aiTool, sortBy);
  const cursorKeys = input.cursor
    ? decodeCursor(
        input.cursor,
        fingerprint,
        sortKeys[sortBy].map((name) => (name === 'created' ? 'timestamp' : 'int')),
      )
    : null;
  if (input.cursor && !cursorKeys) throw badCursor();
  // A cursor already says where the page starts.
  const offset = cursorKeys ? 0 : input.offset;

  const page = search
    ? await searchPage(db, { search, aiTool, sortBy, limit, offset, cursorKeys })
    : await listPage(db, { aiTool, sortBy, limit, offset, cursorKeys });

  const pageRows = page.rows.slice(0, limit);
  const last = pageRows.at(-1);
  const nextCursor =
    page.rows.length > limit && last
      ? encodeCursor(
          fingerprint,
          sortKeys[sortBy].map((name) => last[name]),
        )
      : null;

  const ids = pageRows.map((row) => row.id);
  const shaped =
    ids.length === 0
      ? []
      : await selectSnippets(db, viewer).where(
          // Checked again: a prompt made private since the first query stays hidden.
          and(inArray(snippets.id, ids), eq(snippets.isPublic, true)),
        );
  const byId = new Map(shaped.map((row) => [row.id, row]));
  const result = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toClientSnippet(row, viewer)] : [];
  });
  return { snippets: result, total: page.total, totalIsLowerBound: page.lowerBound, nextCursor };
}

type PageArgs = {
  aiTool: string | undefined;
  sortBy: BrowseSort;
  limit: number;
  offset: number;
  cursorKeys: unknown[] | null;
};
type Page = { rows: KeyRow[]; total: number; lowerBound: boolean };

const keySelect = sql`${snippets.id} as id, ${snippets.createdAt}::text as created,
  ${snippets.likesCount} as likes, ${snippets.popularity} as popularity, 0 as rank`;

function toolCondition(aiTool: string | undefined): SQL {
  return aiTool ? sql`${snippets.aiTool} = ${aiTool}` : sql`true`;
}

function toKeyRows(result: Iterable<Record<string, unknown>>): KeyRow[] {
  return [...result].map((row) => ({
    id: Number(row.id),
    created: String(row.created),
    likes: Number(row.likes),
    popularity: Number(row.popularity),
    rank: Number(row.rank),
  }));
}

/** Raw rows of db.execute: postgres.js returns an array, PGlite an object with `rows`. */
async function execute(db: Database, query: SQL): Promise<Record<string, unknown>[]> {
  const result = (await db.execute(query)) as unknown;
  if (Array.isArray(result)) return result as Record<string, unknown>[];
  return (result as { rows?: Record<string, unknown>[] }).rows ?? [];
}

async function rowsOf(db: Database, query: SQL): Promise<KeyRow[]> {
  return toKeyRows(await execute(db, query));
}

/**
 * No search term: a backward walk of one partial btree index, (…, created_at, id) WHERE
 * is_public, optionally led by ai_tool; it stops after the page. The total is counted up to
 * BROWSE_COUNT_CAP over the same index.
 */
async function listPage(db: Database, args: PageArgs): Promise<Page> {
  const { aiTool, sortBy, limit, offset, cursorKeys } = args;
  // 'relevance' without a term was already turned into 'recent' by the schema.
  const order = sortBy === 'relevance' ? 'recent' : sortBy;
  const where = sql`${snippets.isPublic} and ${toolCondition(aiTool)}`;
  const [rows, counted] = await Promise.all([
    rowsOf(
      db,
      sql`select ${keySelect} from ${snippets}
          where ${where} and ${after(order, 'table', cursorKeys)}
          order by ${orderBy(order, 'table')}
          limit ${limit + 1} offset ${offset}`,
    ),
    execute(
      db,
      sql`select count(*)::int as n from (select 1 from ${snippets} where ${where} limit ${BROWSE_COUNT_CAP + 1}) c`,
    ),
  ]);
  const n = Number(counted[0]?.n ?? 0);
  return { rows, total: Math.min(n, BROWSE_COUNT_CAP), lowerBound: n > BROWSE_COUNT_CAP };
}

/**
 * A search term. Step 1 gathers up to SEARCH_CANDIDATE_CAP + 1 matches from the GIN indexes
 * (full text and title trigrams) and, in the same statement, orders and pages them: when the
 * term has at most the cap, that is the exact answer in every sort. Step 2, only for a
 * common term in a date/likes/popularity order: walk that order's index and test each row
 * against the term; a common term is dense, so the walk finds a page quickly.
 */
async function searchPage(db: Database, args: PageArgs & { search: string }): Promise<Page> {
  const exact = await searchPageWith(db, args, false);
  // No full-text match at all: try the title trigrams, so a typo still finds its prompt.
  if (exact.total === 0 && useTrigrams(args.search)) return searchPageWith(db, args, true);
  return exact;
}

async function searchPageWith(
  db: Database,
  args: PageArgs & { search: string },
  fuzzy: boolean,
): Promise<Page> {
  const { search, aiTool, sortBy, limit, offset, cursorKeys } = args;
  const q = searchQuery(search);
  const match = matchCondition(q, search, fuzzy);
  const rank = sortBy === 'relevance' ? rankExpression(q, search) : sql`0`;

  // The candidates come from the GIN bitmap, which stops after the cap. Without this the
  // planner, seeing a dense term, reads the table in order until the cap (110 ms at 1M).
  const first = await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return execute(
      tx,
      sql`
    with m as materialized (
      select ${snippets.id} as id, ${snippets.createdAt} as created_at,
             ${snippets.createdAt}::text as created, ${snippets.likesCount} as likes,
             ${snippets.popularity} as popularity, ${rank} as rank
      from ${snippets}
      where ${snippets.isPublic} and ${toolCondition(aiTool)} and ${match}
      limit ${SEARCH_CANDIDATE_CAP + 1}
    )
    select (select count(*)::int from m) as n,
           (select coalesce(json_agg(m order by ${orderBy(sortBy, 'm')}), '[]'::json)
            from (select id, created_at, created, likes, popularity, rank from m
                  where ${after(sortBy, 'm', cursorKeys)}
                  order by ${orderBy(sortBy, 'm')}
                  limit ${limit + 1} offset ${offset}) m) as rows`,
    );
  });
  const [summary] = first as { n: number; rows: Record<string, unknown>[] | string }[];
  const n = Number(summary?.n ?? 0);
  const rawRows = summary?.rows ?? [];
  const firstRows =
    typeof rawRows === 'string' ? (JSON.parse(rawRows) as Record<string, unknown>[]) : rawRows;
  if (n <= SEARCH_CANDIDATE_CAP || sortBy === 'relevance') {
    // Exact, or relevance over the capped candidates of a common term.
    return {
      rows: toKeyRows(firstRows),
      total: Math.min(n, SEARCH_CANDIDATE_CAP),
      lowerBound: n > SEARCH_CANDIDATE_CAP,
    };
  }
  if (offset > SEARCH_OFFSET_MAX) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: browseMessages.searchOffset });
  }
  const rows = await db.transaction(async (tx) => {
    // The term is common, so the index walk meets a match every few rows; without this the
    // planner may pick the bitmap of every match plus a sort, the one-second trap.
    await tx.execute(sql`set local enable_bitmapscan = off`);
    return rowsOf(
      tx,
      sql`select ${keySelect} from ${snippets}
          where ${snippets.isPublic} and ${toolCondition(aiTool)} and ${match}
            and ${after(sortBy, 'table', cursorKeys)}
          order by ${orderBy(sortBy, 'table')}
          limit ${limit + 1} offset ${offset}`,
    );
  });
  return { rows, total: SEARCH_CANDIDATE_CAP, lowerBound: true };
}
