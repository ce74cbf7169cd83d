import { webhookDeliveries, webhooks, type Database } from '@promptshelf/db';
import { and, eq, gt, lt } from 'drizzle-orm';
import { queueDelivery } from './events';
import { decryptSecret } from './secrets';
import { postSigned } from './send';
import { recordedOutcome, type WebhookSettings } from './webhooks';

// The queue's worker for one delivery (docs/decisions/196): in order per prompt and webhook,
// retried by the queue with backoff, given up after 24 hours.

/** How long a failing delivery is retried. */
export const RETRY_FOR_MS = 24 * 60 * 60 * 1000;
/** How soon a delivery waiting behind an earlier one for its prompt looks again, in seconds. */
export const WAIT_BEHIND_SECONDS = 2;

export type DeliveryJob = { deliveryId: number };
/** What the queue says of this run of the job. */
export type JobRun = { retryCount: number; retryLimit: number };

/** Thrown so that the queue retries the job later. */
export class DeliveryFailed extends Error {}

/**
 * Sends one delivery. A delivery finished already (a job runs at least once) or gone (its
 * webhook deleted) is done. One with an earlier delivery still pending for the same prompt and
 * webhook is queued again to wait. A failure is recorded and thrown for the queue to retry,
 * until 24 hours have passed or the retries are used up.
 */
export async function deliverQueued(
  db: Database,
  settings: WebhookSettings,
  job: DeliveryJob,
  run: JobRun,
): Promise<void> {
  const [delivery] = await db
    .select({
      id: webhookDeliveries.id,
      webhookId: webhookDeliveries.webhookId,
      snippetId: webhookDeliveries.snippetId,
      status: webhookDeliveries.status,
      body: webhookDeliveries.body,
      createdAt: webhookDeliveries.createdAt,
      url: webhooks.url,
      secretCipher: webhooks.secretCipher,
    })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .where(eq(webhookDeliveries.id, job.deliveryId));
  if (!delivery || delivery.status !== 'pending') return;
  if (delivery.snippetId !== null) {
    // One probe of webhook_deliveries_pending_idx.
    const earlier = await db.$count(
      webhookDeliveries,
      and(
        eq(webhookDeliveries.webhookId, delivery.webhookId),
        eq(webhookDeliveries.snippetId, delivery.snippetId),
        eq(webhookDeliveries.status, 'pending'),
        lt(webhookDeliveries.id, delivery.id),
        // One whose job was lost (a crash on its last try) stops holding the line after 24 h.
        gt(webhookDeliveries.createdAt, new Date(Date.now() - RETRY_FOR_MS)),
      ),
    );
    if (earlier > 0) {
      await queueDelivery(db, delivery.id, WAIT_BEHIND_SECONDS);
      return;
    }
  }
  const outcome = await postSigned(
    delivery.url,
    decryptSecret(settings.secretKey, delivery.secretCipher),
    delivery.body,
    { allowPrivate: settings.allowPrivate },
  );
  const expired =
    Date.now() - delivery.createdAt.getTime() >= RETRY_FOR_MS || run.retryCount >= run.retryLimit;
  const status = outcome.ok ? 'delivered' : expired ? 'failed' : 'pending';
  await db
    .update(webhookDeliveries)
    .set(recordedOutcome(outcome, status))
    .where(and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.status, 'pending')));
  if (status === 'pending') throw new DeliveryFailed(outcome.error ?? 'failed');
}
