import { rateLimits, type Database } from '@promptshelf/db';
import { authMessages } from '@promptshelf/validators';
import { TRPCError } from '@trpc/server';
import { sql } from 'drizzle-orm';

/** How many tries each auth action allows per window; set from the environment. */
export type RateLimitConfig = {
  loginPerIp: number;
  loginPerEmail: number;
  registerPerIp: number;
  mailPerIp: number;
  mailPerEmail: number;
};

export const defaultRateLimits: RateLimitConfig = {
  // Generous per address (a dozen colleagues behind one NAT), tight per account.
  loginPerIp: 100,
  loginPerEmail: 10,
  registerPerIp: 20,
  mailPerIp: 30,
  mailPerEmail: 5,
};

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/**
 * Counts one attempt against `key` in a fixed window, atomically and across processes, and
 * refuses it with a 429 once more than `max` fall in the window.
 */
export async function limitRate(db: Database, key: string, max: number, windowMs: number) {
  const window = `${windowMs} milliseconds`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: sql`now() + ${window}::interval` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.resetAt} <= now() THEN 1 ELSE ${rateLimits.count} + 1 END`,
        resetAt: sql`CASE WHEN ${rateLimits.resetAt} <= now() THEN now() + ${window}::interval ELSE ${rateLimits.resetAt} END`,
      },
    })
    .returning({ count: rateLimits.count });
  if (row && row.count > max) {
    throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: authMessages.tooManyAttempts });
  }
}

/** Forgets windows that have ended. */
export async function pruneRateLimits(db: Database): Promise<number> {
  const removed = await db
    .delete(rateLimits)
    .where(sql`${rateLimits.resetAt} <= now()`)
    .returning({ key: rateLimits.key });
  return removed.length;
}
