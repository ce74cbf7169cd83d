import type { PlaceholderSetting } from '@promptshelf/validators';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, unique, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { tsvector } from './search';
import { users } from './users';
import { workspaces } from './workspaces';

export const snippets = pgTable(
  'snippets',
  (t) => ({
    id: t.integer().primaryKey().generatedAlwaysAsIdentity(),
    title: t.varchar({ length: 255 }).notNull(),
    // Its name for apps, unique within its owner (a person, or its workspace): `@user/name` or
    // `workspace/name` (decision 190). The app names every prompt from its title; the default
    // only serves raw inserts (the demo seed, tests), with a name no title makes.
    name: t
      .varchar({ length: 64 })
      .notNull()
      .default(sql`('prompt-' || replace(gen_random_uuid()::text, '-', ''))`),
    content: t.text().notNull(),
    aiTool: t.varchar({ length: 50 }).notNull(),
    customAiTool: t.varchar({ length: 50 }),
    purpose: t.varchar({ length: 50 }).notNull(),
    // Per-placeholder settings, validated and pruned by the validators package.
    variables: t.jsonb().$type<PlaceholderSetting[]>().notNull().default([]),
    // Tags: normalised by the validators ('cold-email'), each once, at most 10.
    tags: t
      .text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Who may read it: private (its author), workspace (its workspace's members), unlisted
    // (anyone with the link, never listed) or public (listed). Decision 172.
    visibility: t.varchar({ length: 10 }).notNull().default('public'),
    // Listed: exactly `visibility = 'public'` (a CHECK keeps the two equal), so browse, its
    // partial indexes and the shared reads keep reading this column.
    isPublic: t.boolean().notNull().default(true),
    // The workspace that owns it; none for a personal prompt. authorId stays who wrote it.
    workspaceId: t.integer().references(() => workspaces.id, { onDelete: 'cascade' }),
    authorId: t
      .uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    likesCount: t.integer().notNull().default(0),
    // Kept exactly equal to the favourites rows, like likesCount, so sorting never counts.
    favoritesCount: t.integer().notNull().default(0),
    // 'Most Popular': a save (someone keeps the prompt for reuse) weighs twice a like.
    popularity: t.integer().generatedAlwaysAs(sql`likes_count + 2 * favorites_count`),
    // Full-text document: title weighted above content; the tags as words (weight A) and as
    // '#tag' lexemes, which the text parser never makes, so a tag filter is a term of the same
    // GIN search (snippet_tags_vector, migration 0014; docs/decisions/150-tags.md).
    searchVector: tsvector().generatedAlwaysAs(
      sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', content), 'B') || snippet_tags_vector(tags)`,
    ),
    // The prompt this one was cloned from, for 'Cloned from …'; kept when the original goes.
    clonedFromId: t.integer().references((): AnyPgColumn => snippets.id, { onDelete: 'set null' }),
    // The original's version that was cloned (snippet_versions), for 'Cloned from … v{n}'.
    clonedFromVersion: t.integer(),
    // The original's author deleted their account: the clone says so instead of naming them.
    clonedFromDeletedAccount: t.boolean().notNull().default(false),
    // The current version number; the versions themselves live in snippet_versions.
    version: t.integer().notNull().default(1),
    createdAt: t.timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: t
      .timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  }),
  (t) => [
    // Ascending on purpose: a backward scan serves "ORDER BY ... DESC" (nulls first) exactly.
    // My prompts, newest first, and the author side of every join.
    index('snippets_author_created_idx').on(t.authorId, t.createdAt, t.id),
    // A workspace's library, by each order, as the author index serves "my prompts" newest
    // first: a page of a workspace walks as many entries as it shows.
    index('snippets_workspace_created_idx')
      .on(t.workspaceId, t.createdAt, t.id)
      .where(sql`${t.workspaceId} is not null`),
    index('snippets_workspace_likes_idx')
      .on(t.workspaceId, t.likesCount, t.createdAt, t.id)
      .where(sql`${t.workspaceId} is not null`),
    index('snippets_workspace_popularity_idx')
      .on(t.workspaceId, t.popularity, t.createdAt, t.id)
      .where(sql`${t.workspaceId} is not null`),
    // A reference's lookup, and names unique within their owner: a person's own prompts, and
    // each workspace's.
    uniqueIndex('snippets_author_name_key')
      .on(t.authorId, t.name)
      .where(sql`${t.workspaceId} is null`),
    uniqueIndex('snippets_workspace_name_key')
      .on(t.workspaceId, t.name)
      .where(sql`${t.workspaceId} is not null`),
    // The Following feed: one person's public prompts, newest first (docs/decisions/241).
    index('snippets_public_author_created_idx')
      .on(t.authorId, t.createdAt, t.id)
      .where(sql`${t.isPublic}`),
    // Browse and the landing grid: public prompts only, newest or most liked first.
    index('snippets_public_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.isPublic}`),
    index('snippets_public_likes_idx')
      .on(t.likesCount, t.createdAt, t.id)
      .where(sql`${t.isPublic}`),
    index('snippets_public_popularity_idx')
      .on(t.popularity, t.createdAt, t.id)
      .where(sql`${t.isPublic}`),
    // The same orders within one AI tool (the Browse filter): the walk never skips other tools.
    index('snippets_public_tool_created_idx')
      .on(t.aiTool, t.createdAt, t.id)
      .where(sql`${t.isPublic}`),
    index('snippets_public_tool_likes_idx')
      .on(t.aiTool, t.likesCount, t.createdAt, t.id)
      .where(sql`${t.isPublic}`),
    index('snippets_public_tool_popularity_idx')
      .on(t.aiTool, t.popularity, t.createdAt, t.id)
      .where(sql`${t.isPublic}`),
    // The same orders within one purpose, and within one named 'Other' tool (any case): the
    // Browse filters of decision 205. The named tools' recent index also lists their names.
    index('snippets_public_purpose_created_idx')
      .on(t.purpose, t.createdAt, t.id)
      .where(sql`${t.isPublic}`),
    index('snippets_public_purpose_likes_idx')
      .on(t.purpose, t.likesCount, t.createdAt, t.id)
      .where(sql`${t.isPublic}`),
    index('snippets_public_purpose_popularity_idx')
      .on(t.purpose, t.popularity, t.createdAt, t.id)
      .where(sql`${t.isPublic}`),
    index('snippets_public_named_tool_created_idx')
      .on(sql`lower(${t.customAiTool})`, t.createdAt, t.id)
      .where(sql`${t.isPublic} and ${t.customAiTool} is not null`),
    index('snippets_public_named_tool_likes_idx')
      .on(sql`lower(${t.customAiTool})`, t.likesCount, t.createdAt, t.id)
      .where(sql`${t.isPublic} and ${t.customAiTool} is not null`),
    index('snippets_public_named_tool_popularity_idx')
      .on(sql`lower(${t.customAiTool})`, t.popularity, t.createdAt, t.id)
      .where(sql`${t.isPublic} and ${t.customAiTool} is not null`),
    // Full text, led by the AI tool (btree_gin), so the Browse filter is answered inside the
    // index instead of by a bitmap of the tool's every prompt. Over every prompt, not partial:
    // PostgreSQL will not AND the bitmaps of two indexes with the same predicate, and browse
    // ANDs this one with the partial btrees above to search a window of an order
    // (docs/decisions/051-browse-at-scale.md).
    index('snippets_search_idx').using('gin', t.aiTool, t.searchVector),
    // Partial words and typos in titles (browse), and substring search of titles (admin).
    index('snippets_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    // Admin list, all prompts newest first.
    index('snippets_created_idx').on(t.createdAt, t.id),
    // Deleting a prompt clears its clones' link: without this, each delete scans every prompt.
    index('snippets_cloned_from_idx')
      .on(t.clonedFromId)
      .where(sql`${t.clonedFromId} IS NOT NULL`),
    check(
      'snippets_visibility',
      sql`${t.visibility} in ('private', 'workspace', 'unlisted', 'public')`,
    ),
    check('snippets_is_public_listed', sql`${t.isPublic} = (${t.visibility} = 'public')`),
    // A workspace prompt is never private to one person; a personal one never 'workspace'.
    check(
      'snippets_visibility_owner',
      sql`(${t.visibility} <> 'workspace' or ${t.workspaceId} is not null) and (${t.visibility} <> 'private' or ${t.workspaceId} is null)`,
    ),
  ],
);

export const likes = pgTable(
  'likes',
  (t) => ({
    id: t.integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: t
      .uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    snippetId: t
      .integer()
      .notNull()
      .references(() => snippets.id, { onDelete: 'cascade' }),
    createdAt: t.timestamp({ withTimezone: true }).notNull().defaultNow(),
  }),
  (t) => [
    unique('likes_user_id_snippet_id_key').on(t.userId, t.snippetId),
    index('likes_snippet_id_idx').on(t.snippetId),
  ],
);

export const favorites = pgTable(
  'favorites',
  (t) => ({
    id: t.integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: t
      .uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    snippetId: t
      .integer()
      .notNull()
      .references(() => snippets.id, { onDelete: 'cascade' }),
    createdAt: t.timestamp({ withTimezone: true }).notNull().defaultNow(),
  }),
  (t) => [
    unique('favorites_user_id_snippet_id_key').on(t.userId, t.snippetId),
    // My favourites, newest saved first.
    index('favorites_user_created_idx').on(t.userId, t.createdAt),
    index('favorites_snippet_id_idx').on(t.snippetId),
  ],
);
