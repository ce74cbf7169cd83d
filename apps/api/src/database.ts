import { createDatabase, migrate, seedOptions, type DatabaseConnection } from '@promptshelf/db';
import type { Env } from './env';

/** Connects as the environment says, migrates and seeds the option lists: every start does this. */
export async function openDatabase(
  env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>,
): Promise<DatabaseConnection> {
  const connection = createDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
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
