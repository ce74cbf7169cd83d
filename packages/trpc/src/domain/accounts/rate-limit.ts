import { rateLimits, type Database } from '@promptshelf/db';
import { authMessages } from '@promptshelf/validators';
import { and, eq, gt, sql } from 'drizzle-orm';
import { DomainError } from '../domain-error';

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
  /** Workspace invitations one person may send per hour. */
  invitePerUser: number;
  /** Webhook changes, tests and redeliveries one person may make per minute. */
  webhookPerUser: number;
  /** Comments posted and edited by one person per minute. */
  commentPerUser: number;
  /** Suggested edits one person may send per hour (decision 233). */
  suggestionPerUser: number;
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
  invitePerUser: 100,
  webhookPerUser: 30,
  commentPerUser: 10,
  suggestionPerUser: 20,
};

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/** A key's current window: the events counted in it and the whole seconds until it ends. */
export type RateWindow = { count: number; retryAfterSeconds: number };

// Computed where the window is kept, so the figure does not depend on this process's clock.
const secondsLeft = sql<number>`greatest(ceil(extract(epoch from ${rateLimits.resetAt} - now())), 1)::int`;

/** Counts one event against `key` in a fixed window, atomically and across processes. */
export async function countHit(db: Database, key: string, windowMs: number): Promise<RateWindow> {
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
    .returning({ count: rateLimits.count, retryAfterSeconds: secondsLeft });
  return row ?? { count: 0, retryAfterSeconds: 0 };
}

/** The events counted against `key` in its current window, without counting one. */
export async function hitsSoFar(db: Database, key: string): Promise<RateWindow> {
  const [row] = await db
    .select({ count: rateLimits.count, retryAfterSeconds: secondsLeft })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, sql`now()`)));
  return row ?? { count: 0, retryAfterSeconds: 0 };
}

/**
 * A 429 that says when to come back: every HTTP answer made from it (REST, tRPC, MCP) carries
 * `Retry-After`, so a client waits the window out instead of hammering it.
 */
export function tooManyRequests(message: string, retryAfterSeconds: number) {
  return new DomainError('TOO_MANY_REQUESTS', message, { retryAfterSeconds });
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
  message: string = authMessages.tooManyAttempts,
) {
  const window = await countHit(db, key, windowMs);
  if (window.count > max) throw tooManyRequests(message, window.retryAfterSeconds);
}

/** Forgets windows that have ended. */
export async function pruneRateLimits(db: Database): Promise<number> {
  const removed = await db
    .delete(rateLimits)
    .where(sql`${rateLimits.resetAt} <= now()`)
    .returning({ key: rateLimits.key });
  return removed.length;
}
