import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  Button,
  toast,
} from '@promptshelf/ui';

import { errorMessage } from '#src/lib/trpc-error';
import { handleUnauthorized, isUnauthorized } from '../prompt-kit/unauthorized';
import type { ApiToken, useApiTokens } from './use-api-tokens';

/** Revoking asks first: scripts and assistants using the token stop working at once. */
export function RevokeTokenDialog({
  token,
  revoke,
  onOpenChange,
}: {
  /** The token to revoke; the dialog is open while one is given. */
  token: Pick<ApiToken, 'id' | 'name'> | null;
  revoke: ReturnType<typeof useApiTokens>['revoke'];
  onOpenChange: (open: boolean) => void;
}) {
  async function onConfirm() {
    if (!token) return;
    try {
      await revoke.mutateAsync({ id: token.id });
    } catch (error) {
      if (isUnauthorized(error)) {
        handleUnauthorized('/auth');
        return;
      }
      toast({
        title: 'Failed to revoke token',
        description: errorMessage(error) ?? 'Please try again.',
        variant: 'destructive',
      });
      return;
    }
    toast({ title: 'Token revoked' });
    onOpenChange(false);
  }

  return (
    <AlertDialog
      open={token !== null}
      onOpenChange={(open) => {
        if (!revoke.isPending) onOpenChange(open);
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Revoke this token?</AlertDialogTitle>
          <AlertDialogDescription className="wrap-anywhere">
            “{token?.name}” stops working at once: every script and assistant that uses it is
            refused. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={revoke.isPending}>Cancel</AlertDialogCancel>
          {/* A plain button: Radix's Action would close the dialog before the revoke finished. */}
          <Button
            type="button"
            variant="destructive"
            disabled={revoke.isPending}
            onClick={() => void onConfirm()}
          >
            {revoke.isPending ? 'Revoking...' : 'Revoke'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
