// A vitest setup file for the suites that may run on PGlite. Vitest's timeouts are timers of
// the test's own thread, and PGlite answers a query without giving timers a turn: a loop of
// awaited queries never lets one fire. A test that loops on the database for ever would stop
// the whole run without a word (CI once waited an hour). This watchdog runs in a thread of its
// own; when the test thread has run no timer for STALL_MS, it names the test on stderr and
// ends the process, so the run fails at once and says where.
import { Worker } from 'node:worker_threads';
import { beforeEach, expect } from 'vitest';

const STALL_MS = 120_000;
const NAME_BYTES = 2048;

type Shared = { beat: Float64Array; name: Uint8Array; nameLength: Int32Array };

const holder = globalThis as { promptshelfWatchdog?: Shared };

function start(): Shared {
  const shared: Shared = {
    beat: new Float64Array(new SharedArrayBuffer(8)),
    name: new Uint8Array(new SharedArrayBuffer(NAME_BYTES)),
    nameLength: new Int32Array(new SharedArrayBuffer(4)),
  };
  shared.beat[0] = Date.now();
  setInterval(() => {
    shared.beat[0] = Date.now();
  }, 1_000).unref();
  const watcher = new Worker(
    `
    const { workerData } = require('node:worker_threads');
    const { writeSync } = require('node:fs');
    const beat = new Float64Array(workerData.beat);
    const name = new Uint8Array(workerData.name);
    const nameLength = new Int32Array(workerData.nameLength);
    setInterval(() => {
      const still = Date.now() - beat[0];
      if (still < workerData.stallMs) return;
      const test = new TextDecoder().decode(name.slice(0, Atomics.load(nameLength, 0)));
      writeSync(2, '\\n[test-watchdog] ' + test + ': the test thread has run no timer for ' +
        Math.round(still / 1000) + ' s (a statement, or a loop of database calls, that never ends?); stopping.\\n');
      process.kill(process.pid, 'SIGKILL');
    }, 1_000);
    `,
    {
      eval: true,
      workerData: {
        beat: shared.beat.buffer,
        name: shared.name.buffer,
        nameLength: shared.nameLength.buffer,
        stallMs: STALL_MS,
      },
    },
  );
  watcher.unref();
  return shared;
}

const shared = (holder.promptshelfWatchdog ??= start());

function stillAt(place: string): void {
  const bytes = new TextEncoder().encode(place).slice(0, NAME_BYTES);
  shared.name.set(bytes);
  Atomics.store(shared.nameLength, 0, bytes.length);
  shared.beat[0] = Date.now();
}

stillAt(`${expect.getState().testPath ?? 'a test file'} (loading, or a beforeAll hook)`);
beforeEach((context) => stillAt(context.task.fullName));
