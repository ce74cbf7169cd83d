import { toast } from '@promptshelf/ui';

import { errorMessage } from '#src/lib/trpc-error';
import { handleUnauthorized, isUnauthorized } from './unauthorized';

/**
 * Says in a toast that an action failed, with the server's reason when it gave one; a lost
 * session says so and goes to sign-in instead.
 */
export function reportFailure(title: string, error: unknown) {
  if (isUnauthorized(error)) {
    handleUnauthorized('/api/login');
    return;
  }
  toast({
    title,
    description: errorMessage(error) ?? 'Something went wrong. Please try again.',
    variant: 'destructive',
  });
}
