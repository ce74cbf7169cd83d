import { retryAfterSeconds } from '@promptshelf/trpc';
import type { TRPCError } from '@trpc/server';

/**
 * The `Retry-After` (whole seconds) of an answer carrying these errors: the longest wait among
 * its 429s, or undefined when none is one.
 */
export function retryAfter(errors: readonly TRPCError[]): string | undefined {
  const waits = errors.flatMap((error) => retryAfterSeconds(error) ?? []);
  return waits.length > 0 ? String(Math.max(...waits)) : undefined;
}
