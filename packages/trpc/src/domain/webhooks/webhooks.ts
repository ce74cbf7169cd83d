import { randomUUID } from 'node:crypto';
import { webhookDeliveries, webhooks, type Database } from '@promptshelf/db';
import {
  WEBHOOK_TEST_EVENT,
  WEBHOOKS_PER_OWNER_MAX,
  webhookMessages,
  type createWebhookSchema,
  type redeliverSchema,
  type updateWebhookSchema,
  type webhookDeliveriesSchema,
  type webhookIdSchema,
} from '@promptshelf/validators';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Viewer } from '../../context';
import { limitRate, MINUTE, type RateLimitConfig } from '../accounts/rate-limit';
import { DomainError } from '../domain-error';
import { membershipOf, requireRole } from '../workspaces/access';
import { queueDelivery } from './events';
import { decryptSecret, encryptSecret, newWebhookSecret } from './secrets';
import { postSigned } from './send';

// Webhooks: a person's own, or a workspace's (its admins and owners). Managed with a session
// only (docs/decisions/196-webhook-secrets-and-deliveries.md).

/** What the server needs to make and send webhooks: the secrets' key, the address guard. */
export type WebhookSettings = { secretKey: Buffer; allowPrivate: boolean };

export type WebhookCtx = {
  db: Database;
  viewer: Viewer;
  webhooks: WebhookSettings;
  rateLimits: RateLimitConfig;
};

type Owner = { userId: string; workspaceId: number | null };

/** Whose webhooks a request is about: the viewer's own, or a workspace's for its admins. */
async function ownerFor(db: Database, viewer: Viewer, workspace: string | null): Promise<Owner> {
  if (workspace === null) return { userId: viewer.id, workspaceId: null };
  const membership = await membershipOf(db, viewer, workspace);
  requireRole(membership, 'admin');
  return { userId: viewer.id, workspaceId: membership.workspace.id };
}

const ownedBy = (owner: Owner) =>
  owner.workspaceId !== null
    ? eq(webhooks.workspaceId, owner.workspaceId)
    : and(eq(webhooks.userId, owner.userId), isNull(webhooks.workspaceId));

const notFound = () => new DomainError('NOT_FOUND', webhookMessages.notFound);

/** Writes (create, change, delete, test, redeliver) count against the person's minute. */
const limitWrites = (ctx: WebhookCtx) =>
  limitRate(ctx.db, `webhooks:${ctx.viewer.id}`, ctx.rateLimits.webhookPerUser, MINUTE);

const columns = {
  id: webhooks.id,
  url: webhooks.url,
  events: webhooks.events,
  createdAt: webhooks.createdAt,
};

/** The owner's webhooks, oldest first (at most WEBHOOKS_PER_OWNER_MAX): one index range. */
export async function listWebhooks(db: Database, viewer: Viewer, workspace: string | null) {
  const owner = await ownerFor(db, viewer, workspace);
  return db
    .select(columns)
    .from(webhooks)
    .where(ownedBy(owner))
    .orderBy(webhooks.id)
    .limit(WEBHOOKS_PER_OWNER_MAX);
}

async function findWebhook(db: Database, owner: Owner, id: number) {
  const [row] = await db
    .select()
    .from(webhooks)
    .where(and(ownedBy(owner), eq(webhooks.id, id)));
  if (!row) throw notFound();
  return row;
}

/** A new webhook; its secret is answered this once (made here when none was given). */
export async function createWebhook(ctx: WebhookCtx, input: z.output<typeof createWebhookSchema>) {
  await limitWrites(ctx);
  const secret = input.secret ?? newWebhookSecret();
  const created = await ctx.db.transaction(async (tx) => {
    const owner = await ownerFor(tx, ctx.viewer, input.workspace);
    // Concurrent creations by one owner take turns, so the cap holds.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`webhooks:${owner.workspaceId ?? owner.userId}`}))`,
    );
    if ((await tx.$count(webhooks, ownedBy(owner))) >= WEBHOOKS_PER_OWNER_MAX) {
      throw new DomainError('BAD_INPUT', webhookMessages.tooMany);
    }
    const [row] = await tx
      .insert(webhooks)
      .values({
        ...owner,
        url: input.url,
        events: input.events,
        secretCipher: encryptSecret(ctx.webhooks.secretKey, secret),
      })
      .returning(columns);
    return row!;
  });
  return { ...created, secret };
}

/** Changes a webhook's URL, events or secret; a change of nothing answers the webhook as it is. */
export async function updateWebhook(ctx: WebhookCtx, input: z.output<typeof updateWebhookSchema>) {
  await limitWrites(ctx);
  const owner = await ownerFor(ctx.db, ctx.viewer, input.workspace);
  const changes = {
    ...(input.url !== undefined && { url: input.url }),
    ...(input.events !== undefined && { events: input.events }),
    ...(input.secret !== undefined && {
      secretCipher: encryptSecret(ctx.webhooks.secretKey, input.secret),
    }),
  };
  const found = and(ownedBy(owner), eq(webhooks.id, input.id));
  const [row] =
    Object.keys(changes).length === 0
      ? await ctx.db.select(columns).from(webhooks).where(found)
      : await ctx.db.update(webhooks).set(changes).where(found).returning(columns);
  if (!row) throw notFound();
  return row;
}

/** Deletes a webhook and its delivery log; deliveries still queued are dropped. */
export async function deleteWebhook(ctx: WebhookCtx, input: z.output<typeof webhookIdSchema>) {
  await limitWrites(ctx);
  const owner = await ownerFor(ctx.db, ctx.viewer, input.workspace);
  const [row] = await ctx.db
    .delete(webhooks)
    .where(and(ownedBy(owner), eq(webhooks.id, input.id)))
    .returning({ id: webhooks.id });
  if (!row) throw notFound();
  return { message: webhookMessages.deleted };
}

const deliveryColumns = {
  id: webhookDeliveries.id,
  event: webhookDeliveries.event,
  status: webhookDeliveries.status,
  responseCode: webhookDeliveries.responseCode,
  durationMs: webhookDeliveries.durationMs,
  attempts: webhookDeliveries.attempts,
  error: webhookDeliveries.lastError,
  createdAt: webhookDeliveries.createdAt,
  finishedAt: webhookDeliveries.finishedAt,
};

/** The webhook's deliveries, newest first, a page at a time: one range of the log's index. */
export async function listDeliveries(
  db: Database,
  viewer: Viewer,
  input: z.output<typeof webhookDeliveriesSchema>,
) {
  const owner = await ownerFor(db, viewer, input.workspace);
  await findWebhook(db, owner, input.id);
  const rows = await db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.webhookId, input.id),
        input.cursor ? lt(webhookDeliveries.id, input.cursor) : undefined,
      ),
    )
    .orderBy(desc(webhookDeliveries.id))
    .limit(input.limit + 1);
  const items = rows.slice(0, input.limit);
  return { items, nextCursor: rows.length > input.limit ? items.at(-1)!.id : null };
}

/**
 * Sends a finished delivery again, as a new delivery with the same body (the same event id,
 * so a receiver can tell it is a repeat), queued behind the prompt's later events.
 */
export async function redeliver(ctx: WebhookCtx, input: z.output<typeof redeliverSchema>) {
  await limitWrites(ctx);
  const owner = await ownerFor(ctx.db, ctx.viewer, input.workspace);
  await findWebhook(ctx.db, owner, input.id);
  return ctx.db.transaction(async (tx) => {
    const [original] = await tx
      .select()
      .from(webhookDeliveries)
      .where(
        and(eq(webhookDeliveries.webhookId, input.id), eq(webhookDeliveries.id, input.deliveryId)),
      );
    if (!original) throw new DomainError('NOT_FOUND', webhookMessages.deliveryNotFound);
    if (original.status === 'pending') throw new DomainError('CONFLICT', webhookMessages.pending);
    const [copy] = await tx
      .insert(webhookDeliveries)
      .values({
        webhookId: original.webhookId,
        event: original.event,
        snippetId: original.snippetId,
        body: original.body,
      })
      .returning(deliveryColumns);
    await queueDelivery(tx, copy!.id);
    return copy!;
  });
}

/**
 * The Test button: a `ping` delivery sent now, once, while the request waits (at most the
 * 10 s timeout); it joins the delivery log with its outcome.
 */
export async function testWebhook(ctx: WebhookCtx, input: z.output<typeof webhookIdSchema>) {
  await limitWrites(ctx);
  const owner = await ownerFor(ctx.db, ctx.viewer, input.workspace);
  const webhook = await findWebhook(ctx.db, owner, input.id);
  const body = JSON.stringify({
    id: randomUUID(),
    event: WEBHOOK_TEST_EVENT,
    occurredAt: new Date().toISOString(),
    prompt: null,
  });
  const [delivery] = await ctx.db
    .insert(webhookDeliveries)
    .values({ webhookId: webhook.id, event: WEBHOOK_TEST_EVENT, body })
    .returning({ id: webhookDeliveries.id });
  const outcome = await postSigned(
    webhook.url,
    decryptSecret(ctx.webhooks.secretKey, webhook.secretCipher),
    body,
    { allowPrivate: ctx.webhooks.allowPrivate },
  );
  const [row] = await ctx.db
    .update(webhookDeliveries)
    .set(recordedOutcome(outcome, outcome.ok ? 'delivered' : 'failed'))
    .where(eq(webhookDeliveries.id, delivery!.id))
    .returning(deliveryColumns);
  return row!;
}

/** The columns an attempt's outcome sets. */
export function recordedOutcome(
  outcome: Awaited<ReturnType<typeof postSigned>>,
  status: 'pending' | 'delivered' | 'failed',
) {
  return {
    status,
    attempts: sql`${webhookDeliveries.attempts} + 1`,
    responseCode: outcome.responseCode,
    durationMs: outcome.durationMs,
    lastError: outcome.error,
    ...(status !== 'pending' && { finishedAt: sql`now()` }),
  };
}
