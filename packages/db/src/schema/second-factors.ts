import { index, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * An account's authenticator-app secret (docs/decisions/182-second-factors.md). A row whose
 * `enabledAt` is null is a set-up not yet confirmed with a code: sign-in ignores it.
 */
export const twoFactors = pgTable('two_factors', (t) => ({
  userId: t
    .uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The shared secret, base32, as the authenticator app holds it: codes are computed from it. */
  secret: t.varchar({ length: 64 }).notNull(),
  enabledAt: t.timestamp({ withTimezone: true }),
  /** The 30-second step of the last code accepted: a code is taken once, never an older one. */
  lastUsedStep: t.bigint({ mode: 'number' }).notNull().default(0),
  createdAt: t.timestamp({ withTimezone: true }).notNull().defaultNow(),
}));

/** Single-use recovery codes: only their SHA-256 is kept; a used code is deleted. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  (t) => ({
    userId: t
      .uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: t.varchar({ length: 64 }).notNull(),
  }),
  (t) => [uniqueIndex('recovery_codes_user_code_key').on(t.userId, t.codeHash)],
);

/** WebAuthn credentials (passkeys): the public key only; the private key never leaves the device. */
export const passkeys = pgTable(
  'passkeys',
  (t) => ({
    id: t.uuid().primaryKey().defaultRandom(),
    userId: t
      .uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: t.varchar({ length: 50 }).notNull(),
    /** base64url, as the browser reports it. */
    credentialId: t.varchar({ length: 1400 }).notNull(),
    /** The COSE public key, base64url. */
    publicKey: t.text().notNull(),
    counter: t.bigint({ mode: 'number' }).notNull().default(0),
    transports: t.jsonb().$type<string[]>().notNull().default([]),
    createdAt: t.timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: t.timestamp({ withTimezone: true }),
  }),
  (t) => [
    // A sign-in finds its credential by one probe of this index.
    uniqueIndex('passkeys_credential_id_key').on(t.credentialId),
    // The settings list: one range scan per owner, oldest first.
    index('passkeys_user_created_idx').on(t.userId, t.createdAt, t.id),
  ],
);
