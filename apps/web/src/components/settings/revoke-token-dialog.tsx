import { toast } from '@promptshelf/ui';

import { ConfirmDialog } from '#src/components/layout/confirm-dialog';
import { errorMessage } from '#src/lib/trpc-error';
import { handleUnauthorized, isUnauthorized } from '../prompt-kit/unauthorized';
import type { ApiToken, TokenMutations } from './use-api-tokens';

/** Revoking asks first: scripts and assistants using the token stop working at once. */
export function RevokeTokenDialog({
  token,
  revoke,
  onOpenChange,
}: {
  /** The token to revoke; the dialog is open while one is given. */
  token: Pick<ApiToken, 'id' | 'name'> | null;
  revoke: TokenMutations['revoke'];
  onOpenChange: (open: boolean) => void;
}) {
  async function onConfirm(): Promise<boolean> {
    if (!token) return false;
    try {
      await revoke.mutateAsync({ id: token.id });
    } catch (error) {
      if (isUnauthorized(error)) {
        handleUnauthorized('/auth');
        return false;
      }
      toast({
        title: 'Failed to revoke token',
        description: errorMessage(error) ?? 'Please try again.',
        variant: 'destructive',
      });
      return false;
    }
    toast({ title: 'Token revoked' });
    return true;
  }

  return (
    <ConfirmDialog
      open={token !== null}
      onOpenChange={onOpenChange}
      title="Revoke this token?"
      description={`“${token?.name ?? ''}” stops working at once: every script and assistant that uses it is refused. This cannot be undone.`}
      confirmLabel="Revoke"
      pendingLabel="Revoking..."
      isPending={revoke.isPending}
      destructive
      onConfirm={onConfirm}
    />
  );
}
