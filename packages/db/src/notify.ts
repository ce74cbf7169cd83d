import { PGlite } from '@electric-sql/pglite';
import type { Sql } from 'postgres';
import type { Database } from './client';

/** Where migration 0008's triggers announce a change to what shared reads show. */
export const SHARED_READS_CHANNEL = 'promptshelf_shared_reads';

/**
 * Calls `onChange` after every committed change to prompts, users or profiles, by any process,
 * and each time the listening connection (re)connects, since what was sent while it was down is
 * lost. postgres.js listens on a connection of its own; PGlite (one process) in-process.
 * Returns a function that stops listening.
 */
export async function listenForChanges(
  db: Database,
  onChange: () => void,
): Promise<() => Promise<void>> {
  const client = (db as unknown as { $client: PGlite | Sql }).$client;
  if (client instanceof PGlite) {
    const unlisten = await client.listen(SHARED_READS_CHANNEL, onChange);
    return () => unlisten();
  }
  const { unlisten } = await client.listen(SHARED_READS_CHANNEL, onChange, onChange);
  return unlisten;
}
