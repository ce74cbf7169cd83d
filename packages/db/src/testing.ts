// Test databases: a real PostgreSQL server when TEST_DATABASE_URL is set, in-memory PGlite
// otherwise. Either way the migrations run once per process into a template, and every test
// gets its own copy of it, so tests never see each other's rows.
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { createDatabase, createPglite, type DatabaseConnection } from './client';
import { migrate, migrationsFolder } from './migrate';
import { seedOptions } from './seed';
import { markProgress } from './test-progress';

export type TestDatabase = DatabaseConnection & {
  /** A postgres URL for this database, when it lives on a server. */
  url?: string;
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

async function createPgliteTestDatabase(): Promise<TestDatabase> {
  const file = process.env[PGLITE_TEMPLATE_ENV];
  pgliteTemplate ??= file ? Promise.resolve(new Blob([readFileSync(file)])) : migratedPgliteDump();
  const pglite = createPglite(undefined, await pgliteTemplate);
  // Every statement goes through this method: each one tells the watchdog the test is alive.
  const send = pglite.execProtocolStream.bind(pglite);
  pglite.execProtocolStream = (message, ...rest) => {
    markProgress(message);
    return send(message, ...rest);
  };
  return createDatabase({ pglite });
}

/** A migrated, seeded database of its own for one test (or one test file). */
export function createTestDatabase(): Promise<TestDatabase> {
  const baseUrl = testDatabaseUrl();
  return baseUrl ? createServerTestDatabase(baseUrl) : createPgliteTestDatabase();
}
