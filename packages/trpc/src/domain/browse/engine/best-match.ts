import { snippets, type Database } from '@promptshelf/db';
import { sql, type SQL } from 'drizzle-orm';
import {
  isBelow,
  keyRows,
  keysOf,
  unranked,
  unrankedStart,
  UNRANKED,
  type KeyRow,
  type Keys,
} from './keys';
import { RELEVANCE_CANDIDATES } from './tuning';
import { windowedMatches, type WindowSearch } from './windows';

/**
 * Best Match for a common term: its RELEVANCE_CANDIDATES most popular matches, ranked by
 * relevance, then the rest of its matches in popularity order, unranked (rank UNRANKED in
 * their cursor). Ranking every match of a common term reads every one of them.
 */
export async function bestMatches(
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
    const rows = await popular(await unrankedStart(db, cursorKeys), needed);
    return unranked(rows);
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
  return [...rows, ...unranked(rest)];
}
