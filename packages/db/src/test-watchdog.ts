// A vitest setup file for the suites that may run on PGlite. Vitest's timeouts are timers of
// the test's own thread, and PGlite answers a query without giving timers a turn: a loop of
// awaited queries never lets one fire. A test that loops on the database for ever would stop
// the whole run without a word (CI once waited an hour). This watchdog runs in a thread of its
// own and ends the process, naming the test on stderr, when the test thread has shown no sign
// of life (a timer, or a statement sent to PGlite) for STALL_MS, or when one test has run for
// TEST_MAX_MS: the run fails at once and says where, down to the stuck thread's stack
// (test-watchdog-thread.mjs).
import { createServer, type AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { beforeEach, expect } from 'vitest';
import { watchdogHolder, writeShared, type WatchdogMemory } from './test-progress';

const STALL_MS = 120_000;
const TEST_MAX_MS = 15 * 60_000;
const NAME_BYTES = 2048;
const STATEMENT_BYTES = 4096;

function start(inspectorPort: number): WatchdogMemory {
  // Where Node starts its inspector on SIGUSR1: the watchdog reads the stuck stack through it.
  process.debugPort = inspectorPort;
  const shared: WatchdogMemory = {
    beat: new Float64Array(new SharedArrayBuffer(8)),
    started: new Float64Array(new SharedArrayBuffer(8)),
    name: new Uint8Array(new SharedArrayBuffer(NAME_BYTES)),
    nameLength: new Int32Array(new SharedArrayBuffer(4)),
    statement: new Uint8Array(new SharedArrayBuffer(STATEMENT_BYTES)),
    statementLength: new Int32Array(new SharedArrayBuffer(4)),
  };
  shared.beat[0] = Date.now();
  setInterval(() => {
    shared.beat[0] = Date.now();
  }, 1_000).unref();
  const watcher = new Worker(new URL('./test-watchdog-thread.mjs', import.meta.url), {
    workerData: {
      beat: shared.beat.buffer,
      started: shared.started.buffer,
      name: shared.name.buffer,
      nameLength: shared.nameLength.buffer,
      statement: shared.statement.buffer,
      statementLength: shared.statementLength.buffer,
      stallMs: STALL_MS,
      testMaxMs: TEST_MAX_MS,
      inspectorPort,
    },
  });
  watcher.unref();
  return shared;
}

/** A port free now, for the inspector the watchdog may start. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

watchdogHolder.promptshelfWatchdog ??= start(await freePort());
const shared = watchdogHolder.promptshelfWatchdog;

function stillAt(place: string): void {
  writeShared(shared.name, shared.nameLength, place);
  Atomics.store(shared.statementLength, 0, 0);
  shared.beat[0] = shared.started[0] = Date.now();
}

stillAt(`${expect.getState().testPath ?? 'a test file'} (loading, or a beforeAll hook)`);
beforeEach((context) => stillAt(context.task.fullName));
