import { sql } from 'drizzle-orm';
import { index, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

export const userProfiles = pgTable(
  'user_profiles',
  (t) => ({
    userId: t
      .uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    username: t.varchar({ length: 50 }).notNull(),
    location: t.varchar({ length: 100 }),
    bio: t.text(),
    githubUrl: t.varchar({ length: 255 }),
    linkedinUrl: t.varchar({ length: 255 }),
    instagramUrl: t.varchar({ length: 255 }),
    xUrl: t.varchar({ length: 255 }),
    createdAt: t.timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: t
      .timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  }),
  // Usernames are unique regardless of case: 'Ada' and 'ada' are one person's name.
  (t) => [
    uniqueIndex('user_profiles_username_lower_key').on(sql`lower(${t.username})`),
    index('user_profiles_username_trgm_idx').using('gin', t.username.op('gin_trgm_ops')),
  ],
);

/**
 * Usernames a person gave up, so shared `/u/{old}` links keep leading to them. A name someone
 * else holds now is theirs: their profile wins, and the row goes once the name is claimed.
 */
export const usernameRedirects = pgTable(
  'username_redirects',
  (t) => ({
    oldUsername: t.varchar({ length: 50 }).notNull(),
    userId: t
      .uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: t.timestamp({ withTimezone: true }).notNull().defaultNow(),
  }),
  (t) => [
    uniqueIndex('username_redirects_old_lower_key').on(sql`lower(${t.oldUsername})`),
    index('username_redirects_user_idx').on(t.userId),
  ],
);
