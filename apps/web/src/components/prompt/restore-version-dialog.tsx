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
import { useRestoreVersion } from './use-versions';

/** The author confirms bringing back a version; it becomes the newest, nothing is lost. */
export function RestoreVersionDialog({
  snippet,
  version,
  onOpenChange,
}: {
  snippet: Pick<Snippet, 'id' | 'version'>;
  /** The version to restore; the dialog is open while one is given. */
  version: number | null;
  onOpenChange: (open: boolean) => void;
}) {
  const restore = useRestoreVersion();

  async function onConfirm() {
    if (version === null) return;
    try {
      await restore.mutateAsync({ id: snippet.id, version });
    } catch (error) {
      if (isUnauthorized(error)) {
        handleUnauthorized('/api/login');
        return;
      }
      toast({
        title: 'Failed to restore version',
        description: errorMessage(error),
        variant: 'destructive',
      });
      return;
    }
    toast({ title: `Version ${version} restored` });
    onOpenChange(false);
  }

  return (
    <AlertDialog
      open={version !== null}
      onOpenChange={(open) => {
        if (!restore.isPending) onOpenChange(open);
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Restore version {version}?</AlertDialogTitle>
          <AlertDialogDescription>
            Its title, content, AI tool and purpose become the prompt again, saved as version{' '}
            {snippet.version + 1}. Every version stays in the history.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={restore.isPending}>Cancel</AlertDialogCancel>
          {/* A plain button: Radix's Action would close the dialog before the restore finished. */}
          <Button type="button" disabled={restore.isPending} onClick={() => void onConfirm()}>
            {restore.isPending ? 'Restoring...' : 'Restore'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
