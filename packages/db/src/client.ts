import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { lockDataDir } from './data-dir-lock';
import { watchLiveness } from './liveness';
import { pgliteExtensions } from './pglite-extensions';
import * as schema from './schema';

export type Schema = typeof schema;
/** The drizzle database both drivers give; domain code depends on this, never on a driver. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseConnection = {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** A postgres URL for this database, when it lives on a server. */
  url?: string;
};

export type DatabaseOptions =
  | {
      databaseUrl: string;
      maxConnections?: number;
      /**
       * For a pool that serves requests: no statement may run longer than
       * `STATEMENT_TIMEOUT_MS`, and a frozen server is noticed within about two seconds
       * (docs/decisions/071). Work that may legitimately take long (migrations, the demo seed)
       * runs without them.
       */
      timeLimits?: boolean;
    }
  | { dataDir: string }
  | { pglite: PGlite };

/**
 * The longest a statement of a request may run; a slower one is cancelled by the server and
 * answered with a 503. The slowest statements requests make take well under a second (the
 * worst search, a 500-row batch of an import), so this leaves room for a busy server.
 */
export const STATEMENT_TIMEOUT_MS = 5_000;

const drizzleConfig = { schema, casing: 'snake_case' } as const;

/**
 * PGlite with the extensions our migrations use. `dataDir` undefined means in memory;
 * `loadDataDir` starts it from a dump of another instance's data directory.
 */
export function createPglite(dataDir?: string, loadDataDir?: Blob): PGlite {
  return new PGlite({ dataDir, loadDataDir, extensions: pgliteExtensions });
}

/**
 * One factory for both databases: postgres.js when a URL is given, otherwise embedded PGlite
 * persisted under `dataDir` (or an existing PGlite instance, as tests use).
 */
export function createDatabase(options: DatabaseOptions): DatabaseConnection {
  if ('databaseUrl' in options) {
    const liveness = options.timeLimits ? watchLiveness(options.databaseUrl) : null;
    const client = postgres(options.databaseUrl, {
      max: options.maxConnections ?? 10,
      // A database that does not answer fails a request quickly (a 503) instead of holding it
      // for the default 30 s; a local or same-network server connects in milliseconds.
      connect_timeout: 1,
      // After failed connections postgres.js waits before the next try, by default up to 20 s,
      // and queries wait with it: a short wait lets the app recover as soon as the server does.
      backoff: (retries: number) => Math.min(0.1 * retries, 0.5),
      onnotice: () => {},
      connection: {
        application_name: 'promptshelf',
        ...(liveness ? { statement_timeout: STATEMENT_TIMEOUT_MS } : {}),
      },
      // Documented by postgres.js, though left out of its types.
      ...(liveness ? { socket: liveness.socket } : {}),
    });
    return {
      db: drizzlePostgres({ client, ...drizzleConfig }) as unknown as Database,
      kind: 'postgres',
      close: async () => {
        await liveness?.stop();
        await client.end({ timeout: 5 });
      },
      url: options.databaseUrl,
    };
  }
  let client: PGlite;
  let release = () => {};
  if ('pglite' in options) {
    client = options.pglite;
  } else {
    const dir = path.resolve(options.dataDir, 'pgdata');
    mkdirSync(dir, { recursive: true });
    release = lockDataDir(path.resolve(options.dataDir));
    client = createPglite(dir);
  }
  return {
    db: drizzlePglite({ client, ...drizzleConfig }) as unknown as Database,
    kind: 'pglite',
    close: async () => {
      await client.close();
      release();
    },
  };
}
