import { openQueue, type Database, type JobQueue, type QueueRetries } from '@promptshelf/db';
import {
  pruneRateLimits,
  type NotificationMailSettings,
  type WebhookSettings,
} from '@promptshelf/trpc';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MailTransport } from '../mail/transport';
import { startMailWorker } from '../mail/worker';
import { startNotificationWorkers } from '../notifications/worker';
import { pruneExpiredSessions } from '../session-store';
import { startWebhookWorker } from '../webhooks/worker';

const HOUR_MS = 60 * 60 * 1000;

export type BackgroundOptions = {
  db: Database;
  webhooks: WebhookSettings;
  notificationMail: NotificationMailSettings;
  /** Whether this process sends webhook deliveries (tests that need it say so). */
  deliverWebhooks?: boolean;
  /** Where mail goes; without it no mail worker runs (the queue keeps the mail). */
  mailTransport?: (log: FastifyBaseLogger) => MailTransport;
  /** How often an idle worker asks the queue for jobs, in seconds (at least 0.5). */
  queuePollSeconds?: number;
  /** Retry timing per queue (tests make it short); the migration's otherwise. */
  queueRetries?: QueueRetries;
};

/**
 * Work beside the requests, tied to the app's life: the job queue's workers (mail, notification
 * mail and the daily digest, webhook deliveries) and an hourly clean-up.
 */
export const backgroundPlugin = fp<BackgroundOptions>(
  async (
    app: FastifyInstance,
    {
      db,
      webhooks,
      notificationMail,
      deliverWebhooks = true,
      mailTransport,
      queuePollSeconds,
      queueRetries,
    },
  ) => {
    let queue: JobQueue | undefined;
    let closeMail: (() => void) | undefined;

    const cleanUp = () =>
      Promise.all([pruneExpiredSessions(db), pruneRateLimits(db)]).catch((err: unknown) =>
        app.log.warn({ err }, 'clean-up failed'),
      );
    const timer = setInterval(cleanUp, HOUR_MS);
    timer.unref();

    app.addHook('onReady', async () => {
      if (mailTransport || deliverWebhooks) {
        queue = await openQueue(db, {
          retries: queueRetries,
          onError: (err) => app.log.error({ err }, 'job queue failed'),
        });
      }
      if (queue && deliverWebhooks) {
        await startWebhookWorker({
          db,
          queue,
          settings: webhooks,
          pollingIntervalSeconds: queuePollSeconds,
        });
      }
      if (queue && mailTransport) {
        await startNotificationWorkers({
          db,
          queue,
          settings: notificationMail,
          pollingIntervalSeconds: queuePollSeconds,
        });
        closeMail = await startMailWorker({
          db,
          queue,
          transport: mailTransport(app.log),
          log: app.log,
          pollingIntervalSeconds: queuePollSeconds,
        });
      }
      void cleanUp();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      // A send in progress is not waited for: its job stays active until it expires, then this
      // or another instance retries it.
      await queue?.stop({ graceful: false, wait: true });
      closeMail?.();
    });
  },
);
