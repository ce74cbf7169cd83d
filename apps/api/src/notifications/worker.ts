import { QUEUES, workEach, type Database, type JobQueue } from '@promptshelf/db';
import {
  mailNotification,
  sendDigests,
  type NotificationMailJob,
  type NotificationMailSettings,
} from '@promptshelf/trpc';

/** When the daily digest goes out: 08:00 UTC (docs/decisions/240). */
export const DIGEST_CRON = '0 8 * * *';

/**
 * Notification mail from the job queue (docs/decisions/240): each notification mailed at once
 * becomes an outbox message when its job runs; the daily digest is a scheduled job that one
 * instance runs for everybody.
 */
export async function startNotificationWorkers({
  db,
  queue,
  settings,
  pollingIntervalSeconds = 2,
}: {
  db: Database;
  queue: JobQueue;
  settings: NotificationMailSettings;
  pollingIntervalSeconds?: number;
}) {
  await workEach<NotificationMailJob>(
    queue,
    QUEUES.notificationMail,
    { pollingIntervalSeconds },
    (job) => mailNotification(db, settings, job.data),
  );
  await queue.schedule(QUEUES.notificationDigest, DIGEST_CRON, {}, { tz: 'UTC' });
  await workEach(queue, QUEUES.notificationDigest, { pollingIntervalSeconds }, async () => {
    await sendDigests(db, settings);
  });
}
