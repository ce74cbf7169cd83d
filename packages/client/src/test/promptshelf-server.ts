// A real Promptshelf for the client's tests: the built server (apps/api/dist) as a child process
// on a free port, with its own data folder and, when TEST_DATABASE_URL is set, its own PostgreSQL
// database; PGlite in the data folder otherwise. The tests stop and start it to see the client
// ride out an outage.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createTestDatabase, type TestDatabase } from '@promptshelf/db/testing';

const root = path.resolve(import.meta.dirname, '../../../..');
const serverMain = path.join(root, 'apps/api/dist/main.js');
/**
 * Generous: a start applies the migrations, and this machine may be busy (decision 068). Below
 * the tests' hook limit (300 s), so a start that never ends fails with the server's own output.
 */
const START_LIMIT_MS = 280_000;

export interface PromptshelfServer {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** A verified member's `write` token, made through the operator CLI and the REST API. */
  createMemberToken(word: string): Promise<string>;
  /** Asks the running server as `token` (JSON in and out). */
  call(token: string, method: string, pathname: string, body?: unknown): Promise<Response>;
  /** Stops the server and removes its data. */
  close(): Promise<void>;
}

/** A port nothing listens on (until someone takes it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function startPromptshelfServer(): Promise<PromptshelfServer> {
  if (!existsSync(serverMain)) {
    throw new Error(
      `${serverMain} is missing: run \`pnpm turbo run build --filter=@promptshelf/api...\` first`,
    );
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'promptshelf-client-'));
  const database: TestDatabase | undefined = process.env.TEST_DATABASE_URL
    ? await createTestDatabase()
    : undefined;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: url,
    // Its start-up steps ('database ready', 'Server listening'): a failed start shows how far
    // it got.
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    SESSION_SECRET: 'client-tests-secret-client-tests-secret',
    ...(database && { DATABASE_URL: database.url }),
  };
  let child: ChildProcess | undefined;
  let output = '';

  async function start() {
    if (child) return;
    output = '';
    const started = spawn(process.execPath, ['--enable-source-maps', serverMain], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    started.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    started.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + START_LIMIT_MS;
    while (Date.now() < deadline) {
      if (started.exitCode !== null) break;
      const ready = await fetch(`${url}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await stop();
    throw new Error(`The Promptshelf server did not start:\n${output}`);
  }

  async function stop() {
    const running = child;
    if (!running) return;
    child = undefined;
    if (running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  }

  async function call(token: string, method: string, pathname: string, body?: unknown) {
    return fetch(`${url}${pathname}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
  }

  async function createMemberToken(word: string): Promise<string> {
    const email = `${word}@client.example.com`;
    const password = `${word}-password-1`;
    // The CLI opens the database itself; with PGlite only while the server is stopped.
    const wasRunning = child !== undefined;
    if (!database) await stop();
    await promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        'apps/api/src/cli.ts',
        'create-user',
        '--email',
        email,
        '--password',
        password,
        '--first-name',
        word,
      ],
      { cwd: root, env },
    );
    if (wasRunning || database) await start();
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (!login.ok) throw new Error(`Sign-in failed: ${login.status} ${await login.text()}`);
    const cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const made = await fetch(`${url}/api/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ name: 'client tests', scope: 'write' }),
    });
    if (!made.ok) throw new Error(`Making a token failed: ${made.status} ${await made.text()}`);
    return ((await made.json()) as { token: string }).token;
  }

  await start();
  return {
    url,
    start,
    stop,
    createMemberToken,
    call,
    async close() {
      await stop();
      await database?.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
