import { pgTable } from 'drizzle-orm/pg-core';

/**
 * The mail outbox: a message is written in the same transaction as the change that causes it,
 * with the job queue's job that sends it (docs/decisions/195), so an SMTP outage loses nothing
 * and delays no request. The row records what became of it.
 */
export const mailOutbox = pgTable('mail_outbox', (t) => ({
  id: t.integer().primaryKey().generatedAlwaysAsIdentity(),
  to: t.varchar({ length: 254 }).notNull(),
  subject: t.varchar({ length: 255 }).notNull(),
  text: t.text().notNull(),
  html: t.text().notNull(),
  /** Extra headers, such as List-Unsubscribe on notification mail (docs/decisions/240). */
  headers: t.jsonb().$type<Record<string, string>>().notNull().default({}),
  attempts: t.integer().notNull().default(0),
  lastError: t.text(),
  sentAt: t.timestamp({ withTimezone: true }),
  failedAt: t.timestamp({ withTimezone: true }),
  createdAt: t.timestamp({ withTimezone: true }).notNull().defaultNow(),
}));
