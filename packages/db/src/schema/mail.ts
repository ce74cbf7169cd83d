import { sql } from 'drizzle-orm';
import { index, pgTable } from 'drizzle-orm/pg-core';

/**
 * The mail outbox: a message is written in the same transaction as the change that causes it,
 * then delivered by the worker, so an SMTP outage loses nothing and delays no request.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  (t) => ({
    id: t.integer().primaryKey().generatedAlwaysAsIdentity(),
    to: t.varchar({ length: 254 }).notNull(),
    subject: t.varchar({ length: 255 }).notNull(),
    text: t.text().notNull(),
    html: t.text().notNull(),
    attempts: t.integer().notNull().default(0),
    // When the message may next be tried; a claim pushes it forward, so it doubles as a lease.
    nextAttemptAt: t.timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: t.text(),
    sentAt: t.timestamp({ withTimezone: true }),
    failedAt: t.timestamp({ withTimezone: true }),
    createdAt: t.timestamp({ withTimezone: true }).notNull().defaultNow(),
  }),
  (t) => [
    index('mail_outbox_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} IS NULL AND ${t.failedAt} IS NULL`),
  ],
);
