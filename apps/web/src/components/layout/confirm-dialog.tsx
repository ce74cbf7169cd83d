import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  Button,
} from '@promptshelf/ui';
import type { ComponentProps, ReactNode } from 'react';

/**
 * 'Are you sure?' for an action that cannot wait on a second thought (delete, revoke, restore):
 * Cancel (or `cancelLabel`), and a confirm button that reads `pendingLabel` while the action
 * runs. The dialog cannot be dismissed meanwhile, and closes only when `onConfirm` says it is
 * done.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  pendingLabel = confirmLabel,
  isPending = false,
  destructive = false,
  onConfirm,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** For an action that takes a while: what the confirm button says meanwhile. */
  pendingLabel?: string;
  isPending?: boolean;
  destructive?: boolean;
  /** Does the action; resolves true when it succeeded and the dialog may close. */
  onConfirm: () => Promise<boolean>;
  onCloseAutoFocus?: ComponentProps<typeof AlertDialogContent>['onCloseAutoFocus'];
}) {
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!isPending) onOpenChange(next);
      }}
    >
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription className="wrap-anywhere">{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isPending}>{cancelLabel}</AlertDialogCancel>
          {/* A plain button: Radix's Action would close the dialog before the action finished. */}
          <Button
            type="button"
            variant={destructive ? 'destructive' : 'default'}
            disabled={isPending}
            onClick={() => void onConfirm().then((done) => done && onOpenChange(false))}
          >
            {isPending ? pendingLabel : confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
