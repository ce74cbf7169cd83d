import { toast } from '@promptshelf/ui';
import { FolderMinusIcon } from '@promptshelf/ui/icons';

import { errorMessage } from '#src/lib/trpc-error';
import { useHydrated } from '#src/lib/use-hydrated';
import { IconAction } from '../prompt-kit/icon-action';
import { handleUnauthorized, isUnauthorized } from '../prompt-kit/unauthorized';
import { useToggleInCollection } from './use-collection-mutations';

/** The owner's 'Remove' on a prompt's card on their collection's page; the prompt itself stays. */
export function RemoveFromCollection({
  collection,
  prompt,
}: {
  collection: { id: number; name: string };
  prompt: { id: number; title: string };
}) {
  const hydrated = useHydrated();
  const { remove } = useToggleInCollection();
  async function onClick() {
    try {
      await remove.mutateAsync({ id: collection.id, snippetId: prompt.id });
      toast({ title: `Removed “${prompt.title}” from “${collection.name}”` });
    } catch (error) {
      if (isUnauthorized(error)) {
        handleUnauthorized('/auth');
        return;
      }
      toast({
        title: errorMessage(error) ?? 'Failed to remove the prompt',
        variant: 'destructive',
      });
    }
  }
  return (
    <IconAction
      tooltip="Remove from this collection"
      className="relative z-10 size-9"
      disabled={!hydrated || remove.isPending}
      aria-label={`Remove “${prompt.title}” from this collection`}
      onClick={() => void onClick()}
    >
      <FolderMinusIcon aria-hidden="true" />
    </IconAction>
  );
}
