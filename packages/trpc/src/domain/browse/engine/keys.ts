import { execute, snippets, type Database, type RawRow } from '@promptshelf/db';
import type { BrowseSort } from '@promptshelf/validators';
import { sql, type SQL } from 'drizzle-orm';
import { badCursor } from './page';
import { listed } from './visibility';

/** One row of a browse order: its id and the sort keys the order needs (others are 0). */
export type KeyRow = {
  id: number;
  created: string;
  likes: number;
  popularity: number;
  rank: number;
};
type KeyName = keyof KeyRow;
/** A keyset position: the values of an order's keys, in the order of `sortKeys`. */
export type Keys = unknown[];

/** The sort key of each order, newest (then highest id) breaking ties. Every key descends. */
export const sortKeys: Record<BrowseSort, KeyName[]> = {
  recent: ['created', 'id'],
  liked: ['likes', 'created', 'id'],
  popular: ['popularity', 'created', 'id'],
  relevance: ['rank', 'id'],
};

/** The columns behind the key names ('rank' is computed per query, see keySelect). */
const columns = {
  id: snippets.id,
  created: snippets.createdAt,
  likes: snippets.likesCount,
  popularity: snippets.popularity,
} as const;

/**
 * A key as SQL over a row source: the table itself, or a derived table `alias` whose columns
 * carry the key names (see keySelect).
 */
function keyColumn(name: KeyName, alias?: string): SQL {
  if (alias) return sql.raw(`${alias}.${name === 'created' ? 'created_at' : name}`);
  if (name === 'rank') throw new Error('rank is only known in a derived table');
  return sql`${columns[name]}`;
}

function keyColumns(sortBy: BrowseSort, alias?: string): SQL[] {
  return sortKeys[sortBy].map((name) => keyColumn(name, alias));
}

function keyValues(sortBy: BrowseSort, values: Keys): SQL[] {
  return sortKeys[sortBy].map((name, i) =>
    name === 'created' ? sql`${values[i]}::timestamptz` : sql`${values[i]}::int`,
  );
}

/** `(k1, k2, …) < (v1, v2, …)`: rows after a keyset position. */
export function below(sortBy: BrowseSort, values: Keys | null, alias?: string): SQL {
  if (!values) return sql`true`;
  return sql`(${sql.join(keyColumns(sortBy, alias), sql`, `)}) < (${sql.join(keyValues(sortBy, values), sql`, `)})`;
}

/** `(k1, k2, …) >= (v1, v2, …)`: rows up to and including a keyset position. */
export function atOrAbove(sortBy: BrowseSort, values: Keys | null, alias?: string): SQL {
  if (!values) return sql`true`;
  return sql`(${sql.join(keyColumns(sortBy, alias), sql`, `)}) >= (${sql.join(keyValues(sortBy, values), sql`, `)})`;
}

export function orderBy(sortBy: BrowseSort, alias?: string): SQL {
  return sql.join(
    keyColumns(sortBy, alias).map((key) => sql`${key} desc`),
    sql`, `,
  );
}

/**
 * The select list of key rows. Only the order's own columns are read, so a walk of the
 * order's index is an index-only scan; `rank` is the relevance expression when given.
 */
export function keySelect(sortBy: BrowseSort, rank?: SQL): SQL {
  const wanted = new Set<KeyName>(sortKeys[sortBy === 'relevance' ? 'recent' : sortBy]);
  const parts = [sql`${snippets.id} as id`];
  if (wanted.has('created')) {
    parts.push(
      sql`${snippets.createdAt} as created_at`,
      sql`${snippets.createdAt}::text as created`,
    );
  }
  if (wanted.has('likes')) parts.push(sql`${snippets.likesCount} as likes`);
  if (wanted.has('popularity')) parts.push(sql`${snippets.popularity} as popularity`);
  if (rank) parts.push(sql`${rank} as rank`);
  return sql.join(parts, sql`, `);
}

/** The rank in the cursor of a Best Match row past the ranked ones: below every real rank. */
export const UNRANKED = -1;

/** Rows of a Best Match past its ranked ones, marked so in their cursor. */
export function unranked(rows: KeyRow[]): KeyRow[] {
  return rows.map((row) => ({ ...row, rank: UNRANKED }));
}

/** (rank, id) < cursor: the relevance keyset, in memory. */
export function isBelow(row: KeyRow, [rank, id]: Keys): boolean {
  return row.rank < Number(rank) || (row.rank === Number(rank) && row.id < Number(id));
}

/** The keys of a row, in the order's key order (for cursors and window bounds). */
export function keysOf(sortBy: BrowseSort, row: KeyRow): Keys {
  return sortKeys[sortBy].map((name) => row[name]);
}

export function toKeyRows(result: Iterable<RawRow>): KeyRow[] {
  return [...result].map((row) => ({
    id: Number(row.id),
    created: String(row.created ?? ''),
    likes: Number(row.likes ?? 0),
    popularity: Number(row.popularity ?? 0),
    rank: Number(row.rank ?? 0),
  }));
}

export async function keyRows(db: Database, query: SQL): Promise<KeyRow[]> {
  return toKeyRows(await execute(db, query));
}

/**
 * Where an UNRANKED cursor continues: the keys, in the popular order, of the listed prompt it
 * names (refused when it is not listed any more).
 */
export async function unrankedStart(db: Database, cursorKeys: Keys): Promise<Keys> {
  const [row] = await keyRows(
    db,
    sql`select ${keySelect('popular')} from ${snippets}
        where ${snippets.id} = ${Number(cursorKeys[1])} and ${listed()}`,
  );
  if (!row) throw badCursor();
  return keysOf('popular', row);
}
