import { toast } from '@promptshelf/ui';
import { TRPCClientError } from '@trpc/client';

/** Where a 401 sends people (spec §8): card actions to /auth, the form and detail page to /api/login. */
export type SignInTarget = '/auth' | '/api/login';

const REDIRECT_DELAY_MS = 500;

export function isUnauthorized(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return false;
  const data = error.data as { code?: string; httpStatus?: number } | undefined;
  return data?.code === 'UNAUTHORIZED' || data?.httpStatus === 401;
}

/**
 * The session is gone: say so, then leave for the sign-in page after 500 ms. A full page load,
 * so nothing cached from the old session (the current user above all) survives.
 */
export function handleUnauthorized(target: SignInTarget): void {
  toast({
    title: 'Unauthorized',
    description: 'You are logged out. Logging in again...',
    variant: 'destructive',
  });
  window.setTimeout(() => window.location.assign(target), REDIRECT_DELAY_MS);
}
