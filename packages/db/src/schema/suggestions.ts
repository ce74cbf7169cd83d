import type { PlaceholderSetting } from '@promptshelf/validators';
import { sql } from 'drizzle-orm';
import { check, index, pgTable } from 'drizzle-orm/pg-core';
import { snippets } from './snippets';
import { users } from './users';

/**
 * A member's proposed change to someone else's public prompt: the whole text it would have
 * (title, content, placeholder settings, tags) and why, until its author accepts or declines
 * it; withdrawing one deletes it (docs/decisions/233-suggested-edits.md).
 */
export const promptSuggestions = pgTable(
  'prompt_suggestions',
  (t) => ({
    id: t.integer().primaryKey().generatedAlwaysAsIdentity(),
    snippetId: t
      .integer()
      .notNull()
      .references(() => snippets.id, { onDelete: 'cascade' }),
    suggesterId: t
      .uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The prompt's version the suggestion was written against, to say when it changed since.
    baseVersion: t.integer().notNull(),
    title: t.varchar({ length: 255 }).notNull(),
    content: t.text().notNull(),
    variables: t.jsonb().$type<PlaceholderSetting[]>().notNull().default([]),
    tags: t
      .text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    note: t.varchar({ length: 500 }).notNull(),
    // open, then accepted or declined for good.
    status: t.varchar({ length: 10 }).notNull().default('open'),
    // The author's optional reason for declining.
    reason: t.varchar({ length: 500 }),
    // The version accepting it made.
    acceptedVersion: t.integer(),
    decidedAt: t.timestamp({ withTimezone: true }),
    createdAt: t.timestamp({ withTimezone: true }).notNull().defaultNow(),
  }),
  (t) => [
    // A prompt's suggestions, newest first, a page at a time with the id as cursor; the
    // partial one serves the author's usual list, the open ones.
    index('prompt_suggestions_snippet_idx').on(t.snippetId, t.id),
    index('prompt_suggestions_snippet_open_idx')
      .on(t.snippetId, t.id)
      .where(sql`${t.status} = 'open'`),
    // A member's own suggestions on one prompt (their list, and the open-per-prompt limit);
    // also what deleting an account walks.
    index('prompt_suggestions_suggester_idx').on(t.suggesterId, t.snippetId, t.id),
    check('prompt_suggestions_status', sql`${t.status} in ('open', 'accepted', 'declined')`),
  ],
);
