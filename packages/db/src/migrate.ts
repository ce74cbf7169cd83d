import { createRequire } from 'node:module';
import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import { drizzle, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import type { DatabaseConnection } from './client';

// Resolved through the package name so it holds from source, from a bundle and in the image.
export const migrationsFolder = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@promptshelf/db/package.json')),
  'drizzle',
);

// Any fixed number: the advisory lock that lets one starting instance migrate at a time.
const MIGRATION_LOCK = 7_261_001;

/**
 * Applies the committed drizzle-kit migrations; safe to run on every start. On a server,
 * several instances may start at once: each waits for the migration lock, so one applies the
 * migrations and the others find them applied.
 */
export async function migrate(connection: DatabaseConnection): Promise<void> {
  const config = { migrationsFolder, migrationsSchema: 'drizzle' };
  if (connection.kind === 'pglite') {
    await migratePglite(connection.db as unknown as PgliteDatabase, config);
    return;
  }
  // A session-level lock needs one session: a connection of its own, held while migrating. The
  // migrations run on it too, free of a serving pool's time limits (an index on a large table
  // may take minutes).
  const lock = connection.url ? postgres(connection.url, { max: 1, onnotice: () => {} }) : null;
  try {
    if (lock) await lock`SELECT pg_advisory_lock(${MIGRATION_LOCK})`;
    const db = lock ? drizzle({ client: lock }) : (connection.db as unknown as PostgresJsDatabase);
    await migratePostgres(db, config);
  } finally {
    // Ending the session releases the lock.
    await lock?.end();
  }
}
