import { sql } from 'drizzle-orm';
import { index, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';
import { workspaces } from './workspaces';

/**
 * API tokens (docs/decisions/120-api-tokens.md). Only the SHA-256 of a token is kept: the raw
 * value is shown to its owner once. A revoked token's row is deleted, so it is unknown. A
 * workspace token (docs/decisions/175-workspace-tokens.md) has `workspaceId` and acts for that
 * workspace alone; `userId` is then the admin who made it.
 */
export const apiTokens = pgTable(
  'api_tokens',
  (t) => ({
    id: t.uuid().primaryKey().defaultRandom(),
    userId: t
      .uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set for a workspace token: it goes with its workspace. */
    workspaceId: t.integer().references(() => workspaces.id, { onDelete: 'cascade' }),
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
    // A workspace's tokens, newest first, and their count against the cap.
    index('api_tokens_workspace_created_idx')
      .on(t.workspaceId, t.createdAt, t.id)
      .where(sql`${t.workspaceId} is not null`),
  ],
);
