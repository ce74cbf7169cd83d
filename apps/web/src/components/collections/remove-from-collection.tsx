import { Button, toast } from '@promptshelf/ui';
import { FolderMinusIcon } from '@promptshelf/ui/icons';

import { errorMessage } from '#src/lib/trpc-error';
import { useHydrated } from '#src/lib/use-hydrated';
import { handleUnauthorized, isUnauthorized } from '../prompt-kit/unauthorized';
import { useToggleInCollection } from './use-collection-mutations';

/** The owner's 'Remove' under a prompt on their collection's page; the prompt itself stays. */
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
    <Button
      type="button"
      variant="outline"
      size="sm"
      className="self-start"
      disabled={!hydrated || remove.isPending}
      aria-label={`Remove “${prompt.title}” from this collection`}
      onClick={() => void onClick()}
    >
      <FolderMinusIcon aria-hidden="true" />
      Remove
    </Button>
  );
}
