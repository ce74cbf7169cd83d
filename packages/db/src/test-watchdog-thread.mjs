// The test watchdog's own thread (started by test-watchdog.ts). It reads the test thread's
// signs of life from shared memory; when they stop, it names the test and the statement on
// stderr, prints where the test thread is stuck, and kills the process.
import { writeSync } from 'node:fs';
import { workerData } from 'node:worker_threads';
import WebSocket from 'ws';

const beat = new Float64Array(workerData.beat);
const started = new Float64Array(workerData.started);
const name = new Uint8Array(workerData.name);
const nameLength = new Int32Array(workerData.nameLength);
const statement = new Uint8Array(workerData.statement);
const statementLength = new Int32Array(workerData.statementLength);
const STACK_WAIT_MS = 15_000;
const MAX_FRAMES = 30;

const say = (line) => writeSync(2, `[test-watchdog] ${line}\n`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The test thread's stack, read through the inspector: SIGUSR1 makes Node start it on
 * workerData.inspectorPort, even while the thread runs JavaScript or WebAssembly that never
 * yields, and Debugger.pause stops the thread where it is.
 */
async function stuckStack() {
  process.kill(process.pid, 'SIGUSR1');
  let target;
  for (let tries = 0; !target && tries < 50; tries++) {
    await sleep(100);
    target = await fetch(`http://127.0.0.1:${workerData.inspectorPort}/json/list`)
      .then((answer) => answer.json())
      .then((list) => list[0]?.webSocketDebuggerUrl)
      .catch(() => undefined);
  }
  if (!target) throw new Error('the inspector did not start');
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(target);
    socket.on('error', reject);
    socket.on('open', () => {
      socket.send(JSON.stringify({ id: 1, method: 'Debugger.enable' }));
      socket.send(JSON.stringify({ id: 2, method: 'Debugger.pause' }));
    });
    socket.on('message', (data) => {
      const message = JSON.parse(String(data));
      if (message.method !== 'Debugger.paused') return;
      resolve(
        message.params.callFrames.map(
          (frame) =>
            `${frame.functionName || '(anonymous)'} ${frame.url || 'line'} ` +
            `${frame.location.lineNumber + 1}:${frame.location.columnNumber + 1}`,
        ),
      );
    });
  });
}

async function stop(why) {
  clearInterval(watch);
  const test = new TextDecoder().decode(name.slice(0, Atomics.load(nameLength, 0)));
  const sql = new TextDecoder().decode(statement.slice(0, Atomics.load(statementLength, 0)));
  writeSync(2, '\n');
  say(`${test}: ${why}; stopping.`);
  if (sql) say(`the last statement sent: ${sql.replace(/\s+/g, ' ')}`);
  try {
    const frames = await Promise.race([
      stuckStack(),
      sleep(STACK_WAIT_MS).then(() => {
        throw new Error(`no answer in ${STACK_WAIT_MS / 1000} s`);
      }),
    ]);
    say('the test thread was at:');
    // One line each, marked: CI keeps the marked lines of a failed stage (.ci/run).
    for (const frame of frames.slice(0, MAX_FRAMES)) say(`  at ${frame}`);
  } catch (error) {
    say(`the test thread's stack could not be read: ${error.message}`);
  }
  process.kill(process.pid, 'SIGKILL');
}

const watch = setInterval(() => {
  const still = Date.now() - beat[0];
  const running = Date.now() - started[0];
  if (still >= workerData.stallMs) {
    void stop(
      `the test thread has run no timer and sent no statement for ${Math.round(still / 1000)} s` +
        ' (a statement that never ends?)',
    );
  } else if (running >= workerData.testMaxMs) {
    void stop(
      `the test has run for ${Math.round(running / 1000)} s (a loop of database calls that never ends?)`,
    );
  }
}, 1_000);
