import { snippets, type Database } from '@promptshelf/db';
import { sql, type SQL } from 'drizzle-orm';
import { bestMatches } from './best-match';
import { gatherPage } from './gather';
import { searchOffsetTooDeep, type Page, type PageArgs } from './page';
import {
  combinedQuery,
  indexedSearchQuery,
  matchCondition,
  rankExpression,
  searchQuery,
} from './search-query';
import { COMMON_ESTIMATE, SEARCH_CANDIDATE_CAP, SEARCH_OFFSET_MAX } from './tuning';
import { browsable } from './visibility';
import { estimateMatches, estimateRows, estimateSearch, windowedMatches } from './windows';

/**
 * A search term or tags on a large table, planned so that no request reads every match of a
 * common term (decisions 051, 083, 085, 087). A term PostgreSQL expects to be rare is gathered
 * from the GIN index (gather.ts): up to SEARCH_CANDIDATE_CAP + 1 matches are counted, ordered
 * and paged in one statement, the exact answer in every sort, and up to GATHER_MAX the page of
 * a common term is read from them too. A term estimated common (COMMON_ESTIMATE or more), or
 * gathered past GATHER_MAX, reads "1,000+" and is searched in windows of the order's index
 * (windows.ts); for Best Match its most popular matches are ranked (best-match.ts). Every
 * answer is the reference strategy's (reference.ts).
 */
export async function plannedSearch(db: Database, args: PageArgs): Promise<Page> {
  const { search, tags, sortBy, limit, offset, cursorKeys } = args;
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
  const where = browsable(args);
  // Best Match needs a term ('relevance' without one is 'recent'); tags rank every match alike.
  const rank = q && search ? rankExpression(q, search) : sql`0`;
  // The windows' estimates (two more EXPLAINs) only when the search goes to windows.
  const matches = await estimateMatches(db, where, estimated);

  if (matches < COMMON_ESTIMATE) {
    const gathered = await gatherPage(db, { ...args, where, match, rank });
    if (gathered) return gathered;
  }
  if (offset > SEARCH_OFFSET_MAX) throw searchOffsetTooDeep();
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
