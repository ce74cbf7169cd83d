import { toast } from '@promptshelf/ui';

import { ConfirmDialog } from '#src/components/layout/confirm-dialog';
import { errorMessage } from '#src/lib/trpc-error';
import type { Prompt } from '../prompt-kit/types';
import { handleUnauthorized, isUnauthorized } from '../prompt-kit/unauthorized';
import { useRestoreVersion } from './use-versions';

/** The author confirms bringing back a version; it becomes the newest, nothing is lost. */
export function RestoreVersionDialog({
  prompt,
  version,
  onOpenChange,
}: {
  prompt: Pick<Prompt, 'id' | 'version'>;
  /** The version to restore; the dialog is open while one is given. */
  version: number | null;
  onOpenChange: (open: boolean) => void;
}) {
  const restore = useRestoreVersion();

  async function onConfirm(): Promise<boolean> {
    if (version === null) return false;
    try {
      await restore.mutateAsync({ id: prompt.id, version });
    } catch (error) {
      if (isUnauthorized(error)) {
        handleUnauthorized('/api/login');
        return false;
      }
      toast({
        title: 'Failed to restore version',
        description: errorMessage(error),
        variant: 'destructive',
      });
      return false;
    }
    toast({ title: `Version ${version} restored` });
    return true;
  }

  return (
    <ConfirmDialog
      open={version !== null}
      onOpenChange={onOpenChange}
      title={`Restore version ${version ?? ''}?`}
      description={
        <>
          Its title, content, AI tool and purpose become the prompt again, saved as version{' '}
          {prompt.version + 1}. Every version stays in the history.
        </>
      }
      confirmLabel="Restore"
      pendingLabel="Restoring..."
      isPending={restore.isPending}
      onConfirm={onConfirm}
    />
  );
}
