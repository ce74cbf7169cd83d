import { index, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Personal API tokens (docs/decisions/120-api-tokens.md). Only the SHA-256 of a token is kept:
 * the raw value is shown to its owner once. A revoked token's row is deleted, so it is unknown.
 */
export const apiTokens = pgTable(
  'api_tokens',
  (t) => ({
    id: t.uuid().primaryKey().defaultRandom(),
    userId: t
      .uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: t.varchar({ length: 50 }).notNull(),
    /** 'read' or 'write'. */
    scope: t.varchar({ length: 5 }).notNull(),
    tokenHash: t.varchar({ length: 64 }).notNull(),
    createdAt: t.timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Updated at most once a minute, so a busy token does not write on every request. */
    lastUsedAt: t.timestamp({ withTimezone: true }),
    /** Null: never expires. */
    expiresAt: t.timestamp({ withTimezone: true }),
  }),
  (t) => [
    // A request finds its token by one probe of this index.
    uniqueIndex('api_tokens_token_hash_key').on(t.tokenHash),
    // The settings list: one range scan per owner, newest first.
    index('api_tokens_user_created_idx').on(t.userId, t.createdAt, t.id),
  ],
);
