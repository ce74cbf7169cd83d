import type { Database } from '@promptshelf/db';
import type { BrowseQuery } from '@promptshelf/validators';
import { correctSearch } from './correct';
import { decodeCursor, encodeCursor, queryFingerprint } from './cursor';
import { keysOf, sortKeys } from './keys';
import { badCursor, type Page, type PageArgs } from './page';
import { plannedSearch } from './planned-search';
import { referencePage } from './reference';
import { tableRows } from './statistics';
import { REFERENCE_MAX_ROWS } from './tuning';

/** Which prompts a browse page shows, in order: the same for every viewer (visibility.ts). */
export type BrowsePage = {
  ids: number[];
  /** Exact when totalIsLowerBound is false; otherwise "at least this many". */
  total: number;
  totalIsLowerBound: boolean;
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
};

/** Who answers: `chosen` by the planner below, or a strategy pinned. */
type Choice = 'chosen' | 'reference' | 'planned';

/**
 * One page of browse or search: the cursor decoded (it must belong to this very query), a
 * strategy chosen, the next cursor made from the page's last row.
 */
export function findPage(db: Database, query: BrowseQuery): Promise<BrowsePage> {
  return findPageWith(db, query, 'chosen');
}

/**
 * `findPage` with the strategy pinned, so the engine's tests compare the reference and the
 * planned search on the same table. Not exported from the engine.
 */
export async function findPageWith(
  db: Database,
  query: BrowseQuery,
  choice: Choice,
): Promise<BrowsePage> {
  const { sortBy, limit, aiTool, customAiTool, purpose, search, tag: tags } = query;
  const fingerprint = queryFingerprint(search, { aiTool, customAiTool, purpose }, sortBy, tags);
  const cursorKeys = query.cursor
    ? decodeCursor(
        query.cursor,
        fingerprint,
        sortKeys[sortBy].map((name) => (name === 'created' ? 'timestamp' : 'int')),
      )
    : null;
  if (query.cursor && !cursorKeys) throw badCursor();
  // A cursor already says where the page starts.
  const offset = cursorKeys ? 0 : query.offset;

  const page = await answer(
    db,
    { search, tags, aiTool, customAiTool, purpose, sortBy, limit, offset, cursorKeys },
    choice,
  );
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

/**
 * The planner. Without a search term or tags the reference strategy answers at any size:
 * PostgreSQL walks the order's partial index backwards and stops after the page. With one, the
 * reference answers a small table (REFERENCE_MAX_ROWS, from PostgreSQL's estimate, read once a
 * minute with the other statistics), the planned search a large one. A search that finds
 * nothing is tried once more with the words no public prompt contains corrected (correct.ts).
 */
async function answer(db: Database, args: PageArgs, choice: Choice): Promise<Page> {
  const { search, tags } = args;
  if (!search && tags.length === 0) return referencePage(db, args);
  const reference =
    choice === 'reference' || (choice === 'chosen' && (await tableRows(db)) <= REFERENCE_MAX_ROWS);
  const strategy = reference ? referencePage : plannedSearch;
  const exact = await strategy(db, args);
  if (exact.total > 0 || !search) return exact;
  const corrected = await correctSearch(db, search);
  return corrected ? strategy(db, { ...args, search: corrected }) : exact;
}
