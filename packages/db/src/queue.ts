import PgBoss from 'pg-boss';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './client';
import { rowsOf } from './raw-sql';

// The one job queue (docs/decisions/195-one-job-queue.md): pg-boss, whose schema `pgboss` and
// queues our migrations create. A job is sent in the transaction of the change that causes it.

/** The queues, as created by migrations 0030 and 0032. */
export const QUEUES = {
  mail: 'mail',
  webhookDelivery: 'webhook-delivery',
  notificationMail: 'notification-mail',
  notificationDigest: 'notification-digest',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** What pg-boss calls to run its SQL: `$1`-style text and its values. */
type Executor = {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
};

/** A value as node-postgres (pg-boss's own driver) would send it: an object as JSON text. */
function asParameter(value: unknown): unknown {
  if (value === undefined) return null;
  const isPlainObject =
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    !(value instanceof Date);
  return isPlainObject ? JSON.stringify(value) : value;
}

/** pg-boss's `$1` placeholders as drizzle parameters; an array stays one parameter. */
function toSql(text: string, values: unknown[]): SQL {
  return sql.join(
    text
      .split(/\$(\d+)/)
      .map((part, i) =>
        i % 2 === 0 ? sql.raw(part) : sql.param(asParameter(values[Number(part) - 1])),
      ),
  );
}

type RawClient = {
  /** PGlite: several statements in one text. */
  exec?: (text: string) => Promise<{ rows: Record<string, unknown>[] }[]>;
  /** postgres.js: the same through the simple protocol, and a transaction of its own. */
  unsafe?: (text: string) => { simple(): Promise<unknown> };
  begin?: (run: (tx: RawClient) => Promise<unknown>) => Promise<unknown>;
};

/** The last statement's rows of a simple-protocol run (one array per statement, or just one). */
function lastRows(result: unknown): Record<string, unknown>[] {
  const rows = result as unknown[];
  return (Array.isArray(rows.at(-1)) ? rows.at(-1) : rows) as Record<string, unknown>[];
}

/**
 * Runs pg-boss's statements through drizzle, inside `db`'s transaction when it is one. Its
 * maintenance sends several statements in one text without values, some wrapped in
 * BEGIN ... COMMIT: PGlite runs those with `exec`; postgres.js refuses BEGIN on a pool, so the
 * wrapped statements run in a transaction of its own.
 */
function executorFor(db: Database): Executor {
  return {
    async executeSql(text, values = []) {
      const client = (db as { $client?: RawClient }).$client;
      if (values.length === 0 && client?.exec) {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      if (values.length === 0 && client?.unsafe && client.begin) {
        const wrapped = /^\s*BEGIN;([\s\S]*)COMMIT;\s*$/.exec(text);
        if (wrapped) {
          const inner = wrapped[1]!;
          return { rows: lastRows(await client.begin((tx) => tx.unsafe!(inner).simple())) };
        }
        return { rows: lastRows(await client.unsafe(text).simple()) };
      }
      return { rows: rowsOf(await db.execute(toSql(text, values))) };
    },
  };
}

/** Sends only, through the executor each call gives it; never started. */
const sender = new PgBoss({
  db: { executeSql: () => Promise.reject(new Error('send through a transaction')) },
});

export type EnqueueOptions = { startAfter?: number; singletonKey?: string };

/**
 * Adds a job to a queue as part of `tx`: a rolled-back change leaves no job behind. Call it
 * inside the transaction of the change that causes the job.
 */
export async function enqueue(
  tx: Database,
  queue: QueueName,
  data: object,
  options: EnqueueOptions = {},
): Promise<void> {
  await sender.send(queue, data, { ...options, db: executorFor(tx) } as PgBoss.SendOptions);
}

export type JobQueue = PgBoss;

/**
 * Runs `handle` for every job of `queue`, up to `batchSize` at once. pg-boss polls once per
 * interval even when it found work, so one job a poll would let a burst (mail after many
 * sign-ups) queue behind the interval. A job whose handler throws goes back to the queue (its
 * retry and backoff); the others of the batch complete. The batch itself never fails: pg-boss
 * would fail every job of it, without waiting, and a lost connection would go unheard.
 */
export async function workEach<T extends object>(
  boss: JobQueue,
  queue: QueueName,
  {
    pollingIntervalSeconds = 2,
    batchSize = 10,
  }: { pollingIntervalSeconds?: number; batchSize?: number },
  handle: (job: PgBoss.JobWithMetadata<T>) => Promise<void>,
): Promise<void> {
  await boss.work<T>(
    queue,
    { pollingIntervalSeconds, batchSize, includeMetadata: true },
    async (jobs) => {
      await Promise.all(
        jobs.map((job) =>
          handle(job).catch((error: unknown) =>
            boss
              .fail(queue, job.id, {
                message: error instanceof Error ? error.message : String(error),
              })
              // Unrecorded, the job stays active until it expires, and then it is retried.
              .catch((failure: unknown) => boss.emit('error', failure)),
          ),
        ),
      );
    },
  );
}

/** pg-boss that knows it is stopping (see `openQueue`). */
class StoppableQueue extends PgBoss {
  stopping = false;

  override stop(options?: PgBoss.StopOptions): Promise<void> {
    this.stopping = true;
    return super.stop(options);
  }
}

export type QueueRetries = Partial<
  Record<QueueName, { retryLimit: number; retryDelay: number; retryBackoff: boolean }>
>;

/**
 * Starts pg-boss for this process's workers, on the app's own connections (PGlite's one, or
 * the postgres.js pool). Its schema comes from our migrations, so it never migrates itself.
 * `retries` changes a queue's retry timing, which every instance reads when it sends (tests
 * make it short).
 */
export async function openQueue(
  db: Database,
  { retries = {}, onError }: { retries?: QueueRetries; onError: (error: Error) => void },
): Promise<JobQueue> {
  const executor = executorFor(db);
  const boss: StoppableQueue = new StoppableQueue({
    db: {
      // pg-boss completes or fails a worker's jobs without waiting (its onFetch), so a job still
      // running when the app stops would meet a closed database and reject unheard. Stopping has
      // already failed such jobs (they will be retried), and a complete or fail is all that can
      // still come here: it answers 'none updated', which is then the truth.
      executeSql: (text, values) =>
        executor.executeSql(text, values).catch((error: unknown) => {
          if (boss.stopping) return { rows: [{ count: 0 }] };
          throw error;
        }),
    },
    migrate: false,
  });
  // pg-boss reports a failed poll or maintenance as an event; unheard, it would end the process.
  boss.on('error', onError);
  await boss.start();
  for (const [queue, timing] of Object.entries(retries)) {
    await boss.updateQueue(queue, { name: queue, ...timing });
  }
  return boss;
}
