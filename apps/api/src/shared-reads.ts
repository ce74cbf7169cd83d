import { listenForChanges, type Database } from '@promptshelf/db';
import { SharedReads } from '@promptshelf/trpc';
import type { FastifyInstance } from 'fastify';

/**
 * This process's cache of shared reads, emptied whenever any process commits a change to what
 * they show (PostgreSQL LISTEN/NOTIFY, docs/decisions/080-shared-reads.md).
 */
export async function openSharedReads(
  app: FastifyInstance,
  db: Database,
  ttlMs?: number,
): Promise<SharedReads> {
  const sharedReads = new SharedReads(ttlMs);
  const stop = await listenForChanges(db, () => sharedReads.invalidate());
  app.addHook('onClose', async () => {
    // The connection may be gone already when the app closes after the database.
    await stop().catch(() => {});
  });
  return sharedReads;
}
