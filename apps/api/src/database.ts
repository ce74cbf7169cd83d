import { createDatabase, migrate, seedOptions, type DatabaseConnection } from '@promptshelf/db';
import type { Env } from './env';

/**
 * Connects as the environment says, migrates and seeds the option lists: every start does this.
 * The server's pool has time limits; the CLI's has none (its demo seed writes a million rows).
 */
export async function openDatabase(
  env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>,
  { timeLimits = false } = {},
): Promise<DatabaseConnection> {
  const connection = createDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL, timeLimits } : { dataDir: env.DATA_DIR },
  );
  try {
    await migrate(connection);
    await seedOptions(connection.db);
  } catch (error) {
    await connection.close();
    throw error;
  }
  return connection;
}

/** The replica for visitors' reads when DATABASE_READ_URL is set; it is never migrated. */
export function openReadDatabase(env: Pick<Env, 'DATABASE_READ_URL'>): DatabaseConnection | null {
  return env.DATABASE_READ_URL
    ? createDatabase({ databaseUrl: env.DATABASE_READ_URL, timeLimits: true })
    : null;
}
