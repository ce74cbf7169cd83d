import { QUEUES, type Database, type JobQueue } from '@promptshelf/db';
import { deliverQueued, type DeliveryJob, type WebhookSettings } from '@promptshelf/trpc';

/**
 * Sends webhook deliveries from the job queue (docs/decisions/196), a few at once: a failed
 * one is thrown back to the queue, which retries it with the queue's backoff.
 */
export async function startWebhookWorker({
  db,
  queue,
  settings,
  pollingIntervalSeconds = 2,
}: {
  db: Database;
  queue: JobQueue;
  settings: WebhookSettings;
  pollingIntervalSeconds?: number;
}) {
  await queue.work<DeliveryJob>(
    QUEUES.webhookDelivery,
    { pollingIntervalSeconds, includeMetadata: true, batchSize: 1 },
    ([job]) => deliverQueued(db, settings, job!.data, job!),
  );
}
