import { toast } from '@promptshelf/ui';
import { useRef } from 'react';

import { ConfirmDialog } from '#src/components/layout/confirm-dialog';
import { focusNeighbourOfCard } from '#src/lib/card-focus';
import { errorMessage } from '#src/lib/trpc-error';
import type { Prompt } from '../prompt-kit/types';
import { handleUnauthorized, isUnauthorized } from '../prompt-kit/unauthorized';
import { useDeletePrompt } from './use-prompt-mutations';

/** Deleting goes through 'Are you absolutely sure?'; the button reads 'Deleting...'. */
export function DeletePromptDialog({
  prompt,
  onOpenChange,
  onDeleted,
}: {
  /** The prompt to delete; the dialog is open while one is given. */
  prompt: Pick<Prompt, 'id' | 'title'> | null;
  onOpenChange: (open: boolean) => void;
  /** After the prompt is gone (its own page leaves for the dashboard). */
  onDeleted?: () => void;
}) {
  const remove = useDeletePrompt();
  // Set once the prompt is gone: its card leaves, so focus goes to its neighbour.
  const focusAfter = useRef<(() => void) | null>(null);

  async function onConfirm(): Promise<boolean> {
    if (!prompt) return false;
    const focusNeighbour = focusNeighbourOfCard(prompt.id);
    try {
      await remove.mutateAsync({ id: prompt.id });
    } catch (error) {
      if (isUnauthorized(error)) {
        handleUnauthorized('/auth');
        return false;
      }
      toast({
        title: 'Failed to delete prompt',
        description: errorMessage(error),
        variant: 'destructive',
      });
      return false;
    }
    toast({ title: 'Prompt deleted successfully' });
    focusAfter.current = focusNeighbour;
    onDeleted?.();
    return true;
  }

  return (
    <ConfirmDialog
      open={prompt !== null}
      onOpenChange={onOpenChange}
      title="Are you absolutely sure?"
      description={`This permanently deletes “${prompt?.title ?? ''}”, with its likes and saves. This cannot be undone.`}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      isPending={remove.isPending}
      destructive
      onConfirm={onConfirm}
      onCloseAutoFocus={(event) => {
        if (!focusAfter.current) return;
        event.preventDefault();
        focusAfter.current();
        focusAfter.current = null;
      }}
    />
  );
}
