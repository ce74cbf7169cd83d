import { pgTable } from 'drizzle-orm/pg-core';

/** Fixed-window counters shared by every server process (auth rate limits). */
export const rateLimits = pgTable('rate_limits', (t) => ({
  key: t.varchar({ length: 320 }).primaryKey(),
  count: t.integer().notNull(),
  resetAt: t.timestamp({ withTimezone: true }).notNull(),
}));
