// What the test watchdog (test-watchdog.ts) and the PGlite test databases share: the test
// thread's last sign of life, and the statement it last sent, in memory the watchdog's own
// thread reads.

export type WatchdogMemory = {
  /** When the test thread last ran a timer or sent a statement (ms since the epoch). */
  beat: Float64Array;
  /** When the running test (or the file's loading) began. */
  started: Float64Array;
  name: Uint8Array;
  nameLength: Int32Array;
  /** The text of the last statement sent to PGlite (its parameters are never kept). */
  statement: Uint8Array;
  statementLength: Int32Array;
};

export const watchdogHolder = globalThis as { promptshelfWatchdog?: WatchdogMemory };

/** Writes `text`, cut to the buffer's size, where the watchdog reads it. */
export function writeShared(buffer: Uint8Array, length: Int32Array, text: string): void {
  const bytes = new TextEncoder().encode(text).slice(0, buffer.length);
  buffer.set(bytes);
  Atomics.store(length, 0, bytes.length);
}

/**
 * The SQL text of the first Parse or Query message in a batch of the wire protocol, or null
 * when it has none (a Sync, or a statement prepared before).
 */
export function statementText(message: Uint8Array): string | null {
  const view = new DataView(message.buffer, message.byteOffset, message.byteLength);
  let at = 0;
  while (at + 5 <= message.length) {
    const type = message[at];
    const end = at + 1 + view.getUint32(at + 1);
    let text = at + 5;
    if (type === 0x50 /* Parse: name, then query */) text = message.indexOf(0, text) + 1;
    if (type === 0x50 || type === 0x51 /* Query */) {
      const stop = message.indexOf(0, text);
      return new TextDecoder().decode(message.subarray(text, stop < 0 ? end : stop));
    }
    at = end;
  }
  return null;
}

/**
 * A sign of life from the test thread, and the statement it is about to send. PGlite answers
 * a statement without giving timers a turn, so a long loop of statements on a busy machine
 * would look like a hang without it; a statement that never ends is named by the watchdog.
 */
export function markProgress(message?: Uint8Array): void {
  const memory = watchdogHolder.promptshelfWatchdog;
  if (!memory) return;
  memory.beat[0] = Date.now();
  const text = message && statementText(message);
  if (text) writeShared(memory.statement, memory.statementLength, text);
}
