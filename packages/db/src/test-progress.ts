// What the test watchdog (test-watchdog.ts) and the PGlite test databases share: the test
// thread's last sign of life, in memory the watchdog's own thread reads.

export type WatchdogMemory = {
  /** When the test thread last ran a timer or sent a statement (ms since the epoch). */
  beat: Float64Array;
  /** When the running test (or the file's loading) began. */
  started: Float64Array;
  name: Uint8Array;
  nameLength: Int32Array;
};

export const watchdogHolder = globalThis as { promptshelfWatchdog?: WatchdogMemory };

/**
 * A sign of life from the test thread. PGlite answers a statement without giving timers a
 * turn, so a long loop of statements on a busy machine would look like a hang without it.
 */
export function markProgress(): void {
  const memory = watchdogHolder.promptshelfWatchdog;
  if (memory) memory.beat[0] = Date.now();
}
