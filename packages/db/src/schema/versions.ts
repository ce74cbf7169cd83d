import type { PlaceholderSetting } from '@promptshelf/validators';
import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { snippets } from './snippets';
import { users } from './users';

/**
 * Every version of a prompt's versioned fields, numbered 1, 2, 3… per prompt without gaps. The
 * prompt row keeps only its current number (snippets.version), so it does not grow with its
 * history; a page of history is one range scan of the primary key.
 */
export const snippetVersions = pgTable(
  'snippet_versions',
  (t) => ({
    snippetId: t
      .integer()
      .notNull()
      .references(() => snippets.id, { onDelete: 'cascade' }),
    version: t.integer().notNull(),
    title: t.varchar({ length: 255 }).notNull(),
    content: t.text().notNull(),
    aiTool: t.varchar({ length: 50 }).notNull(),
    customAiTool: t.varchar({ length: 50 }),
    purpose: t.varchar({ length: 50 }).notNull(),
    variables: t.jsonb().$type<PlaceholderSetting[]>().notNull().default([]),
    note: t.varchar({ length: 200 }),
    // Whether others may read this version: one made while the prompt was private stays the
    // owner's when the prompt is published, unless they publish the earlier history too.
    isPublic: t.boolean().notNull().default(false),
    // Who made this version; kept (as unknown) if that account goes.
    authorId: t.uuid().references(() => users.id, { onDelete: 'set null' }),
    // Whose accepted suggestion this version is, for 'Suggested by @name' (decision 233).
    suggestedBy: t.uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: t.timestamp({ withTimezone: true }).notNull().defaultNow(),
  }),
  (t) => [
    primaryKey({ name: 'snippet_versions_pkey', columns: [t.snippetId, t.version] }),
    // Deleting an account clears its authorship: without this, each delete scans every version.
    index('snippet_versions_author_idx').on(t.authorId),
    index('snippet_versions_suggested_by_idx')
      .on(t.suggestedBy)
      .where(sql`${t.suggestedBy} is not null`),
  ],
);
