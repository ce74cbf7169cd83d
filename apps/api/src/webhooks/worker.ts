import { QUEUES, workEach, type Database, type JobQueue } from '@promptshelf/db';
import { deliverQueued, type DeliveryJob, type WebhookSettings } from '@promptshelf/trpc';

/**
 * Sends webhook deliveries from the job queue (docs/decisions/196), up to ten at once: a failed
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
  await workEach<DeliveryJob>(queue, QUEUES.webhookDelivery, { pollingIntervalSeconds }, (job) =>
    deliverQueued(db, settings, job.data, job),
  );
}
