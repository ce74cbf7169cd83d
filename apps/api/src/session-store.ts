import type { SessionStore } from '@fastify/session';
import { sessions, userProfiles, users, type Database } from '@promptshelf/db';
import { viewerColumns, type SignInFlow, type Viewer } from '@promptshelf/trpc';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { SessionCache, SessionRead } from './session-cache';

declare module 'fastify' {
  interface Session {
    userId?: string;
    /** Steps of a sign-in not yet finished; never a sign-in itself. */
    flow?: SignInFlow;
    /**
     * The signed-in person, read with the session in one query (null when the account is
     * gone); never stored. Undefined on a session made during this request.
     */
    viewer?: Viewer | null;
  }
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * The session with its person: a signed-in request needs both, and one query is cheaper.
 * Prepared once: every signed-in request runs it (docs/decisions/081-throughput.md).
 */
function prepareSessionRead(db: Database) {
  return db
    .select({ sess: sessions.sess, expire: sessions.expire, viewer: viewerColumns })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, sessions.userId))
    .where(and(eq(sessions.sid, sql.placeholder('sid')), gt(sessions.expire, sql`now()`)))
    .prepare('session_read');
}

/**
 * Sessions live in the spec's `sessions` table, so any number of server processes share them.
 * The user id is copied to its own column so that all of one user's sessions can be ended.
 * Sessions read are kept in `cache` (openSharedReads makes it and keeps it current).
 */
export class DatabaseSessionStore implements SessionStore {
  readonly #read: ReturnType<typeof prepareSessionRead>;

  constructor(
    private readonly db: Database,
    private readonly cache: SessionCache,
  ) {
    this.#read = prepareSessionRead(db);
  }

  #load(sid: string): Promise<SessionRead | null> {
    return this.#read.execute({ sid }).then(([row]) =>
      row
        ? {
            sess: row.sess as Record<string, unknown>,
            // Left joins: a session whose account is gone reads a person of nulls.
            viewer: row.viewer?.id ? (row.viewer as Viewer) : null,
            expires: row.expire.getTime(),
          }
        : null,
    );
  }

  set(sid: string, session: Parameters<SessionStore['set']>[1], callback: (err?: unknown) => void) {
    const expires = session.cookie.expires ?? new Date(Date.now() + DAY);
    const { viewer: _read, ...sess } = JSON.parse(JSON.stringify(session)) as { viewer?: unknown };
    this.db
      .insert(sessions)
      .values({ sid, sess, expire: expires, userId: session.userId ?? null })
      .onConflictDoUpdate({
        target: sessions.sid,
        set: { sess, expire: expires, userId: session.userId ?? null },
      })
      .then(() => {
        this.cache.forget(sid);
        callback();
      }, callback);
  }

  get(sid: string, callback: Parameters<SessionStore['get']>[1]) {
    this.cache
      .read(sid, () => this.#load(sid))
      .then(
        // A copy for each request: @fastify/session builds its Session from it.
        (read) =>
          callback(
            null,
            (read ? { ...read.sess, viewer: read.viewer } : null) as Parameters<typeof callback>[1],
          ),
        (err: unknown) => callback(err, null),
      );
  }

  destroy(sid: string, callback: (err?: unknown) => void) {
    this.db
      .delete(sessions)
      .where(eq(sessions.sid, sid))
      .then(() => {
        this.cache.forget(sid);
        callback();
      }, callback);
  }
}

/** Removes expired sessions; returns how many. */
export async function pruneExpiredSessions(db: Database): Promise<number> {
  const removed = await db
    .delete(sessions)
    .where(lt(sessions.expire, sql`now()`))
    .returning({ sid: sessions.sid });
  return removed.length;
}
