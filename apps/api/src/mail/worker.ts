import { mailOutbox, type Database } from '@promptshelf/db';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport } from './transport';

export type MailWorkerOptions = {
  db: Database;
  transport: MailTransport;
  log: FastifyBaseLogger;
  pollMs?: number;
  batchSize?: number;
  maxAttempts?: number;
};

// A claimed message is not due again for this long: if the process dies mid-send, another
// worker retries it then. It must outlast the SMTP timeouts.
const LEASE = '2 minutes';

/** Waits before the next try: 30 s, 1 min, 2 min, ... at most an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(attempts - 1, 0), 3600);
}

function stopSignal() {
  let resolve: (value: 'stopped') => void = () => {};
  const promise = new Promise<'stopped'>((settle) => (resolve = settle));
  return { promise, resolve };
}

/**
 * Delivers the mail outbox. Several processes may run one each: a claim takes due messages
 * with FOR UPDATE SKIP LOCKED and leases them, so no message is sent twice at once.
 */
export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  /** Settles when stop() is called: a send in progress is abandoned then, not waited for. */
  private stopSignal = stopSignal();
  private readonly pollMs: number;
  private readonly batchSize: number;
  private readonly maxAttempts: number;

  constructor(private readonly options: MailWorkerOptions) {
    this.pollMs = options.pollMs ?? 2_000;
    this.batchSize = options.batchSize ?? 10;
    this.maxAttempts = options.maxAttempts ?? 8;
  }

  start() {
    this.stopped = false;
    this.stopSignal = stopSignal();
    this.schedule(0);
  }

  async stop() {
    this.stopped = true;
    this.stopSignal.resolve('stopped');
    clearTimeout(this.timer);
    await this.running;
    this.options.transport.close();
  }

  private schedule(delay: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.drain()
        .then(() => undefined)
        .catch((err: unknown) => this.options.log.error({ err }, 'mail worker failed'))
        .finally(() => this.schedule(this.pollMs));
    }, delay);
    this.timer.unref();
  }

  /** Sends everything that is due; returns how many messages were handled. */
  async drain(): Promise<number> {
    let handled = 0;
    for (;;) {
      const batch = await this.claim();
      if (batch.length === 0) return handled;
      for (const message of batch) {
        if (this.stopped) await this.release(message);
        else await this.deliver(message);
      }
      handled += batch.length;
      if (this.stopped) return handled;
    }
  }

  private async claim() {
    const { db } = this.options;
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          and(
            isNull(mailOutbox.sentAt),
            isNull(mailOutbox.failedAt),
            lte(mailOutbox.nextAttemptAt, sql`now()`),
          ),
        )
        .orderBy(asc(mailOutbox.nextAttemptAt))
        .limit(this.batchSize)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(mailOutbox)
        .set({
          attempts: sql`${mailOutbox.attempts} + 1`,
          nextAttemptAt: sql`now() + ${LEASE}::interval`,
        })
        .where(
          inArray(
            mailOutbox.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    });
  }

  /** Gives a claimed message back, due at once, as if this attempt had not been made. */
  private async release(message: typeof mailOutbox.$inferSelect) {
    await this.options.db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} - 1`, nextAttemptAt: sql`now()` })
      .where(eq(mailOutbox.id, message.id));
  }

  private async deliver(message: typeof mailOutbox.$inferSelect) {
    const { db, transport, log } = this.options;
    try {
      const sending = transport.send(message);
      // A server that never answers must not hold up a shutdown: stop abandons the send, and
      // the message goes back to the queue for this or another process to send.
      sending.catch(() => {});
      if ((await Promise.race([sending, this.stopSignal.promise])) === 'stopped') {
        await this.release(message);
        return;
      }
      await db
        .update(mailOutbox)
        .set({ sentAt: sql`now()`, lastError: null })
        .where(eq(mailOutbox.id, message.id));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const giveUp = message.attempts >= this.maxAttempts;
      // The recipient is logged to help an operator; the body (it holds tokens) never is.
      log.warn(
        { mailId: message.id, attempts: message.attempts, reason, giveUp },
        'mail delivery failed',
      );
      await db
        .update(mailOutbox)
        .set({
          lastError: reason.slice(0, 1000),
          ...(giveUp
            ? { failedAt: sql`now()` }
            : {
                nextAttemptAt: sql`now() + ${`${retryDelaySeconds(message.attempts)} seconds`}::interval`,
              }),
        })
        .where(eq(mailOutbox.id, message.id));
    }
  }
}
