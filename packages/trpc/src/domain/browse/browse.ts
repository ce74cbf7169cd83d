import { snippets, type Database } from '@promptshelf/db';
import { browseMessages, type BrowseQuery, type BrowseSort } from '@promptshelf/validators';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Viewer } from '../../context';
import { DomainError } from '../domain-error';
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
import {
  combinedQuery,
  indexedSearchQuery,
  matchCondition,
  rankExpression,
  searchQuery,
} from './browse-search';
import {
  estimateMatches,
  estimateRows,
  estimateSearch,
  windowedMatches,
  type WindowSearch,
} from './browse-window';
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
/**
 * A search expected to be rare gathers up to this many matches in one GIN scan; between
 * SEARCH_CANDIDATE_CAP and this many the page of the common term is read from them
 * (docs/decisions/083-search-worst-case.md).
 */
const GATHER_MAX = 10_000;
/** work_mem of the gathering statement: keeps the bitmap of a prefix term's GIN scan exact. */
const GATHER_WORK_MEM = '16MB';

type BrowseResult = {
  snippets: ClientSnippet[];
  /** Exact when totalIsLowerBound is false; otherwise "at least this many". */
  total: number;
  totalIsLowerBound: boolean;
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
};

const badCursor = () => new DomainError('BAD_INPUT', browseMessages.cursor);

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
  // The same matches as q, cheaper for the GIN index. q ranks them, and PostgreSQL estimates
  // them from q: named rare lexemes are estimated at a default frequency each, their OR at
  // many times the matches, which would send a rare prefix to the windows (decision 085).
  const { match, estimated } = await matchFor(
    db,
    q,
    search ? await indexedSearchQuery(db, search) : null,
    tags,
  );
  const where = browsable(aiTool);
  // Best Match needs a term ('relevance' without one is 'recent'); tags rank every match alike.
  const rank = q && search ? rankExpression(q, search) : sql`0`;
  // The windows' estimates (two more EXPLAINs) only when the search goes to windows.
  const matches = await estimateMatches(db, where, estimated);

  if (matches < COMMON_ESTIMATE) {
    const gathered = await gatherPage(db, { ...args, where, match, rank });
    if (gathered) return gathered;
  }
  if (offset > SEARCH_OFFSET_MAX) {
    throw new DomainError('BAD_INPUT', browseMessages.searchOffset);
  }
  const estimate = await estimateSearch(db, where, estimated, matches);
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
 * What a search matches: `match` to run (with `indexed`, q's cheaper form for the GIN), and
 * the same condition with q, `estimated`, for PostgreSQL's estimates. Words and tags are one
 * GIN query, except when the tags are rare: then the GIN reads only the tags' postings and the
 * words are tested on those rows, because a word (a prefix above all: 'friendly' is
 * 'friend:*') may have postings on a good part of all prompts, which a GIN scan reads whole
 * before it ANDs them (decision 151).
 */
async function matchFor(
  db: Database,
  q: SQL | null,
  indexed: SQL | null,
  tags: string[],
): Promise<{ match: SQL; estimated: SQL }> {
  const both = (query: (text: SQL | null) => SQL) => ({
    match: query(indexed),
    estimated: query(q),
  });
  if (!q || tags.length === 0) return both((text) => matchCondition(combinedQuery(text, tags)));
  const byTags = matchCondition(combinedQuery(null, tags));
  if ((await estimateRows(db, byTags)) >= COMMON_ESTIMATE) {
    return both((text) => matchCondition(combinedQuery(text, tags)));
  }
  // `|| ''` makes the word test an expression the index cannot answer: a filter on those rows.
  return both((text) => sql`${byTags} and (${snippets.searchVector} || ''::tsvector) @@ ${text}`);
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
  // Without a cursor a page may reach past the candidates (offset 200): one walk then fetches
  // the popular matches after them too, so the GIN is scanned once, not once per walk.
  const walked = await popular(null, Math.max(RELEVANCE_CANDIDATES, cursorKeys ? 0 : needed));
  const candidates = walked.slice(0, RELEVANCE_CANDIDATES);
  const ids = candidates.map((row) => row.id);
  const ranked = await keyRows(
    db,
    sql`select ${snippets.id} as id, ${rank} as rank from ${snippets}
        where ${snippets.id} = any(${sql.param(ids)}::int[])`,
  );
  ranked.sort((a, b) => b.rank - a.rank || b.id - a.id);
  const rows = cursorKeys ? ranked.filter((row) => isBelow(row, cursorKeys)) : ranked;
  const last = candidates.at(-1);
  if (rows.length >= needed || candidates.length < RELEVANCE_CANDIDATES || !last) return rows;
  const rest =
    walked.length > RELEVANCE_CANDIDATES
      ? walked.slice(RELEVANCE_CANDIDATES)
      : await popular(keysOf('popular', last), needed - rows.length);
  return [...rows, ...rest.map((row) => ({ ...row, rank: UNRANKED }))];
}

/**
 * Up to GATHER_MAX + 1 matches from one GIN scan, kept in a materialized CTE, and the page
 * derived from them in the same statement: the exact answer when there are at most
 * SEARCH_CANDIDATE_CAP; between the cap and GATHER_MAX every match is at hand, so the page of
 * a common term (what `windowedMatches` and `bestMatches` would find, "1,000+") is read from
 * them instead of scanning the GIN again for each window. Null when there are more than
 * GATHER_MAX (docs/decisions/083-search-worst-case.md).
 */
async function gatherPage(
  db: Database,
  args: PageArgs & { where: SQL; match: SQL; rank: SQL },
): Promise<Page | null> {
  const { where, match, rank, sortBy, limit, offset, cursorKeys } = args;
  const relevance = sortBy === 'relevance';
  const unranked = relevance && cursorKeys !== null && cursorKeys[0] === UNRANKED;
  // Rows a common term's page needs: its first `needed` in order, as windowedMatches returns.
  const needed = offset + limit + 1;
  const exact = sql`(select n from c) <= ${SEARCH_CANDIDATE_CAP}`;
  const common = sql`(select n from c) > ${SEARCH_CANDIDATE_CAP}`;
  // The relevance of a gathered row, by primary key: only for the rows that get ranked.
  const ranked = (rows: SQL) =>
    sql`select r.*, ${rank} as rank from (${rows}) r join ${snippets} on ${snippets.id} = r.id`;
  const rowsJson = (rows: SQL, order: BrowseSort) =>
    sql`(select coalesce(json_agg(j order by ${orderBy(order, 'j')}), '[]'::json) from (${rows}) j)`;
  const cursorRow = unranked
    ? sql`(select ${snippets.popularity}, ${snippets.createdAt}, ${snippets.id} from ${snippets}
           where ${snippets.id} = ${Number(cursorKeys[1])} and ${snippets.isPublic})`
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
    // Without this the planner, misjudging a dense term, may read the table in order.
    await tx.execute(sql`set local enable_seqscan = off`);
    // Room for an exact bitmap: a lossy one rechecks every row of its pages.
    await tx.execute(sql`set local work_mem = '${sql.raw(GATHER_WORK_MEM)}'`);
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
    throw new DomainError('BAD_INPUT', browseMessages.searchOffset);
  }
  const commonRows = jsonRows(summary?.common);
  let rows: KeyRow[];
  if (!relevance) {
    rows = commonRows;
  } else if (unranked) {
    if (!summary?.found) throw badCursor();
    rows = commonRows.map((row) => ({ ...row, rank: UNRANKED }));
  } else {
    const candidates = jsonRows(summary?.candidates);
    const byRank = [...candidates].sort((a, b) => b.rank - a.rank || b.id - a.id);
    rows = cursorKeys ? byRank.filter((row) => isBelow(row, cursorKeys)) : byRank;
    if (rows.length < needed && candidates.length >= RELEVANCE_CANDIDATES) {
      const rest = commonRows.slice(0, needed - rows.length);
      rows = [...rows, ...rest.map((row) => ({ ...row, rank: UNRANKED }))];
    }
  }
  return { rows: rows.slice(offset), total: SEARCH_CANDIDATE_CAP, lowerBound: true };
}

/** A json column of key rows: postgres.js parses json, PGlite may hand back its text. */
function jsonRows(value: unknown): KeyRow[] {
  const parsed = typeof value === 'string' ? JSON.parse(value) : (value ?? []);
  return toKeyRows(parsed as Record<string, unknown>[]);
}

/** (rank, id) < cursor: the relevance keyset, in memory. */
function isBelow(row: KeyRow, [rank, id]: Keys): boolean {
  return row.rank < Number(rank) || (row.rank === Number(rank) && row.id < Number(id));
}
