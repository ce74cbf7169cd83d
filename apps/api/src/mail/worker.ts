import { mailOutbox, QUEUES, workEach, type Database, type JobQueue } from '@promptshelf/db';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport } from './transport';

export type MailWorkerOptions = {
  db: Database;
  queue: JobQueue;
  transport: MailTransport;
  log: FastifyBaseLogger;
  pollingIntervalSeconds?: number;
};

type MailJob = { id: number };

/**
 * Sends the mail outbox from the job queue (docs/decisions/195): a job names a message; the
 * queue hands it to one worker among all instances, and retries it with backoff when the send
 * fails (the queue's `mail` settings: 8 tries, 30 s doubling). The row records the outcome.
 */
export async function startMailWorker({
  db,
  queue,
  transport,
  log,
  pollingIntervalSeconds = 2,
}: MailWorkerOptions): Promise<() => void> {
  await workEach<MailJob>(queue, QUEUES.mail, { pollingIntervalSeconds }, async (job) => {
    const [message] = await db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1` })
      .where(eq(mailOutbox.id, job.data.id))
      .returning();
    // Sent already (a job is delivered at least once) or gone: nothing to do.
    if (!message || message.sentAt || message.failedAt) return;
    try {
      await transport.send(message);
      await db
        .update(mailOutbox)
        .set({ sentAt: sql`now()`, lastError: null })
        .where(eq(mailOutbox.id, message.id));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const giveUp = job.retryCount >= job.retryLimit;
      // The recipient is logged to help an operator; the body (it holds tokens) never is.
      log.warn(
        { mailId: message.id, attempts: message.attempts, reason, giveUp },
        'mail delivery failed',
      );
      await db
        .update(mailOutbox)
        .set({ lastError: reason.slice(0, 1000), ...(giveUp ? { failedAt: sql`now()` } : {}) })
        .where(eq(mailOutbox.id, message.id));
      throw error;
    }
  });
  return () => transport.close();
}
