import { rateLimits, type Database } from '@promptshelf/db';
import { authMessages } from '@promptshelf/validators';
import { TRPCError } from '@trpc/server';
import { and, eq, gt, sql } from 'drizzle-orm';

/** How many tries each auth action allows per window; set from the environment. */
export type RateLimitConfig = {
  loginPerIp: number;
  loginPerEmail: number;
  registerPerIp: number;
  mailPerIp: number;
  mailPerEmail: number;
  /** Requests per API token per minute (tRPC, REST and MCP alike). */
  tokenPerMinute: number;
  /** Library imports (dry runs too) per account per minute, and per API token per minute. */
  importPerUser: number;
  importPerToken: number;
};

export const defaultRateLimits: RateLimitConfig = {
  // Generous per address (a dozen colleagues behind one NAT), tight per account.
  loginPerIp: 100,
  loginPerEmail: 10,
  registerPerIp: 20,
  mailPerIp: 30,
  mailPerEmail: 5,
  tokenPerMinute: 300,
  // A dry run and an import for each of five files a minute; a token gets half, so one script
  // cannot use up what the person has in the web app.
  importPerUser: 10,
  importPerToken: 5,
};

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/** Counts one event against `key` in a fixed window, atomically and across processes. */
export async function countHit(db: Database, key: string, windowMs: number): Promise<number> {
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
  return row?.count ?? 0;
}

/** The events counted against `key` in its current window, without counting one. */
export async function hitsSoFar(db: Database, key: string): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, sql`now()`)));
  return row?.count ?? 0;
}

export function tooManyAttempts(message: string = authMessages.tooManyAttempts) {
  return new TRPCError({ code: 'TOO_MANY_REQUESTS', message });
}

/**
 * Counts one attempt against `key` and refuses it with a 429 once more than `max` fall in the
 * window.
 */
export async function limitRate(
  db: Database,
  key: string,
  max: number,
  windowMs: number,
  message?: string,
) {
  if ((await countHit(db, key, windowMs)) > max) throw tooManyAttempts(message);
}

/** Forgets windows that have ended. */
export async function pruneRateLimits(db: Database): Promise<number> {
  const removed = await db
    .delete(rateLimits)
    .where(sql`${rateLimits.resetAt} <= now()`)
    .returning({ key: rateLimits.key });
  return removed.length;
}
