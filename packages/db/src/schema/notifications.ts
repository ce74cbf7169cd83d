import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { snippets } from './snippets';
import { users } from './users';

/** What a notification is about; each kind renders its own line (docs/decisions/239). */
export const NOTIFICATION_KINDS = [
  'comment',
  'reply',
  'suggestion',
  'suggestion_outcome',
  'follower',
  'clone',
  'report_outcome',
  'moderation',
  'workspace_invitation',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Small facts a line needs that no row keeps (a workspace's name, an outcome); never a body. */
export type NotificationData = Record<string, string | number | boolean | null>;

/**
 * One event for one person (docs/decisions/239). It names what it is about by id only, so a
 * line is rendered from the prompt as it is now: a prompt deleted or no longer visible to the
 * recipient shows no title. Comment and suggestion ids carry no foreign key: their tables
 * belong to other features, and a line about a deleted one still makes sense.
 */
export const notifications = pgTable(
  'notifications',
  (t) => ({
    id: t.bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    recipientId: t
      .uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who did it; null once their account is deleted. */
    actorId: t.uuid().references(() => users.id, { onDelete: 'set null' }),
    kind: t.varchar({ length: 32 }).$type<NotificationKind>().notNull(),
    promptId: t.integer().references(() => snippets.id, { onDelete: 'set null' }),
    commentId: t.integer(),
    suggestionId: t.integer(),
    data: t.jsonb().$type<NotificationData>().notNull().default({}),
    readAt: t.timestamp({ withTimezone: true }),
    createdAt: t.timestamp({ withTimezone: true }).notNull().defaultNow(),
  }),
  (t) => [
    // A person's notifications, newest first, cursor-paged by id.
    index('notifications_recipient_idx').on(t.recipientId, t.id),
    // The bell's unread count and the digest's unread rows: only the unread are in it.
    index('notifications_unread_idx')
      .on(t.recipientId, t.id)
      .where(sql`${t.readAt} is null`),
    // Deleting a prompt or an account sets these null without a sequential scan.
    index('notifications_prompt_idx')
      .on(t.promptId)
      .where(sql`${t.promptId} is not null`),
    index('notifications_actor_idx')
      .on(t.actorId)
      .where(sql`${t.actorId} is not null`),
    check(
      'notifications_kind_check',
      sql.raw(`kind in (${NOTIFICATION_KINDS.map((k) => `'${k}'`).join(', ')})`),
    ),
  ],
);

/**
 * Which kinds a person is mailed about, at once or in the daily digest (the two are disjoint);
 * no row means the defaults (docs/decisions/240).
 */
export const notificationSettings = pgTable(
  'notification_settings',
  (t) => ({
    userId: t
      .uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    mailKinds: t.text().array().$type<NotificationKind[]>().notNull(),
    digestKinds: t.text().array().$type<NotificationKind[]>().notNull(),
    /** The newest notification a digest has covered, so the next one starts after it. */
    digestedThroughId: t.bigint({ mode: 'number' }).notNull().default(0),
    updatedAt: t
      .timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  }),
  (t) => [
    // The daily digest visits only the people who chose one.
    index('notification_settings_digest_idx')
      .on(t.userId)
      .where(sql`cardinality(${t.digestKinds}) > 0`),
  ],
);

/**
 * Who follows whom. The feed is read at request time from the followed people's public
 * prompts (docs/decisions/241), so following someone writes one row and posting writes none.
 */
export const follows = pgTable(
  'follows',
  (t) => ({
    followerId: t
      .uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: t
      .uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: t.timestamp({ withTimezone: true }).notNull().defaultNow(),
  }),
  (t) => [
    // Whom I follow (and my following count), by the key's leading column.
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    // Who follows me (my follower count, and deleting an account).
    index('follows_followee_idx').on(t.followeeId, t.followerId),
    check('follows_not_self', sql`${t.followerId} <> ${t.followeeId}`),
  ],
);
