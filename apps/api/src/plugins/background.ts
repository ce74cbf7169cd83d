import type { Database } from '@promptshelf/db';
import { pruneRateLimits } from '@promptshelf/trpc';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MailTransport } from '../mail/transport';
import { MailWorker } from '../mail/worker';
import { pruneExpiredSessions } from '../session-store';

const HOUR_MS = 60 * 60 * 1000;

export type BackgroundOptions = {
  db: Database;
  /** Where mail goes; without it no worker runs (the outbox keeps the mail). */
  mailTransport?: (log: FastifyBaseLogger) => MailTransport;
  mailPollMs?: number;
};

/** Work beside the requests: the mail worker and an hourly clean-up, tied to the app's life. */
export const backgroundPlugin = fp<BackgroundOptions>(
  async (app: FastifyInstance, { db, mailTransport, mailPollMs }) => {
    const worker = mailTransport
      ? new MailWorker({ db, transport: mailTransport(app.log), log: app.log, pollMs: mailPollMs })
      : undefined;

    const cleanUp = () =>
      Promise.all([pruneExpiredSessions(db), pruneRateLimits(db)]).catch((err: unknown) =>
        app.log.warn({ err }, 'clean-up failed'),
      );
    const timer = setInterval(cleanUp, HOUR_MS);
    timer.unref();

    app.addHook('onReady', async () => {
      worker?.start();
      void cleanUp();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await worker?.stop();
    });
  },
);
