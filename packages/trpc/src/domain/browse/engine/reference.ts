import { execute, snippets, type Database } from '@promptshelf/db';
import { sql } from 'drizzle-orm';
import { below, keyRows, keySelect, orderBy, unranked, unrankedStart, UNRANKED } from './keys';
import { searchOffsetTooDeep, type Page, type PageArgs } from './page';
import { combinedQuery, matchCondition, rankExpression, searchQuery } from './search-query';
import {
  BROWSE_COUNT_CAP,
  RELEVANCE_CANDIDATES,
  SEARCH_CANDIDATE_CAP,
  SEARCH_OFFSET_MAX,
} from './tuning';
import { browsable } from './visibility';

/**
 * The reference strategy: every match, sorted, then keyset-paged, stated the obvious way and
 * planned by PostgreSQL alone. It defines the answer the other strategies must give, so the
 * tests use it as their oracle, and it answers at run time wherever PostgreSQL's own plan of
 * it stays bounded: without a search term (a backward walk of the order's partial btree, an
 * index-only scan that stops after the page, decision 051) and on a small table
 * (REFERENCE_MAX_ROWS).
 *
 * What the answer is: the rows browse may show (visibility.ts) that match the term and the
 * tags, in the order's keys, after the cursor, `limit + 1` of them from `offset` (the extra row
 * says there is a next page). The total is exact up to BROWSE_COUNT_CAP without a term and up
 * to SEARCH_CANDIDATE_CAP with one; a term with more matches is common: "1,000+", no offset
 * beyond SEARCH_OFFSET_MAX, and Best Match ranks its RELEVANCE_CANDIDATES most popular matches,
 * then lists the others by popularity, unranked (UNRANKED in their cursor).
 */
export async function referencePage(db: Database, args: PageArgs): Promise<Page> {
  const { search, tags, sortBy, limit, offset, cursorKeys } = args;
  const term = search ? searchQuery(search) : null;
  const match = term || tags.length > 0 ? matchCondition(combinedQuery(term, tags)) : null;
  const where = match ? sql`${browsable(args)} and ${match}` : browsable(args);
  const cap = match ? SEARCH_CANDIDATE_CAP : BROWSE_COUNT_CAP;
  const counting = execute(
    db,
    sql`select count(*)::int as n from (select 1 from ${snippets} where ${where} limit ${cap + 1}) c`,
  );
  const total = async () => {
    const n = Number((await counting)[0]?.n ?? 0);
    if (match && n > cap && offset > SEARCH_OFFSET_MAX) throw searchOffsetTooDeep();
    return { total: Math.min(n, cap), lowerBound: n > cap };
  };
  const page = (order: typeof sortBy, start = cursorKeys) =>
    keyRows(
      db,
      sql`select ${keySelect(order)} from ${snippets}
          where ${where} and ${below(order, start)}
          order by ${orderBy(order)}
          limit ${limit + 1} offset ${offset}`,
    );
  if (sortBy !== 'relevance') {
    // Independent of the count: both at once.
    const [rows, counted] = await Promise.all([page(sortBy), total()]);
    return { rows, ...counted };
  }

  // Best Match ('relevance' always has a term or tags: without both the schema made it
  // 'recent'). Tags alone rank every match alike.
  const counted = await total();
  const rank = term && search ? rankExpression(term, search) : sql`0`;
  if (!counted.lowerBound) {
    const rows = await keyRows(
      db,
      sql`select * from (select ${keySelect('relevance', rank)} from ${snippets} where ${where}) r
          where ${below('relevance', cursorKeys, 'r')}
          order by ${orderBy('relevance', 'r')} limit ${limit + 1} offset ${offset}`,
    );
    return { rows, ...counted };
  }
  if (cursorKeys && cursorKeys[0] === UNRANKED) {
    // Past the ranked candidates: the popular order after the prompt the cursor names.
    const rows = await page('popular', await unrankedStart(db, cursorKeys));
    return { rows: unranked(rows), ...counted };
  }
  // The candidates ranked (each once), then every other match in popularity order: ranked
  // rows break ties by id (the relevance keyset), the others keep their place.
  const rows = await keyRows(
    db,
    sql`with p as (
          select ${keySelect('popular')},
                 row_number() over (order by ${orderBy('popular')}) as place
          from ${snippets} where ${where}
        ), r as materialized (
          select p.*, case when p.place <= ${RELEVANCE_CANDIDATES}
                        then (select ${rank} from ${snippets} where ${snippets.id} = p.id)
                        else ${UNRANKED} end as rank
          from p
        )
        select * from r where ${below('relevance', cursorKeys, 'r')}
        order by r.rank desc, case when r.place <= ${RELEVANCE_CANDIDATES} then r.id end desc, r.place
        limit ${limit + 1} offset ${offset}`,
  );
  return { rows, ...counted };
}
