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

/**
 * Asked when someone presses Clone on a prompt they already have a copy of: open
 * that copy, or make another. Its own module so the prompt's page loads the dialog code only
 * when this is first asked (decision 090).
 */
export function ExistingCopyDialog({
  existing,
  onClose,
  onOpenCopy,
  onCloneAgain,
}: {
  /** The person's copy; the dialog is open while there is one. */
  existing: { id: number; title: string } | null;
  onClose: () => void;
  onOpenCopy: (copy: { id: number; title: string }) => void;
  onCloneAgain: () => void;
}) {
  return (
    <AlertDialog
      open={existing !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>You already cloned this prompt</AlertDialogTitle>
          <AlertDialogDescription className="wrap-anywhere">
            Your copy “{existing?.title}” is in your prompts. Open it, or make another copy?
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              if (existing) onOpenCopy(existing);
              onClose();
            }}
          >
            Open My Copy
          </Button>
          <Button type="button" onClick={onCloneAgain}>
            Clone Again
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
