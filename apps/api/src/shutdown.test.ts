// SIGTERM while the mail worker waits on an SMTP server that greets and then never answers:
// the real server process exits 0 without waiting for the send, and the mail stays queued.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase, execute, mailOutbox } from '@promptshelf/db';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '@promptshelf/db/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';

const sockets = new Set<Socket>();
const silent = createServer((socket) => {
  sockets.add(socket);
  socket.write('220 smtp.silent.test ESMTP\r\n');
});
let database: TestDatabase | undefined;
const dataDir = mkdtempSync(path.join(tmpdir(), 'promptshelf-sigterm-'));
beforeAll(async () => {
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  // On PostgreSQL the process uses a test database; on PGlite its own data folder.
  if (process.env.TEST_DATABASE_URL) database = await createTestDatabase();
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  silent.close();
  await database?.close();
});

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

it('exits 0 promptly on SIGTERM during a hanging send, keeping the mail queued', async () => {
  const port = await freePort();
  const smtpPort = (silent.address() as AddressInfo).port;
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      SESSION_SECRET: 'sigterm-secret-sigterm-secret-sigterm-secret',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
  const until = async (condition: () => boolean, what: string) => {
    for (let i = 0; i < 2_400 && !condition(); i++) await new Promise((r) => setTimeout(r, 100));
    if (!condition()) throw new Error(`Timed out waiting for ${what}:\n${output}`);
  };

  await until(() => output.includes('Server listening'), 'the server to listen');
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'waiting@example.com', password: 'secret password' }),
  });
  expect(res.status).toBe(201);
  // The worker has claimed the mail and is talking to the silent server.
  await until(() => sockets.size > 0, 'the mail worker to connect');
  await new Promise((r) => setTimeout(r, 300));

  server.kill('SIGTERM');
  expect(await exited).toBe(0);

  const connection = database ?? createDatabase({ dataDir });
  const rows = await connection.db.select().from(mailOutbox);
  const jobs = await execute(connection.db, sql`select state from pgboss.job where name = 'mail'`);
  if (!database) await connection.close();
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    to: 'waiting@example.com',
    sentAt: null,
    failedAt: null,
    lastError: null,
  });
  // Its job is still in the queue, to be tried again (docs/decisions/195).
  expect(jobs).toHaveLength(1);
  expect(['created', 'retry', 'active']).toContain(jobs[0]!.state);
});
