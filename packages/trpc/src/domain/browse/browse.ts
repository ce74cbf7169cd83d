import { snippets, type Database } from '@promptshelf/db';
import { browseMessages, type BrowseQuery, type BrowseSort } from '@promptshelf/validators';
import { TRPCError } from '@trpc/server';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Viewer } from '../../context';
import { decodeCursor, encodeCursor, queryFingerprint } from './browse-cursor';
import {
  below,
  execute,
  keyRows,
  keySelect,
  keysOf,
  orderBy,
  sortKeys,
  toKeyRows,
  type KeyRow,
  type Keys,
} from './browse-keys';
import { correctSearch } from './browse-correct';
import { combinedQuery, matchCondition, rankExpression, searchQuery } from './browse-search';
import { estimateRows, estimateSearch, windowedMatches, type WindowSearch } from './browse-window';
import { selectSnippets, toClientSnippet, type ClientSnippet } from '../library/snippet-shape';

/**
 * How many matches of a search term are gathered and counted. Up to this many the result is
 * exact in every sort; beyond it the term is "common": the total reads "1,000+", the
 * date/likes/popularity orders search windows of their index, and Best Match ranks the
 * RELEVANCE_CANDIDATES most popular matches (docs/decisions/051-browse-at-scale.md).
 */
const SEARCH_CANDIDATE_CAP = 1000;
/**
 * A term PostgreSQL estimates at this many matches or more is taken as common without
 * counting them: counting costs a read of its whole GIN posting list. The estimates of
 * common lexemes come from a sample and are good to about a quarter, so a threefold margin
 * keeps "1,000+" true (docs/decisions/051-browse-at-scale.md).
 */
const COMMON_ESTIMATE = 3 * SEARCH_CANDIDATE_CAP;
/** Without a term the total is counted up to this many ("10,000+ prompts found"). */
const BROWSE_COUNT_CAP = 10_000;
/** Best Match for a common term ranks this many of its most popular matches, then goes on. */
const RELEVANCE_CANDIDATES = 200;
/** The rank in the cursor of a Best Match row past the ranked ones: below every real rank. */
const UNRANKED = -1;
/** With a common search term an offset costs a read per skipped match: keep it shallow. */
const SEARCH_OFFSET_MAX = 200;

type BrowseResult = {
  snippets: ClientSnippet[];
  /** Exact when totalIsLowerBound is false; otherwise "at least this many". */
  total: number;
  totalIsLowerBound: boolean;
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
};

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
  return shapeBrowsePage(db, viewer, await browsePage(db, input));
}

/** Which public prompts a browse page shows: the same for every viewer. */
export type BrowsePage = Omit<BrowseResult, 'snippets'> & { ids: number[] };

export async function browsePage(db: Database, input: BrowseQuery): Promise<BrowsePage> {
  const { sortBy, limit, aiTool, search, tag: tags } = input;
  const fingerprint = queryFingerprint(search, aiTool, sortBy, tags);
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

  // A tag filter is a full-text term too ('#tag' lexemes), searched like a word.
  const page =
    search || tags.length > 0
      ? await searchPage(db, { search, tags, aiTool, sortBy, limit, offset, cursorKeys })
      : await listPage(db, { aiTool, sortBy, limit, offset, cursorKeys });

  const pageRows = page.rows.slice(0, limit);
  const last = pageRows.at(-1);
  const nextCursor =
    page.rows.length > limit && last ? encodeCursor(fingerprint, keysOf(sortBy, last)) : null;
  return {
    ids: pageRows.map((row) => row.id),
    total: page.total,
    totalIsLowerBound: page.lowerBound,
    nextCursor,
  };
}

/** The page's prompts in the client shape for this viewer: one query by primary key. */
export async function shapeBrowsePage(
  db: Database,
  viewer: Viewer | null,
  { ids, ...page }: BrowsePage,
): Promise<BrowseResult> {
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
  return { snippets: result, ...page };
}

type PageArgs = {
  aiTool: string | undefined;
  sortBy: BrowseSort;
  limit: number;
  offset: number;
  cursorKeys: Keys | null;
};
type Page = { rows: KeyRow[]; total: number; lowerBound: boolean };

function browsable(aiTool: string | undefined): SQL {
  return aiTool
    ? sql`${snippets.isPublic} and ${snippets.aiTool} = ${aiTool}`
    : sql`${snippets.isPublic}`;
}

/**
 * No search term: a backward index-only walk of one partial btree index, (…, created_at, id)
 * WHERE is_public, optionally led by ai_tool; it stops after the page. The total is counted
 * up to BROWSE_COUNT_CAP over the same index.
 */
async function listPage(db: Database, args: PageArgs): Promise<Page> {
  const { aiTool, sortBy, limit, offset, cursorKeys } = args;
  // 'relevance' without a term was already turned into 'recent' by the schema.
  const order = sortBy === 'relevance' ? 'recent' : sortBy;
  const where = browsable(aiTool);
  const [rows, counted] = await Promise.all([
    keyRows(
      db,
      sql`select ${keySelect(order)} from ${snippets}
          where ${where} and ${below(order, cursorKeys)}
          order by ${orderBy(order)}
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

/** A search term, a tag filter (every tag required) or both. */
type SearchArgs = PageArgs & { search: string | undefined; tags: string[] };

/**
 * A search term or tags. A term PostgreSQL expects to be rare is gathered from the GIN index, up to
 * SEARCH_CANDIDATE_CAP + 1 matches, then counted, ordered and paged in the same statement:
 * with at most the cap that is the exact answer in every sort. A common term (more than the
 * cap, or estimated at COMMON_ESTIMATE or more) reads "1,000+" and is searched in windows of
 * the order's index (browse-window.ts); for relevance, its most popular matches are ranked.
 * A search that finds nothing is tried once more with its unknown words corrected
 * (browse-correct.ts).
 */
async function searchPage(db: Database, args: SearchArgs): Promise<Page> {
  const exact = await searchPageFor(db, args);
  if (exact.total > 0 || !args.search) return exact;
  // No full-text match at all: correct the words no public prompt contains, search again.
  const corrected = await correctSearch(db, args.search);
  return corrected ? searchPageFor(db, { ...args, search: corrected }) : exact;
}

async function searchPageFor(db: Database, args: SearchArgs): Promise<Page> {
  const { search, tags, aiTool, sortBy, limit, offset, cursorKeys } = args;
  const q = search ? searchQuery(search) : null;
  const match = await matchFor(db, q, tags);
  const where = browsable(aiTool);
  // Best Match needs a term ('relevance' without one is 'recent'); tags rank every match alike.
  const rank = q && search ? rankExpression(q, search) : sql`0`;
  const estimate = await estimateSearch(db, where, match);

  if (estimate.matches < COMMON_ESTIMATE) {
    const exact = await gatherPage(db, { ...args, where, match, rank });
    if (exact) return exact;
  }
  if (offset > SEARCH_OFFSET_MAX) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: browseMessages.searchOffset });
  }
  const common = { total: SEARCH_CANDIDATE_CAP, lowerBound: true };
  const needed = offset + limit + 1;
  if (sortBy !== 'relevance') {
    const search = { where, match, estimate, order: sortBy, start: cursorKeys, needed };
    return { ...common, rows: (await windowedMatches(db, search)).slice(offset) };
  }
  const rows = await bestMatches(db, { where, match, estimate, rank, cursorKeys, needed });
  return { ...common, rows: rows.slice(offset) };
}

/**
 * What a search matches. Words and tags are one GIN query, except when the tags are rare: then
 * the GIN reads only the tags' postings and the words are tested on those rows, because a word
 * (a prefix above all: 'friendly' is 'friend:*') may have postings on a good part of all
 * prompts, which a GIN scan reads whole before it ANDs them (decision 151).
 */
async function matchFor(db: Database, q: SQL | null, tags: string[]): Promise<SQL> {
  if (!q || tags.length === 0) return matchCondition(combinedQuery(q, tags));
  const byTags = matchCondition(combinedQuery(null, tags));
  if ((await estimateRows(db, byTags)) >= COMMON_ESTIMATE) {
    return matchCondition(combinedQuery(q, tags));
  }
  // `|| ''` makes the word test an expression the index cannot answer: a filter on those rows.
  return sql`${byTags} and (${snippets.searchVector} || ''::tsvector) @@ ${q}`;
}

/**
 * Best Match for a common term: its RELEVANCE_CANDIDATES most popular matches, ranked by
 * relevance, then the rest of its matches in popularity order, unranked (rank UNRANKED in
 * their cursor). Ranking every match of a common term reads every one of them.
 */
async function bestMatches(
  db: Database,
  args: Pick<WindowSearch, 'where' | 'match' | 'estimate' | 'needed'> & {
    rank: SQL;
    cursorKeys: Keys | null;
  },
): Promise<KeyRow[]> {
  const { rank, cursorKeys, needed, ...search } = args;
  const popular = (start: Keys | null, count: number) =>
    windowedMatches(db, { ...search, order: 'popular', start, needed: count });
  if (cursorKeys && cursorKeys[0] === UNRANKED) {
    const [last] = await keyRows(
      db,
      sql`select ${keySelect('popular')} from ${snippets}
          where ${snippets.id} = ${Number(cursorKeys[1])} and ${snippets.isPublic}`,
    );
    if (!last) throw badCursor();
    const rows = await popular(keysOf('popular', last), needed);
    return rows.map((row) => ({ ...row, rank: UNRANKED }));
  }
  const candidates = await popular(null, RELEVANCE_CANDIDATES);
  const ranked = await keyRows(
    db,
    sql`select ${snippets.id} as id, ${rank} as rank from ${snippets}
        where ${inArray(
          snippets.id,
          candidates.map((row) => row.id),
        )}`,
  );
  ranked.sort((a, b) => b.rank - a.rank || b.id - a.id);
  const rows = cursorKeys ? ranked.filter((row) => isBelow(row, cursorKeys)) : ranked;
  const last = candidates.at(-1);
  if (rows.length >= needed || candidates.length < RELEVANCE_CANDIDATES || !last) return rows;
  const rest = await popular(keysOf('popular', last), needed - rows.length);
  return [...rows, ...rest.map((row) => ({ ...row, rank: UNRANKED }))];
}

/**
 * Up to SEARCH_CANDIDATE_CAP + 1 matches from the GIN index, and the page among them: the
 * exact answer, or null when there are more than the cap.
 */
async function gatherPage(
  db: Database,
  args: PageArgs & { where: SQL; match: SQL; rank: SQL },
): Promise<Page | null> {
  const { where, match, rank, sortBy, limit, offset, cursorKeys } = args;
  const [summary] = await db.transaction(async (tx) => {
    // Without this the planner, misjudging a dense term, may read the table in order.
    await tx.execute(sql`set local enable_seqscan = off`);
    return execute(
      tx,
      sql`
    with m as materialized (
      select ${keySelect('recent', sortBy === 'relevance' ? rank : undefined)},
             ${snippets.likesCount} as likes, ${snippets.popularity} as popularity
      from ${snippets}
      where ${where} and ${match}
      limit ${SEARCH_CANDIDATE_CAP + 1}
    )
    select (select count(*)::int from m) as n,
           (select coalesce(json_agg(m order by ${orderBy(sortBy, 'm')}), '[]'::json)
            from (select * from m
                  where ${below(sortBy, cursorKeys, 'm')}
                  order by ${orderBy(sortBy, 'm')}
                  limit ${limit + 1} offset ${offset}) m) as rows`,
    );
  });
  const n = Number(summary?.n ?? 0);
  if (n > SEARCH_CANDIDATE_CAP) return null;
  const rawRows = summary?.rows ?? [];
  const rows = typeof rawRows === 'string' ? JSON.parse(rawRows) : rawRows;
  return { rows: toKeyRows(rows as Record<string, unknown>[]), total: n, lowerBound: false };
}

/** (rank, id) < cursor: the relevance keyset, in memory. */
function isBelow(row: KeyRow, [rank, id]: Keys): boolean {
  return row.rank < Number(rank) || (row.rank === Number(rank) && row.id < Number(id));
}
