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
import type { Snippet } from '../prompt-kit/types';
import { handleUnauthorized, isUnauthorized } from '../prompt-kit/unauthorized';
import { useDeleteSnippet } from './use-snippet-mutations';

/** Spec §4: deleting goes through 'Are you absolutely sure?'; the button reads 'Deleting...'. */
export function DeleteSnippetDialog({
  snippet,
  onOpenChange,
}: {
  /** The prompt to delete; the dialog is open while one is given. */
  snippet: Pick<Snippet, 'id' | 'title'> | null;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteSnippet();

  async function onConfirm() {
    if (!snippet) return;
    try {
      await remove.mutateAsync({ id: snippet.id });
    } catch (error) {
      if (isUnauthorized(error)) {
        handleUnauthorized('/auth');
        return;
      }
      toast({
        title: 'Failed to delete prompt',
        description: errorMessage(error),
        variant: 'destructive',
      });
      return;
    }
    toast({ title: 'Prompt deleted successfully' });
    onOpenChange(false);
  }

  return (
    <AlertDialog
      open={snippet !== null}
      onOpenChange={(open) => {
        if (!remove.isPending) onOpenChange(open);
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Are you absolutely sure?</AlertDialogTitle>
          <AlertDialogDescription className="wrap-anywhere">
            This permanently deletes “{snippet?.title}”, with its likes and saves. This cannot be
            undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          {/* A plain button: Radix's Action would close the dialog before the delete finished. */}
          <Button
            type="button"
            variant="destructive"
            disabled={remove.isPending}
            onClick={() => void onConfirm()}
          >
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
