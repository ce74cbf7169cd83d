import { TooManyRequestsError } from '@promptshelf/trpc';

/**
 * The `Retry-After` (whole seconds) of an answer carrying these errors: the longest wait among
 * its 429s, or undefined when none is one.
 */
export function retryAfter(errors: readonly unknown[]): string | undefined {
  const waits = errors.flatMap((error) =>
    error instanceof TooManyRequestsError ? [error.retryAfterSeconds] : [],
  );
  return waits.length > 0 ? String(Math.max(...waits)) : undefined;
}
