import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  toast,
} from '@promptshelf/ui';
import { PlusIcon } from '@promptshelf/ui/icons';
import { useState, type ReactElement } from 'react';

import { api } from '#src/lib/trpc';
import { errorMessage } from '#src/lib/trpc-error';
import { handleUnauthorized, isUnauthorized } from '../prompt-kit/unauthorized';
import { CollectionFormDialog } from './collection-form-dialog';
import { useToggleInCollection } from './use-collection-mutations';

/**
 * The member's collections, ticked where this prompt already is; choosing one puts it in or
 * takes it out, and the menu stays open for the next. 'New collection' makes one with it.
 * Opens as it mounts: it is mounted by the first press of its trigger.
 */
export function CollectionMenu({
  prompt,
  trigger,
}: {
  prompt: { id: number; title: string };
  trigger: ReactElement;
}) {
  const [open, setOpen] = useState(true);
  const [creating, setCreating] = useState(false);
  const mine = api.collections.mine.useQuery(undefined, { enabled: open });
  const holding = api.collections.holding.useQuery({ snippetId: prompt.id }, { enabled: open });
  const toggle = useToggleInCollection();

  async function put(collection: { id: number; name: string }, into: boolean) {
    const input = { id: collection.id, snippetId: prompt.id };
    try {
      if (into) await toggle.add.mutateAsync(input);
      else await toggle.remove.mutateAsync(input);
      toast({
        title: into ? `Added to “${collection.name}”` : `Removed from “${collection.name}”`,
      });
    } catch (error) {
      if (isUnauthorized(error)) {
        handleUnauthorized('/auth');
        return;
      }
      toast({
        title: errorMessage(error) ?? 'Failed to change the collection',
        variant: 'destructive',
      });
    }
  }

  const held = new Set(holding.data ?? []);
  const loading = mine.isPending || holding.isPending;
  return (
    <>
      <DropdownMenu open={open} onOpenChange={setOpen} modal={false}>
        <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-64">
          <DropdownMenuLabel>Add to collection</DropdownMenuLabel>
          <DropdownMenuSeparator />
          {loading ? (
            <DropdownMenuItem disabled>Loading collections...</DropdownMenuItem>
          ) : mine.isError || holding.isError ? (
            <DropdownMenuItem disabled>Could not load your collections</DropdownMenuItem>
          ) : mine.data.length === 0 ? (
            <DropdownMenuItem disabled>No collections yet</DropdownMenuItem>
          ) : (
            mine.data.map((collection) => (
              <DropdownMenuCheckboxItem
                key={collection.id}
                checked={held.has(collection.id)}
                disabled={toggle.isPending}
                onSelect={(event) => event.preventDefault()}
                onCheckedChange={(checked) => void put(collection, checked)}
              >
                <span className="truncate">{collection.name}</span>
              </DropdownMenuCheckboxItem>
            ))
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setCreating(true)}>
            <PlusIcon aria-hidden="true" />
            New collection
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <CollectionFormDialog
        open={creating}
        onOpenChange={setCreating}
        onSaved={(created) => put(created, true)}
      />
    </>
  );
}
