import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  (t) => ({
    id: t.uuid().primaryKey().defaultRandom(),
    // Stored lower-cased; the unique index on lower(email) also guards rows written by hand.
    email: t.varchar({ length: 254 }).notNull(),
    // An argon2id hash, never the password itself; null for an account made by a sign-in
    // with a provider, until its owner sets a password through a reset link.
    password: t.text(),
    firstName: t.varchar({ length: 100 }),
    lastName: t.varchar({ length: 100 }),
    profileImageUrl: t.varchar({ length: 2048 }),
    emailVerified: t.boolean().notNull().default(false),
    // Tokens are stored as SHA-256 hashes; the raw token only ever travels in the mail.
    emailVerificationToken: t.varchar({ length: 64 }),
    emailVerificationTokenExpiresAt: t.timestamp({ withTimezone: true }),
    passwordResetToken: t.varchar({ length: 64 }),
    passwordResetTokenExpiresAt: t.timestamp({ withTimezone: true }),
    // A change of email waits here until the link mailed to the new address is opened.
    pendingEmail: t.varchar({ length: 254 }),
    emailChangeToken: t.varchar({ length: 64 }),
    emailChangeTokenExpiresAt: t.timestamp({ withTimezone: true }),
    superadmin: t.boolean().notNull().default(false),
    createdAt: t.timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: t
      .timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  }),
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_email_verification_token_key').on(t.emailVerificationToken),
    uniqueIndex('users_password_reset_token_key').on(t.passwordResetToken),
    uniqueIndex('users_email_change_token_key').on(t.emailChangeToken),
    index('users_created_at_idx').on(t.createdAt, t.id),
    // Admin search: substrings of email and names.
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('users_name_trgm_idx').using(
      'gin',
      sql`(coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '')) gin_trgm_ops`,
    ),
  ],
);

export const sessions = pgTable(
  'sessions',
  (t) => ({
    sid: t.varchar({ length: 255 }).primaryKey(),
    sess: t.json().notNull(),
    expire: t.timestamp({ withTimezone: true }).notNull(),
    // Denormalised from sess so that every session of one user can be ended at once.
    userId: t.uuid().references(() => users.id, { onDelete: 'cascade' }),
    // What the owner sees in their list of sessions; the sid itself is a secret and never shown.
    publicId: t.uuid().notNull().defaultRandom(),
    userAgent: t.varchar({ length: 512 }),
    ipAddress: t.varchar({ length: 64 }),
    createdAt: t.timestamp({ withTimezone: true }).notNull().defaultNow(),
    // Moved forward at most once per SESSION_SEEN_EVERY (docs/decisions/180), not per request.
    lastSeenAt: t.timestamp({ withTimezone: true }).notNull().defaultNow(),
  }),
  (t) => [
    index('sessions_expire_idx').on(t.expire),
    index('sessions_user_id_idx').on(t.userId),
    uniqueIndex('sessions_public_id_key').on(t.publicId),
  ],
);

/**
 * The browsers a person has signed in from, each known by the SHA-256 of a random id kept in a
 * long-lived cookie: a sign-in from one not listed here is mailed to the owner.
 */
export const knownBrowsers = pgTable(
  'known_browsers',
  (t) => ({
    userId: t
      .uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    browserHash: t.varchar({ length: 64 }).notNull(),
    lastSignInAt: t.timestamp({ withTimezone: true }).notNull().defaultNow(),
  }),
  (t) => [primaryKey({ columns: [t.userId, t.browserHash] })],
);
