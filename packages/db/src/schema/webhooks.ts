import { sql } from 'drizzle-orm';
import { check, index, pgTable } from 'drizzle-orm/pg-core';
import { users } from './users';
import { workspaces } from './workspaces';

/**
 * Webhooks (docs/decisions/196-webhook-secrets-and-deliveries.md): a person's own, or a
 * workspace's (`workspaceId` set; `userId` is then the admin who made it). The secret signs
 * deliveries, so it cannot be hashed: it is kept encrypted with a key derived from the
 * server's SESSION_SECRET.
 */
export const webhooks = pgTable(
  'webhooks',
  (t) => ({
    id: t.integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: t
      .uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: t.integer().references(() => workspaces.id, { onDelete: 'cascade' }),
    url: t.varchar({ length: 2048 }).notNull(),
    events: t.text().array().notNull(),
    /** AES-256-GCM: base64url of iv, tag and ciphertext, joined by dots. */
    secretCipher: t.text().notNull(),
    createdAt: t.timestamp({ withTimezone: true }).notNull().defaultNow(),
  }),
  (t) => [
    // A person's own webhooks (and those a change of theirs fires), by one range scan.
    index('webhooks_user_idx')
      .on(t.userId, t.id)
      .where(sql`${t.workspaceId} is null`),
    index('webhooks_workspace_idx')
      .on(t.workspaceId, t.id)
      .where(sql`${t.workspaceId} is not null`),
  ],
);

/**
 * One event for one webhook: what is sent, and how its sending went. The queue job that sends
 * it carries only its id.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  (t) => ({
    id: t.bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    webhookId: t
      .integer()
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    event: t.varchar({ length: 32 }).notNull(),
    /**
     * The prompt it is about (no foreign key: a deleted prompt's event still names it);
     * deliveries for one prompt go out in order. Null for a test delivery.
     */
    snippetId: t.integer(),
    /** The JSON body, as sent. */
    body: t.text().notNull(),
    /** 'pending', 'delivered' or 'failed' (given up after 24 hours). */
    status: t.varchar({ length: 10 }).notNull().default('pending'),
    attempts: t.integer().notNull().default(0),
    responseCode: t.integer(),
    durationMs: t.integer(),
    lastError: t.text(),
    createdAt: t.timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: t.timestamp({ withTimezone: true }),
  }),
  (t) => [
    // The delivery log, newest first, cursor-paged by id.
    index('webhook_deliveries_log_idx').on(t.webhookId, t.id),
    // The earlier deliveries still pending for the same prompt and webhook.
    index('webhook_deliveries_pending_idx')
      .on(t.webhookId, t.snippetId, t.id)
      .where(sql`${t.status} = 'pending'`),
    check(
      'webhook_deliveries_status_check',
      sql`${t.status} in ('pending', 'delivered', 'failed')`,
    ),
  ],
);
