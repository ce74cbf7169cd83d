import { toast } from '@promptshelf/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { TRPCClientError } from '@trpc/client';
import { useCallback } from 'react';

import { currentPath, rememberPendingAction, type PendingActionKind } from '#src/lib/after-sign-in';
import { loadViewer } from '#src/lib/auth';
import { useTRPC } from '#src/lib/trpc';

/** Where a 401 sends people: card actions to /auth, the form and detail page to /api/login. */
export type SignInTarget = '/auth' | '/api/login';

const REDIRECT_DELAY_MS = 500;

export function isUnauthorized(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return false;
  const data = error.data as { code?: string; httpStatus?: number } | undefined;
  return data?.code === 'UNAUTHORIZED' || data?.httpStatus === 401;
}

/**
 * The session is gone: say so, then leave for the sign-in page after 500 ms, which brings the
 * person back here afterwards. A full page load, so nothing cached from the old session (the
 * current user above all) survives.
 */
export function handleUnauthorized(target: SignInTarget): void {
  toast({
    title: 'Unauthorized',
    description: 'You are logged out. Logging in again...',
    variant: 'destructive',
  });
  const back = `${target}?redirect=${encodeURIComponent(currentPath())}`;
  window.setTimeout(() => window.location.assign(back), REDIRECT_DELAY_MS);
}

/** Why a visitor is asked to sign in: an action done on return, or 'collect' (they choose). */
export type SignInReason = PendingActionKind | 'collect';

const SIGN_IN_TO: Record<SignInReason, string> = {
  like: 'Sign in to like this prompt',
  favorite: 'Sign in to save this prompt',
  clone: 'Sign in to clone this prompt',
  collect: 'Sign in to add this prompt to a collection',
};

/**
 * For a visitor (never signed in here) who presses Like, Save or Clone: no 'logged out' alarm,
 * but an invitation to sign in, and the action done on coming back (see after-sign-in).
 * Resolves whether it took over; for a signed-in person it does nothing and the action goes to
 * the server. A click before the current-user check has answered waits for it (cached after).
 */
export function useSignInFirst() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (kind: SignInReason, promptId: number): Promise<boolean> => {
      if (await loadViewer({ queryClient, trpc })) return false;
      // Which collection is theirs to choose on coming back: nothing is done for them.
      if (kind !== 'collect') rememberPendingAction({ kind, promptId });
      toast({
        title: SIGN_IN_TO[kind],
        description:
          kind === 'collect'
            ? 'After signing in you come straight back here.'
            : 'After signing in you come straight back here, and it is done.',
      });
      await navigate({ to: '/auth', search: { redirect: currentPath() } });
      return true;
    },
    [trpc, queryClient, navigate],
  );
}
