// A vitest setup file for the suites that may run on PGlite. Vitest's timeouts are timers of
// the test's own thread, and PGlite answers a query without giving timers a turn: a loop of
// awaited queries never lets one fire. A test that loops on the database for ever would stop
// the whole run without a word (CI once waited an hour). This watchdog runs in a thread of its
// own and ends the process, naming the test on stderr, when the test thread has shown no sign
// of life (a timer, or a statement sent to PGlite) for STALL_MS, or when one test has run for
// TEST_MAX_MS: the run fails at once and says where.
import { Worker } from 'node:worker_threads';
import { beforeEach, expect } from 'vitest';
import { watchdogHolder, writeShared, type WatchdogMemory } from './test-progress';

const STALL_MS = 120_000;
const TEST_MAX_MS = 15 * 60_000;
const NAME_BYTES = 2048;
const STATEMENT_BYTES = 4096;

function start(): WatchdogMemory {
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
  const watcher = new Worker(
    `
    const { workerData } = require('node:worker_threads');
    const { writeSync } = require('node:fs');
    const beat = new Float64Array(workerData.beat);
    const started = new Float64Array(workerData.started);
    const name = new Uint8Array(workerData.name);
    const nameLength = new Int32Array(workerData.nameLength);
    const statement = new Uint8Array(workerData.statement);
    const statementLength = new Int32Array(workerData.statementLength);
    setInterval(() => {
      const still = Date.now() - beat[0];
      const running = Date.now() - started[0];
      const why =
        still >= workerData.stallMs
          ? 'the test thread has run no timer and sent no statement for ' + Math.round(still / 1000) + ' s (a statement that never ends?)'
          : running >= workerData.testMaxMs
            ? 'the test has run for ' + Math.round(running / 1000) + ' s (a loop of database calls that never ends?)'
            : null;
      if (!why) return;
      const test = new TextDecoder().decode(name.slice(0, Atomics.load(nameLength, 0)));
      const sql = new TextDecoder().decode(statement.slice(0, Atomics.load(statementLength, 0)));
      writeSync(2, '\\n[test-watchdog] ' + test + ': ' + why + '; stopping.\\n');
      if (sql) writeSync(2, '[test-watchdog] the last statement sent: ' + sql.replace(/\\s+/g, ' ') + '\\n');
      process.kill(process.pid, 'SIGKILL');
    }, 1_000);
    `,
    {
      eval: true,
      workerData: {
        beat: shared.beat.buffer,
        started: shared.started.buffer,
        name: shared.name.buffer,
        nameLength: shared.nameLength.buffer,
        statement: shared.statement.buffer,
        statementLength: shared.statementLength.buffer,
        stallMs: STALL_MS,
        testMaxMs: TEST_MAX_MS,
      },
    },
  );
  watcher.unref();
  return shared;
}

const shared = (watchdogHolder.promptshelfWatchdog ??= start());

function stillAt(place: string): void {
  writeShared(shared.name, shared.nameLength, place);
  Atomics.store(shared.statementLength, 0, 0);
  shared.beat[0] = shared.started[0] = Date.now();
}

stillAt(`${expect.getState().testPath ?? 'a test file'} (loading, or a beforeAll hook)`);
beforeEach((context) => stillAt(context.task.fullName));
