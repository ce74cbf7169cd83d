import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './client';

// Raw SQL over drizzle, the same on both drivers: what `db.execute` returns differs between
// postgres.js and PGlite, and these helpers hide it from the code that runs the statements.

/** A row of raw SQL, column names as the statement spells them. */
export type RawRow = Record<string, unknown>;

/**
 * The rows of a raw statement: postgres.js returns an array of rows, PGlite an object whose
 * `rows` holds them.
 */
export async function execute(db: Database, query: SQL): Promise<RawRow[]> {
  return rowsOf(await db.execute(query));
}

/** The rows of what `db.execute` (or a driver's own query) returned, on either driver. */
export function rowsOf(result: unknown): RawRow[] {
  if (Array.isArray(result)) return result as RawRow[];
  return (result as { rows?: RawRow[] }).rows ?? [];
}

/**
 * A json or jsonb column's value: postgres.js parses it, PGlite may hand back its text.
 * `fallback` stands for SQL null.
 */
export function jsonValue<T>(value: unknown, fallback: T): T {
  if (typeof value === 'string') return JSON.parse(value) as T;
  return (value ?? fallback) as T;
}

/** PostgreSQL's estimate of how many rows `query` returns: one EXPLAIN, no row read. */
export async function estimatedRows(db: Database, query: SQL): Promise<number> {
  const [row] = await execute(db, sql`explain (format json) ${query}`);
  const plan = jsonValue<{ Plan?: { 'Plan Rows'?: number } }[]>(row?.['QUERY PLAN'], []);
  return Number(plan[0]?.Plan?.['Plan Rows'] ?? 0);
}

/** A setting's name: a word, or two joined by a dot (`pg_trgm.similarity_threshold`). */
const SETTING_NAME = /^[a-z_]+(\.[a-z_]+)?$/;

/**
 * Settings for the rest of the current transaction (`set local`), one statement each: the
 * plan pins and memory of a statement that must be planned a certain way. `set` takes no
 * parameters, so names are checked and values quoted; both come from our code, never a user.
 */
export async function setLocal(tx: Database, settings: Record<string, string | number>) {
  for (const [name, value] of Object.entries(settings)) {
    if (!SETTING_NAME.test(name)) throw new Error(`Not a setting name: ${name}`);
    const text = String(value).replace(/'/g, "''");
    await tx.execute(sql.raw(`set local ${name} = '${text}'`));
  }
}
