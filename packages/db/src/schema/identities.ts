import { index, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A sign-in identity at an outside provider (GitHub, Google, an OpenID Connect issuer) linked to
 * an account (docs/decisions/183-sign-in-with-providers.md). `provider` is the configured
 * provider's id (`github`, `google`, `oidc`, `oidc-2`...), `subject` the provider's stable id of
 * the person; `email` is what the provider said when the identity was linked, for display.
 */
export const userIdentities = pgTable(
  'user_identities',
  (t) => ({
    id: t.uuid().primaryKey().defaultRandom(),
    provider: t.varchar({ length: 40 }).notNull(),
    subject: t.varchar({ length: 255 }).notNull(),
    userId: t
      .uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: t.varchar({ length: 254 }),
    createdAt: t.timestamp({ withTimezone: true }).notNull().defaultNow(),
  }),
  (t) => [
    // A sign-in finds its account by one probe of this index.
    uniqueIndex('user_identities_provider_subject_key').on(t.provider, t.subject),
    // The settings list and the last-way-in check: one range scan per account.
    index('user_identities_user_created_idx').on(t.userId, t.createdAt, t.id),
  ],
);
