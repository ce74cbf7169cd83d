import { listenForChanges, type Change, type Database } from '@promptshelf/db';
import { SharedReads, type SharedReadCache } from '@promptshelf/trpc';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SessionCache } from './session-cache';
import { VisitorResponses } from './visitor-responses';

/** How often listening is tried again while the database cannot be reached. */
const LISTEN_RETRY_MS = 2_000;

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
};

/**
 * This process's caches of shared reads and of sessions, emptied whenever any process commits a
 * change to what they hold (PostgreSQL LISTEN/NOTIFY, docs/decisions/080-shared-reads.md and
 * 081-throughput.md). Until this process listens (the database may be down when it starts),
 * nothing is cached, since another instance's writes could not empty the cache: reads go
 * straight to the database, and the app starts all the same and answers 503 while the
 * database is away (docs/decisions/071).
 */
export async function openSharedReads(
  app: FastifyInstance,
  db: Database,
  maxAgeMs = 1000,
): Promise<SharedReadCaches> {
  const cache = new SharedReads(maxAgeMs);
  const responses = new VisitorResponses(maxAgeMs, cache.renewAfterMs);
  const sessions = new SessionCache();
  const forget = () => {
    cache.invalidate();
    responses.clear();
  };
  const changed = (change: Change) => {
    // Lists show prompts and their authors, no session; a session holds its person.
    if (change !== 'sessions') forget();
    if (change !== 'prompts') sessions.clear();
  };
  let listening = false;
  let closed = false;
  let stop: (() => Promise<void>) | undefined;
  let retry: NodeJS.Timeout | undefined;

  const listen = async () => {
    try {
      stop = await listenForChanges(db, changed);
      listening = true;
      responses.enabled = true;
      sessions.enabled = true;
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
        if (!listening) return load();
        const { value, readAt } = cache.read(key, load, responses.renews(request));
        responses.noteRead(request, readAt);
        return value;
      },
      invalidate: forget,
    }),
    responses,
    sessions,
  };
}
