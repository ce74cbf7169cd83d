import { DatabaseCaches, type Change, type Database, type Held } from '@promptshelf/db';
import { SharedReads, type SharedReadCache } from '@promptshelf/trpc';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SessionCache } from './session-cache';
import { VisitorResponses } from './visitor-responses';

/** How often listening is tried again while the database cannot be reached. */
const LISTEN_RETRY_MS = 2_000;

/** Lists and prompt pages show prompts and their authors. */
const SHARED_READS_HOLD: Held[] = ['prompts', 'people'];
/** A session holds its person. */
const SESSIONS_HOLD: Held[] = ['sessions', 'people'];

export type SharedReadCaches = {
  /**
   * The procedures' shared answers, for one request (signed-in reads start from them too): a
   * visitor's answer kept whole is as old as the oldest of them it used.
   */
  readsFor: (request: FastifyRequest) => SharedReadCache;
  /** Visitors' whole HTTP answers to the same reads. */
  responses: VisitorResponses;
  /** The sessions read for signed-in requests, with their person (session-store.ts). */
  sessions: SessionCache;
  /** This process changed `change`: its caches forget, as they would on the notice. */
  changed: (change: Change) => void;
};

/**
 * This process's caches of shared reads and of sessions, emptied whenever any process commits a
 * change to what they hold (PostgreSQL LISTEN/NOTIFY, docs/caching.md, decisions 080 and 081).
 * Until this process listens (the database may be down when it starts), nothing is cached,
 * since another instance's writes could not empty the cache: reads go straight to the
 * database, and the app starts all the same and answers 503 while the database is away
 * (docs/decisions/071).
 */
export async function openSharedReads(
  app: FastifyInstance,
  db: Database,
  maxAgeMs = 1000,
): Promise<SharedReadCaches> {
  const caches = new DatabaseCaches();
  const reads = new SharedReads(caches.cache(SHARED_READS_HOLD, { max: 5000 }), maxAgeMs);
  const responses = new VisitorResponses(
    caches.cache(SHARED_READS_HOLD, { max: 5000 }),
    maxAgeMs,
    reads.renewAfterMs,
  );
  const sessions = new SessionCache(caches.cache(SESSIONS_HOLD, { max: 10_000, ttl: 30_000 }));
  let closed = false;
  let stop: (() => Promise<void>) | undefined;
  let retry: NodeJS.Timeout | undefined;

  const listen = async () => {
    try {
      stop = await caches.listen(db);
    } catch (error) {
      if (closed) return;
      app.log.warn(
        { code: (error as { code?: string }).code },
        'cannot listen for changes yet; shared reads are not cached until it can',
      );
      retry = setTimeout(() => void listen(), LISTEN_RETRY_MS);
      retry.unref();
    }
  };
  await listen();

  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(retry);
    // The connection may be gone already when the app closes after the database.
    await stop?.().catch(() => {});
  });
  return {
    readsFor: (request) => ({
      get: (key, load) => {
        const { value, readAt } = reads.read(key, load, responses.renews(request));
        responses.noteRead(request, readAt);
        return value;
      },
      // Any write may change what visitors see; a change to a person or a session is also
      // told as such (SessionControl.sessionsChanged).
      invalidate: () => caches.changed('prompts'),
    }),
    responses,
    sessions,
    changed: (change) => caches.changed(change),
  };
}
