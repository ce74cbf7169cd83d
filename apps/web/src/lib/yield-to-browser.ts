/**
 * Ends the current task and resumes in a new one, so the browser may paint and handle input in
 * between: a phone's main thread is never blocked by start-up as one long task (decision 090).
 * `scheduler.yield()` resumes ahead of other queued work where the browser has it.
 */
export function yieldToBrowser(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
