// Test databases: a real PostgreSQL server when TEST_DATABASE_URL is set, in-memory PGlite
// otherwise. Either way the migrations run once per process into a template, and every test
// gets its own copy of it, so tests never see each other's rows.
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { createDatabase, createPglite, type DatabaseConnection } from './client';
import { migrate, migrationsFolder } from './migrate';
import { seedOptions } from './seed';
import { markProgress } from './test-progress';

export type TestDatabase = DatabaseConnection & {
  /** A postgres URL for this database, when it lives on a server. */
  url?: string;
  /** The embedded instance, on PGlite. */
  pglite?: PGlite;
};

/** The server tests use, or undefined for PGlite. Read here, the one place tests configure. */
export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

function quoteIdent(name: string): string {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Unsafe database name: ${name}`);
  return `"${name}"`;
}

function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsFolder).sort()) {
    if (file.endsWith('.sql')) hash.update(readFileSync(path.join(migrationsFolder, file)));
  }
  return hash.digest('hex').slice(0, 12);
}

/** Drops and recreates an empty database on the server at baseUrl; returns its URL. */
export async function createFreshDatabase(baseUrl: string, name: string): Promise<string> {
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
    await admin.unsafe(`CREATE DATABASE ${quoteIdent(name)}`);
  } finally {
    await admin.end();
  }
  return withDatabaseName(baseUrl, name);
}

async function createServerTestDatabase(baseUrl: string): Promise<TestDatabase> {
  const template = `promptshelf_tpl_${migrationsHash()}`;
  const name = `promptshelf_t_${randomBytes(6).toString('hex')}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  try {
    // Several test workers start at once: one builds the template, the others wait for it.
    await admin`SELECT pg_advisory_lock(727374)`;
    const [existing] = await admin`SELECT 1 FROM pg_database WHERE datname = ${template}`;
    if (!existing) {
      await admin.unsafe(`CREATE DATABASE ${quoteIdent(template)}`);
      const connection = createDatabase({
        databaseUrl: withDatabaseName(baseUrl, template),
        maxConnections: 1,
      });
      await migrate(connection);
      await seedOptions(connection.db);
      await connection.close();
    }
    await admin.unsafe(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(template)}`);
    await admin`SELECT pg_advisory_unlock(727374)`;
  } finally {
    await admin.end();
  }
  const url = withDatabaseName(baseUrl, name);
  const connection = createDatabase({ databaseUrl: url, maxConnections: 5 });
  return {
    ...connection,
    url,
    close: async () => {
      await connection.close();
      const cleanup = postgres(baseUrl, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** Where the test run's global setup left the migrated PGlite template (test-global-setup.ts). */
export const PGLITE_TEMPLATE_ENV = 'PROMPTSHELF_PGLITE_TEMPLATE';

/**
 * A fresh PGlite migrated and seeded, as a dump of its data directory. Starting PGlite runs
 * initdb, which with the migrations takes 5-65 s depending on the machine's load: done once
 * per test run, not once per test file.
 */
export async function migratedPgliteDump(): Promise<Blob> {
  const pglite = createPglite();
  const connection = createDatabase({ pglite });
  await migrate(connection);
  await seedOptions(connection.db);
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  return dump;
}

let pgliteTemplate: Promise<Blob> | undefined;

async function startPglite(): Promise<PGlite> {
  const file = process.env[PGLITE_TEMPLATE_ENV];
  pgliteTemplate ??= file ? Promise.resolve(new Blob([readFileSync(file)])) : migratedPgliteDump();
  const pglite = createPglite(undefined, await pgliteTemplate);
  // Every statement goes through this method: each one tells the watchdog the test is alive.
  const send = pglite.execProtocolStream.bind(pglite);
  pglite.execProtocolStream = (message, ...rest) => {
    markProgress(message);
    return send(message, ...rest);
  };
  return pglite;
}

// Empties every table and sequence of the app, forgets the planner's statistics of them (which
// ANALYZE in a test may have left), the session's settings and temporary tables: what the
// template held before its seed. The job queue's jobs go too (its queues stay).
const EMPTY_APP_TABLES = `
do $$
declare
  tables text;
  sequence record;
begin
  select string_agg(format('%I.%I', schemaname, tablename), ', ') into tables
    from pg_tables where schemaname = 'public';
  execute 'truncate ' || tables || ' restart identity cascade';
  truncate pgboss.job, pgboss.archive;
  update pgboss.version set maintained_on = null, monitored_on = null;
  for sequence in select sequencename from pg_sequences where schemaname = 'public' loop
    execute format('alter sequence public.%I restart', sequence.sequencename);
  end loop;
  delete from pg_statistic s using pg_class c, pg_namespace n
    where s.starelid = c.oid and c.relnamespace = n.oid and n.nspname = 'public';
end $$;
reset all;
discard temp;
`;

// What a reused PGlite must share with the template: the app's schema (tables, columns,
// constraints, indexes, triggers and their state, functions), and the rows of each table.
const SHAPE = `
select md5(concat_ws('|',
  (select string_agg(format('%s %s %s', c.relname, c.relkind, a.attname || ':' || format_type(a.atttypid, a.atttypmod)
     || ':' || a.attnotnull || ':' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')), ',' order by c.relname, a.attnum)
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
     left join pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
     where n.nspname = 'public'),
  (select string_agg(conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid), ',' order by conrelid::regclass::text, conname)
     from pg_constraint where connamespace = 'public'::regnamespace),
  (select string_agg(indexdef, ',' order by indexdef) from pg_indexes where schemaname = 'public'),
  (select string_agg(tgrelid::regclass || ' ' || tgname || ' ' || tgenabled::text, ',' order by tgrelid::regclass::text, tgname)
     from pg_trigger t join pg_class c on c.oid = t.tgrelid where c.relnamespace = 'public'::regnamespace),
  (select string_agg(proname || md5(prosrc), ',' order by proname, md5(prosrc))
     from pg_proc where pronamespace = 'public'::regnamespace)
)) as schema,
(select string_agg(format('%s=%s', tablename,
  (xpath('/row/n/text()', query_to_xml(format('select count(*) as n from public.%I', tablename), false, true, '')))[1]::text),
  ',' order by tablename) from pg_tables where schemaname = 'public') as rows`;

type Shape = { schema: string; rows: string };

async function shapeOf(pglite: PGlite): Promise<Shape> {
  return (await pglite.query<Shape>(SHAPE)).rows[0]!;
}

/**
 * PGlite instances a closed test database handed back, emptied to the template's state. A test
 * takes one of these before it starts another: emptying takes a fraction of a start's time
 * (decision 069). Kept on globalThis, which outlives the test files of a worker process.
 */
type PglitePool = { idle: PGlite[]; template?: Shape };
const poolHolder = globalThis as { promptshelfPglitePool?: PglitePool };

/**
 * Makes the instance idle again, emptied to the template's state. One whose schema a test
 * changed (a constraint added, a trigger disabled) is closed instead: only its rows can be
 * undone here.
 */
async function giveBack(pool: PglitePool, pglite: PGlite): Promise<void> {
  if ((await shapeOf(pglite)).schema !== pool.template!.schema) return pglite.close();
  await pglite.exec(EMPTY_APP_TABLES);
  await seedOptions(createDatabase({ pglite }).db);
  const rows = (await shapeOf(pglite)).rows;
  if (rows !== pool.template!.rows) {
    throw new Error(`An emptied PGlite does not hold the template's rows: ${rows}`);
  }
  pool.idle.push(pglite);
}

async function createPgliteTestDatabase(): Promise<TestDatabase> {
  const pool = (poolHolder.promptshelfPglitePool ??= { idle: [] });
  const pglite = pool.idle.pop() ?? (await startPglite());
  pool.template ??= await shapeOf(pglite);
  const connection = createDatabase({ pglite });
  let closed = false;
  return {
    ...connection,
    pglite,
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await giveBack(pool, pglite);
      } catch (error) {
        await pglite.close();
        throw error;
      }
    },
  };
}

/** A migrated, seeded database of its own for one test (or one test file). */
export function createTestDatabase(): Promise<TestDatabase> {
  const baseUrl = testDatabaseUrl();
  return baseUrl ? createServerTestDatabase(baseUrl) : createPgliteTestDatabase();
}
