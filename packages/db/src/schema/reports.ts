import { sql } from 'drizzle-orm';
import { index, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { snippets } from './snippets';
import { users } from './users';

/**
 * One target under report (a prompt, a comment or a profile) until a superadmin settles it
 * (decision 236). The target is generic: its kind and its id as text (a prompt's or comment's
 * number, a profile's user id), so any kind of content can be reported without a column each.
 * A target has at most one open case; a report after the outcome opens a new one.
 */
export const reportCases = pgTable(
  'report_cases',
  (t) => ({
    id: t.integer().primaryKey().generatedAlwaysAsIdentity(),
    targetKind: t.varchar({ length: 10, enum: ['prompt', 'comment', 'profile'] }).notNull(),
    targetId: t.varchar({ length: 40 }).notNull(),
    createdAt: t.timestamp({ withTimezone: true }).notNull().defaultNow(),
    resolvedAt: t.timestamp({ withTimezone: true }),
    outcome: t.varchar({ length: 10, enum: ['dismiss', 'unpublish', 'delete'] }),
    resolvedBy: t.uuid().references(() => users.id, { onDelete: 'set null' }),
    reason: t.varchar({ length: 500 }),
  }),
  (t) => [
    uniqueIndex('report_cases_open_target_key')
      .on(t.targetKind, t.targetId)
      .where(sql`${t.resolvedAt} is null`),
    // The superadmin's list: open cases, newest first by id.
    index('report_cases_open_idx')
      .on(t.id)
      .where(sql`${t.resolvedAt} is null`),
  ],
);

/** One member's report in a case: one per member and case, so one open report per target. */
export const reports = pgTable(
  'reports',
  (t) => ({
    id: t.integer().primaryKey().generatedAlwaysAsIdentity(),
    caseId: t
      .integer()
      .notNull()
      .references(() => reportCases.id, { onDelete: 'cascade' }),
    reporterId: t
      .uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: t
      .varchar({
        length: 20,
        enum: ['spam', 'inappropriate', 'copyright', 'misleading', 'other'],
      })
      .notNull(),
    note: t.varchar({ length: 500 }),
    createdAt: t.timestamp({ withTimezone: true }).notNull().defaultNow(),
  }),
  (t) => [
    uniqueIndex('reports_case_reporter_key').on(t.caseId, t.reporterId),
    index('reports_reporter_idx').on(t.reporterId),
  ],
);

/**
 * A prompt unpublished by moderation: its author cannot make it public or unlisted again until
 * a superadmin approves the review the author asked for (decision 236).
 */
export const promptModerationLocks = pgTable(
  'prompt_moderation_locks',
  (t) => ({
    promptId: t
      .integer()
      .primaryKey()
      .references(() => snippets.id, { onDelete: 'cascade' }),
    reason: t.varchar({ length: 500 }),
    lockedAt: t.timestamp({ withTimezone: true }).notNull().defaultNow(),
    reviewRequestedAt: t.timestamp({ withTimezone: true }),
  }),
  (t) => [
    index('prompt_moderation_locks_review_idx')
      .on(t.promptId)
      .where(sql`${t.reviewRequestedAt} is not null`),
  ],
);
