import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { snippets } from './snippets';
import { users } from './users';
import { workspaces } from './workspaces';

/** A member's named set of prompts: their own prompts and any public prompt. */
export const collections = pgTable(
  'collections',
  (t) => ({
    id: t.integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerId: t
      .uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: t.varchar({ length: 100 }).notNull(),
    description: t.varchar({ length: 500 }).notNull().default(''),
    isPublic: t.boolean().notNull().default(false),
    // A workspace's collection (its members read it, editors change it); none for a person's.
    workspaceId: t.integer().references(() => workspaces.id, { onDelete: 'cascade' }),
    createdAt: t.timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: t
      .timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  }),
  (t) => [
    // My collections, most recently changed first.
    index('collections_owner_updated_idx').on(t.ownerId, t.updatedAt, t.id),
    // A workspace's collections, most recently changed first.
    index('collections_workspace_updated_idx')
      .on(t.workspaceId, t.updatedAt, t.id)
      .where(sql`${t.workspaceId} is not null`),
    // The public collections of a profile and the sitemap.
    index('collections_public_owner_idx')
      .on(t.ownerId, t.updatedAt, t.id)
      .where(sql`${t.isPublic}`),
  ],
);

/** Which prompts a collection holds; a deleted prompt or collection takes its rows with it. */
export const collectionSnippets = pgTable(
  'collection_snippets',
  (t) => ({
    collectionId: t
      .integer()
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    snippetId: t
      .integer()
      .notNull()
      .references(() => snippets.id, { onDelete: 'cascade' }),
    addedAt: t.timestamp({ withTimezone: true }).notNull().defaultNow(),
  }),
  (t) => [
    primaryKey({ name: 'collection_snippets_pkey', columns: [t.collectionId, t.snippetId] }),
    // A collection's prompts, newest added first.
    index('collection_snippets_added_idx').on(t.collectionId, t.addedAt, t.snippetId),
    // Deleting a prompt finds its memberships; "which of my collections hold it" for the menu.
    index('collection_snippets_snippet_idx').on(t.snippetId),
  ],
);
