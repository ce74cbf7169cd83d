import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enqueue, openQueue, QUEUES, type JobQueue } from './queue';
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from './testing';

let database: TestDatabase;
const queues: JobQueue[] = [];
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  for (const queue of queues.splice(0)) await queue.stop({ graceful: false, wait: true });
  await database.close();
});

async function start() {
  const queue = await openQueue(database.db, {
    retries: { mail: { retryLimit: 2, retryDelay: 1, retryBackoff: false } },
    onError: (error) => {
      throw error;
    },
  });
  queues.push(queue);
  return queue;
}

/** Collects the jobs a queue's worker is handed, failing the first `failures` attempts. */
async function collect(queue: JobQueue, failures = 0) {
  const seen: number[] = [];
  await queue.work<{ n: number }>(QUEUES.mail, { pollingIntervalSeconds: 0.5 }, async ([job]) => {
    seen.push(job!.data.n);
    if (failures-- > 0) throw new Error('not yet');
  });
  return seen;
}

async function until(check: () => boolean) {
  for (let i = 0; i < 600 && !check(); i++) await new Promise((r) => setTimeout(r, 100));
  expect(check()).toBe(true);
}

describe(`the job queue on ${testDatabaseUrl() ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('keeps a job sent in a committed transaction, never one rolled back', async () => {
    await database.db.transaction(async (tx) => {
      await enqueue(tx, QUEUES.mail, { n: 1 });
    });
    await database.db
      .transaction(async (tx) => {
        await enqueue(tx, QUEUES.mail, { n: 2 });
        tx.rollback();
      })
      .catch(() => {});
    const seen = await collect(await start());
    await until(() => seen.length >= 1);
    await new Promise((r) => setTimeout(r, 1500));
    expect(seen).toEqual([1]);
  });

  it('keeps a job across a restart, and retries a failed one', async () => {
    const first = await start();
    await enqueue(database.db, QUEUES.mail, { n: 3 });
    await first.stop({ graceful: false, wait: true });
    const seen = await collect(await start(), 2);
    await until(() => seen.length === 3);
    expect(seen).toEqual([3, 3, 3]);
  });
});
