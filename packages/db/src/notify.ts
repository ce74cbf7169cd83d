import { PGlite } from '@electric-sql/pglite';
import type { Sql } from 'postgres';
import type { Database } from './client';

/** Where migrations 0009 and 0016's triggers announce a change (docs/decisions/080-shared-reads.md). */
export const SHARED_READS_CHANNEL = 'promptshelf_shared_reads';

/**
 * What a notification says changed: `people` for users and profiles, `prompts` for prompts,
 * `sessions` for a session ended or changed; `everything` when this process (re)connects, since
 * what was sent while it was not listening is lost.
 */
export type Change = 'prompts' | 'people' | 'sessions' | 'everything';

const CHANGES: Record<string, Change> = {
  snippets: 'prompts',
  users: 'people',
  user_profiles: 'people',
  sessions: 'sessions',
};

/**
 * Calls `onChange` after every committed change to prompts, people or sessions, by any process,
 * and each time the listening connection (re)connects. postgres.js listens on a connection of
 * its own; PGlite (one process) in-process. Returns a function that stops listening.
 */
export async function listenForChanges(
  db: Database,
  onChange: (change: Change) => void,
): Promise<() => Promise<void>> {
  // The triggers send the table's name; a payload this code does not know means anything.
  const notified = (payload: string) => onChange(CHANGES[payload] ?? 'everything');
  const client = (db as unknown as { $client: PGlite | Sql }).$client;
  if (client instanceof PGlite) {
    const unlisten = await client.listen(SHARED_READS_CHANNEL, notified);
    return () => unlisten();
  }
  const { unlisten } = await client.listen(SHARED_READS_CHANNEL, notified, () =>
    onChange('everything'),
  );
  return unlisten;
}
