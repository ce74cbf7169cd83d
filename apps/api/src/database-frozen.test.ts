// A real PostgreSQL server that stops answering mid-flight (frozen, as by SIGSTOP: connections
// stay open, nothing comes back): requests answer 503 within seconds instead of hanging, and the
// app recovers by itself after the thaw. Needs a server: TEST_DATABASE_URL.
import { stat } from 'node:fs';
import { createDatabase, STATEMENT_TIMEOUT_MS, type DatabaseConnection } from '@promptshelf/db';
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from '@promptshelf/db/testing';
import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from './test/eventually';
import { freezableProxy } from './test/freezable-proxy';
import { buildTestApp } from './test/app';
import { signedInUser } from './test/users';
import type { Agent } from './test/http';
import { promptFields } from './test/prompts';

const unavailable = {
  message: 'The service is briefly unavailable. Please try again in a moment.',
};
/** Far above the figure measured (decision 071): a guard against hanging, not a benchmark. */
const HANG_GUARD_MS = 10_000;

describe.skipIf(!testDatabaseUrl())('a frozen database server', () => {
  let database: TestDatabase;
  let proxy: Awaited<ReturnType<typeof freezableProxy>>;
  let connection: DatabaseConnection;
  let app: FastifyInstance;
  let member: { agent: Agent; id: string };

  beforeAll(async () => {
    database = await createTestDatabase();
    const url = new URL(database.url!);
    proxy = await freezableProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.port = String(proxy.port);
    connection = createDatabase({ databaseUrl: url.toString(), timeLimits: true });
    app = await buildTestApp({ db: connection.db });
    member = await signedInUser(app, connection.db, 'frozen');
  });
  afterAll(async () => {
    proxy.thaw();
    await app.close();
    await connection.close();
    await proxy.close();
    await database.close();
  });

  const timed = async <T>(run: () => Promise<T>) => {
    const started = performance.now();
    const result = await run();
    return { result, ms: performance.now() - started };
  };
  const write = (title: string) => member.agent.post('/api/snippets', promptFields({ title }));

  /**
   * Runs `during` while another session holds the member's row, then lets it go: an import,
   * which locks that row first, waits all along.
   */
  const whileMemberRowIsHeld = async (during: () => Promise<void>) => {
    const holder = postgres(database.url!, { max: 1, onnotice: () => {} });
    try {
      const reserved = await holder.reserve();
      await reserved`BEGIN`;
      await reserved`SELECT 1 FROM users WHERE id = ${member.id} FOR UPDATE`;
      await during();
      await reserved`ROLLBACK`;
      reserved.release();
    } finally {
      await holder.end();
    }
  };
  const importOne = (title: string) => {
    const prompts = [{ title, content: 'Text', aiTool: 'Claude', purpose: 'coding' }];
    const data = JSON.stringify({ format: 'promptshelf', version: 1, prompts });
    return member.agent.post('/api/import', { format: 'json', data });
  };

  it('answers 503 instead of hanging while frozen, and serves again after the thaw', async () => {
    expect((await write('Before')).statusCode).toBe(201);

    proxy.freeze();
    try {
      // The pool's connections are open and stuck: a read, a write and /readyz.
      const [read, written, ready] = await Promise.all([
        timed(() => member.agent.get('/api/snippets/my')),
        timed(() => write('During')),
        timed(() => app.inject({ method: 'GET', url: '/readyz' })),
      ]);
      for (const { result, ms } of [read, written]) {
        expect(result.statusCode).toBe(503);
        expect(result.json()).toEqual(unavailable);
        expect(ms).toBeLessThan(HANG_GUARD_MS);
      }
      expect(ready.result.statusCode).toBe(503);
      expect(ready.ms).toBeLessThan(HANG_GUARD_MS);

      // Still frozen, with the stuck connections gone: new ones cannot start either.
      const trpc = await timed(() =>
        member.agent.post('/trpc/snippets.create', { json: promptFields({ title: 'tRPC' }) }),
      );
      expect(trpc.result.statusCode).toBe(503);
      expect(trpc.ms).toBeLessThan(HANG_GUARD_MS);
    } finally {
      proxy.thaw();
    }

    // Back without a restart: the same session reads and writes again.
    await eventually(
      'ready again',
      async () => (await app.inject({ method: 'GET', url: '/readyz' })).statusCode === 200,
    );
    expect((await write('After')).statusCode).toBe(201);
    const mine = await member.agent.get('/api/snippets/my');
    expect(mine.statusCode).toBe(200);
    const titles = mine.json<{ title: string }[]>().map((prompt) => prompt.title);
    expect(titles).toEqual(expect.arrayContaining(['Before', 'After']));
  });

  it('cancels a statement that runs past the time limit on a live server, with a 503', async () => {
    await whileMemberRowIsHeld(async () => {
      const { result, ms } = await timed(() => importOne('Waits'));
      expect(result.statusCode).toBe(503);
      expect(result.json()).toEqual(unavailable);
      expect(ms).toBeGreaterThanOrEqual(STATEMENT_TIMEOUT_MS - 100);
      expect(ms).toBeLessThan(STATEMENT_TIMEOUT_MS + HANG_GUARD_MS);
    });
    expect((await member.agent.get('/api/snippets/my')).statusCode).toBe(200);
  });

  it('does not take a busy process for a frozen server', async () => {
    let imported: ReturnType<typeof importOne> | undefined;
    await whileMemberRowIsHeld(async () => {
      // The import's statement is in flight throughout.
      imported = importOne('Busy');
      await new Promise((resolve) => setTimeout(resolve, 300));
      // The process computes for longer than the liveness check waits for its answer (1 s),
      // twice, as when it parses a large file it has just read: meanwhile no answer can be
      // read, the liveness check's included. All of it stays well inside the statement limit
      // the import's lock wait runs under (5 s), or a busy machine would turn it into a 503.
      for (let round = 0; round < 2; round++) {
        await new Promise((resolve) =>
          stat('.', () => {
            const until = performance.now() + 1_300;
            while (performance.now() < until);
            resolve(undefined);
          }),
        );
      }
    });
    expect((await imported!).statusCode).toBe(200);
  });
});
