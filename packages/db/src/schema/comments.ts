import { sql } from 'drizzle-orm';
import { check, index, pgTable, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { snippets } from './snippets';
import { users } from './users';

/**
 * Comments on public and unlisted prompts, with one level of replies (decision 230). A comment
 * that others replied to is deleted softly (its body emptied, deletedAt set) so the thread keeps
 * its place; any other is deleted outright. snippets.comments_count counts the comments a
 * visitor sees (neither deleted nor hidden); a trigger on this table keeps it (migration 0032).
 */
export const promptComments = pgTable(
  'prompt_comments',
  (t) => ({
    id: t.integer().primaryKey().generatedAlwaysAsIdentity(),
    snippetId: t
      .integer()
      .notNull()
      .references(() => snippets.id, { onDelete: 'cascade' }),
    // The comment this one replies to; replies are never replied to (one level).
    parentId: t.integer().references((): AnyPgColumn => promptComments.id, { onDelete: 'cascade' }),
    authorId: t
      .uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: t.text().notNull(),
    createdAt: t.timestamp({ withTimezone: true }).notNull().defaultNow(),
    editedAt: t.timestamp({ withTimezone: true }),
    // Hidden by the prompt's author: others see that a comment was hidden, not what it said.
    hiddenAt: t.timestamp({ withTimezone: true }),
    deletedAt: t.timestamp({ withTimezone: true }),
  }),
  (t) => [
    // A page of a prompt's comments: threads oldest first, each parent before its replies, so
    // one range scan reads a page whatever the prompt's number of comments.
    index('prompt_comments_thread_idx').on(
      t.snippetId,
      sql`coalesce(${t.parentId}, ${t.id})`,
      t.id,
    ),
    // A parent's replies (whether a delete is soft, and the cascade of a parent's delete).
    index('prompt_comments_parent_idx')
      .on(t.parentId)
      .where(sql`${t.parentId} is not null`),
    // Deleting an account deletes its comments: without this, each delete scans every comment.
    index('prompt_comments_author_idx').on(t.authorId),
    check(
      'prompt_comments_body_length',
      sql`${t.deletedAt} is not null or char_length(${t.body}) between 1 and 2000`,
    ),
    check('prompt_comments_not_own_parent', sql`${t.parentId} <> ${t.id}`),
  ],
);
