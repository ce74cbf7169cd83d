import type { SessionStore } from '@fastify/session';
import { sessions, type Database } from '@promptshelf/db';
import { and, eq, gt, lt, sql } from 'drizzle-orm';

declare module 'fastify' {
  interface Session {
    userId?: string;
  }
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * Sessions live in the spec's `sessions` table, so any number of server processes share them.
 * The user id is copied to its own column so that all of one user's sessions can be ended.
 */
export class DatabaseSessionStore implements SessionStore {
  constructor(private readonly db: Database) {}

  set(sid: string, session: Parameters<SessionStore['set']>[1], callback: (err?: unknown) => void) {
    const expires = session.cookie.expires ?? new Date(Date.now() + DAY);
    const sess = JSON.parse(JSON.stringify(session)) as unknown;
    this.db
      .insert(sessions)
      .values({ sid, sess, expire: expires, userId: session.userId ?? null })
      .onConflictDoUpdate({
        target: sessions.sid,
        set: { sess, expire: expires, userId: session.userId ?? null },
      })
      .then(() => callback(), callback);
  }

  get(sid: string, callback: Parameters<SessionStore['get']>[1]) {
    this.db
      .select({ sess: sessions.sess })
      .from(sessions)
      .where(and(eq(sessions.sid, sid), gt(sessions.expire, sql`now()`)))
      .then(
        ([row]) => callback(null, (row?.sess ?? null) as Parameters<typeof callback>[1]),
        (err: unknown) => callback(err, null),
      );
  }

  destroy(sid: string, callback: (err?: unknown) => void) {
    this.db
      .delete(sessions)
      .where(eq(sessions.sid, sid))
      .then(() => callback(), callback);
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
