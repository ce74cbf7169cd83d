import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  primaryKey,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './users';

// A workspace: a second kind of owner beside a person, shared by its members with roles
// (docs/decisions/170-workspaces-and-roles.md, 171-workspace-invitations.md).

/** The roles a member may hold; the database refuses any other word. */
const isRole = (role: AnyPgColumn) => sql`${role} in ('viewer', 'editor', 'admin', 'owner')`;

export const workspaces = pgTable(
  'workspaces',
  (t) => ({
    id: t.integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The workspace's address (/w/{slug}): lower-case, checked here as in the validators. */
    slug: t.varchar({ length: 50 }).notNull(),
    name: t.varchar({ length: 100 }).notNull(),
    /** Release labels only admins and owners may move (docs/decisions/194). */
    protectedLabels: t
      .varchar({ length: 30 })
      .array()
      .notNull()
      .default(sql`'{production}'`),
    createdAt: t.timestamp({ withTimezone: true }).notNull().defaultNow(),
  }),
  (t) => [
    uniqueIndex('workspaces_slug_key').on(t.slug),
    check('workspaces_slug_format', sql`${t.slug} ~ '^[a-z0-9][a-z0-9-]{1,48}[a-z0-9]$'`),
  ],
);

/** Slugs a workspace gave up, so links and scripts that name the old one keep reaching it. */
export const workspaceSlugRedirects = pgTable(
  'workspace_slug_redirects',
  (t) => ({
    oldSlug: t.varchar({ length: 50 }).primaryKey(),
    workspaceId: t
      .integer()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    createdAt: t.timestamp({ withTimezone: true }).notNull().defaultNow(),
  }),
  (t) => [index('workspace_slug_redirects_workspace_idx').on(t.workspaceId)],
);

export const workspaceMembers = pgTable(
  'workspace_members',
  (t) => ({
    workspaceId: t
      .integer()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: t
      .uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: t.varchar({ length: 10 }).notNull(),
    joinedAt: t.timestamp({ withTimezone: true }).notNull().defaultNow(),
  }),
  (t) => [
    // A workspace's members (and every access check) by the key's prefix.
    primaryKey({ name: 'workspace_members_pkey', columns: [t.workspaceId, t.userId] }),
    // "My workspaces", and how many a member belongs to.
    index('workspace_members_user_idx').on(t.userId, t.workspaceId),
    check('workspace_members_role', isRole(t.role)),
  ],
);

/**
 * An invitation by mail. Only the SHA-256 of its token is kept; it is open until accepted or
 * revoked, and usable while open and not expired.
 */
export const workspaceInvitations = pgTable(
  'workspace_invitations',
  (t) => ({
    id: t.integer().primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: t
      .integer()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** Stored lower-cased, compared with the accepting account's address. */
    email: t.varchar({ length: 254 }).notNull(),
    role: t.varchar({ length: 10 }).notNull(),
    tokenHash: t.varchar({ length: 64 }).notNull(),
    invitedBy: t.uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: t.timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: t.timestamp({ withTimezone: true }).notNull(),
    acceptedAt: t.timestamp({ withTimezone: true }),
    acceptedBy: t.uuid().references(() => users.id, { onDelete: 'set null' }),
    revokedAt: t.timestamp({ withTimezone: true }),
  }),
  (t) => [
    // The invitation link finds its row by one probe.
    uniqueIndex('workspace_invitations_token_hash_key').on(t.tokenHash),
    // One open invitation per address and workspace: inviting again replaces it.
    uniqueIndex('workspace_invitations_open_email_key')
      .on(t.workspaceId, t.email)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
    // The pending list, newest first, and its count against the limit.
    index('workspace_invitations_open_idx')
      .on(t.workspaceId, t.createdAt)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
    check('workspace_invitations_role', isRole(t.role)),
    check('workspace_invitations_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * What happened in a workspace, newest first. `action` is a word from the validators' list, so
 * a new kind of event needs no migration; `subject` names what it was done to as it was named
 * then, and `details` holds what the action adds (roles before and after).
 */
export const workspaceActivity = pgTable(
  'workspace_activity',
  (t) => ({
    id: t.bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: t
      .integer()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    actorId: t.uuid().references(() => users.id, { onDelete: 'set null' }),
    action: t.varchar({ length: 40 }).notNull(),
    subject: t.jsonb().notNull(),
    details: t.jsonb().notNull().default({}),
    createdAt: t.timestamp({ withTimezone: true }).notNull().defaultNow(),
  }),
  // Newest first, a page at a time, by the id as cursor: one range scan of this index.
  (t) => [index('workspace_activity_workspace_id_idx').on(t.workspaceId, t.id)],
);
