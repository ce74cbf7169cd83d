import { index, pgTable } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The audit trail of superadmin moderation: who did what to which prompt, and when. It keeps a
 * copy of the prompt's title and author, because a deleted prompt leaves no row to point at.
 */
export const moderationActions = pgTable(
  'moderation_actions',
  (t) => ({
    id: t.integer().primaryKey().generatedAlwaysAsIdentity(),
    actorId: t.uuid().references(() => users.id, { onDelete: 'set null' }),
    action: t.varchar({ length: 20, enum: ['unpublish', 'delete', 'delete-comment'] }).notNull(),
    snippetId: t.integer().notNull(),
    snippetTitle: t.varchar({ length: 255 }).notNull(),
    snippetAuthorId: t.uuid(),
    // A deleted comment: which, whose and what it said (the row may be gone). Decision 230.
    commentId: t.integer(),
    commentAuthorId: t.uuid(),
    commentBody: t.text(),
    reason: t.varchar({ length: 500 }),
    createdAt: t.timestamp({ withTimezone: true }).notNull().defaultNow(),
  }),
  (t) => [
    index('moderation_actions_created_idx').on(t.createdAt),
    index('moderation_actions_snippet_idx').on(t.snippetId),
  ],
);
