import type { SessionStore } from '@fastify/session';
import { knownBrowsers, sessions, userProfiles, users, type Database } from '@promptshelf/db';
import { viewerColumns, type SignInFlow, type Viewer } from '@promptshelf/trpc';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { SessionCache, SessionRead } from './session-cache';

declare module 'fastify' {
  interface Session {
    userId?: string;
    /** When (epoch ms) the person signed in to this session: a fresh sign-in proves the owner. */
    signedInAt?: number;
    /** Steps of a sign-in not yet finished; never a sign-in itself. */
    flow?: SignInFlow;
    /**
     * The signed-in person, read with the session in one query (null when the account is
     * gone); never stored. Undefined on a session made during this request.
     */
    viewer?: Viewer | null;
    /** Where a sign-in came from, written to the session's row with it; never stored in `sess`. */
    signedInFrom?: { userAgent: string | null; ipAddress: string };
  }
}

const DAY = 24 * 60 * 60 * 1000;
/**
 * How stale a session's `last_seen_at` may get: a request moves it forward only when it is older
 * than this, so a busy session costs one write per interval, not one per request
 * (docs/decisions/180-sessions-and-notices.md).
 */
export const SESSION_SEEN_EVERY_MS = 5 * 60 * 1000;
/** A browser not signed in from for this long is announced again at its next sign-in. */
const KNOWN_BROWSER_TTL = '400 days';

/**
 * The session with its person: a signed-in request needs both, and one query is cheaper.
 * Prepared once: every signed-in request runs it (docs/decisions/081-throughput.md).
 */
function prepareSessionRead(db: Database) {
  return db
    .select({
      sess: sessions.sess,
      expire: sessions.expire,
      lastSeenAt: sessions.lastSeenAt,
      viewer: viewerColumns,
    })
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
            lastSeen: row.lastSeenAt.getTime(),
          }
        : null,
    );
  }

  /**
   * Moves the session's last-seen time forward when it has gone stale, then lets the next
   * request read it afresh. Not awaited: the request does not wait on it, and a failure only
   * leaves the time older. Concurrent requests may each send the update; its condition makes
   * all but the first change nothing.
   */
  #seen(sid: string, read: SessionRead) {
    if (Date.now() - read.lastSeen < SESSION_SEEN_EVERY_MS) return;
    const stale = `${SESSION_SEEN_EVERY_MS} milliseconds`;
    this.db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(and(eq(sessions.sid, sid), lt(sessions.lastSeenAt, sql`now() - ${stale}::interval`)))
      .then(
        () => this.cache.forget(sid),
        () => {},
      );
  }

  set(sid: string, session: Parameters<SessionStore['set']>[1], callback: (err?: unknown) => void) {
    const expires = session.cookie.expires ?? new Date(Date.now() + DAY);
    const {
      viewer: _read,
      signedInFrom: _from,
      ...sess
    } = JSON.parse(JSON.stringify(session)) as { viewer?: unknown; signedInFrom?: unknown };
    // Regenerating saves the new session before the sign-in says where it came from.
    const from = session.signedInFrom
      ? {
          userAgent: session.signedInFrom.userAgent?.slice(0, 512) ?? null,
          ipAddress: session.signedInFrom.ipAddress.slice(0, 64),
        }
      : {};
    const columns = { sess, expire: expires, userId: session.userId ?? null, ...from };
    this.db
      .insert(sessions)
      .values({ sid, ...columns })
      .onConflictDoUpdate({ target: sessions.sid, set: columns })
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
        (read) => {
          if (read) this.#seen(sid, read);
          callback(
            null,
            (read ? { ...read.sess, viewer: read.viewer } : null) as Parameters<typeof callback>[1],
          );
        },
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

/** Removes expired sessions, and browsers long unused; returns how many sessions. */
export async function pruneExpiredSessions(db: Database): Promise<number> {
  const removed = await db
    .delete(sessions)
    .where(lt(sessions.expire, sql`now()`))
    .returning({ sid: sessions.sid });
  await db
    .delete(knownBrowsers)
    .where(lt(knownBrowsers.lastSignInAt, sql`now() - ${KNOWN_BROWSER_TTL}::interval`));
  return removed.length;
}
