import { createRequire } from 'node:module';
import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import type { DatabaseConnection } from './client';

// Resolved through the package name so it holds from source, from a bundle and in the image.
export const migrationsFolder = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@promptshelf/db/package.json')),
  'drizzle',
);

/** Applies the committed drizzle-kit migrations; safe to run on every start. */
export async function migrate(connection: DatabaseConnection): Promise<void> {
  const config = { migrationsFolder, migrationsSchema: 'drizzle' };
  if (connection.kind === 'pglite') {
    await migratePglite(connection.db as unknown as PgliteDatabase, config);
  } else {
    await migratePostgres(connection.db as unknown as PostgresJsDatabase, config);
  }
}
