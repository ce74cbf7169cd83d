import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  Button,
  Label,
  Textarea,
} from '@promptshelf/ui';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';

/**
 * 'Are you sure?' for an action that cannot wait on a second thought (delete, revoke, restore):
 * Cancel (or `cancelLabel`), and a confirm button that reads `pendingLabel` while the action
 * runs. The dialog cannot be dismissed meanwhile, and closes only when `onConfirm` says it is
 * done. With `reason`, it also asks for an optional reason (decline, moderate), handed to
 * `onConfirm` trimmed; `error` shows why the last attempt failed.
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
  reason,
  error,
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
  /** An optional reason to ask for: its field's label and length. */
  reason?: { label: string; maxLength: number; placeholder?: string };
  error?: string | null;
  /** Does the action; resolves true when it succeeded and the dialog may close. */
  onConfirm: (reason: string) => Promise<boolean>;
  onCloseAutoFocus?: ComponentProps<typeof AlertDialogContent>['onCloseAutoFocus'];
}) {
  const reasonId = useId();
  const [text, setText] = useState('');
  const close = () => {
    setText('');
    onOpenChange(false);
  };
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (isPending) return;
        if (next) onOpenChange(true);
        else close();
      }}
    >
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            // Rendered in a portal, yet React bubbles the submit to any form around the opener.
            event.stopPropagation();
            void onConfirm(text.trim()).then((done) => done && close());
          }}
        >
          <AlertDialogHeader>
            <AlertDialogTitle>{title}</AlertDialogTitle>
            <AlertDialogDescription className="wrap-anywhere">{description}</AlertDialogDescription>
          </AlertDialogHeader>
          {reason && (
            <div className="grid gap-2">
              <Label htmlFor={reasonId}>{reason.label}</Label>
              <Textarea
                id={reasonId}
                value={text}
                rows={3}
                maxLength={reason.maxLength}
                placeholder={reason.placeholder}
                onChange={(event) => setText(event.target.value)}
              />
            </div>
          )}
          {error && (
            <p role="alert" className="text-sm text-destructive-text wrap-anywhere">
              {error}
            </p>
          )}
          <AlertDialogFooter>
            <AlertDialogCancel type="button" disabled={isPending}>
              {cancelLabel}
            </AlertDialogCancel>
            {/* Not Radix's Action: it would close the dialog before the action finished. */}
            <Button
              type="submit"
              variant={destructive ? 'destructive' : 'default'}
              disabled={isPending}
            >
              {isPending ? pendingLabel : confirmLabel}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
