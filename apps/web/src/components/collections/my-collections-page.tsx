import { Button, Skeleton, toast, Tooltip } from '@promptshelf/ui';
import { PencilIcon, PlusIcon, Trash2Icon } from '@promptshelf/ui/icons';
import { lazy, useState } from 'react';

import { api } from '#src/lib/trpc';
import { errorMessage } from '#src/lib/trpc-error';
import { MountWhenOpened } from '#src/lib/mount-when-opened';
import { ConfirmDialog } from '../layout/confirm-dialog';
import { PageHeader } from '../layout/page-header';
import { handleUnauthorized, isUnauthorized } from '../prompt-kit/unauthorized';
import { CollectionCard } from './collection-card';
import { useDeleteCollection, type CollectionSummary } from './use-collection-mutations';

const CollectionFormDialog = lazy(() =>
  import('./collection-form-dialog').then(({ CollectionFormDialog }) => ({
    default: CollectionFormDialog,
  })),
);

/** /my-collections: the member's collections, to make, open, edit and delete. */
export function MyCollectionsPage() {
  const list = api.collections.mine.useQuery();
  const remove = useDeleteCollection();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<CollectionSummary | null>(null);
  const [deleting, setDeleting] = useState<CollectionSummary | null>(null);

  async function confirmDelete(): Promise<boolean> {
    if (!deleting) return true;
    try {
      await remove.mutateAsync({ id: deleting.id });
      toast({ title: `Deleted “${deleting.name}”`, description: 'Its prompts are still here.' });
      return true;
    } catch (error) {
      if (isUnauthorized(error)) {
        handleUnauthorized('/auth');
        return false;
      }
      toast({
        title: errorMessage(error) ?? 'Failed to delete the collection',
        variant: 'destructive',
      });
      return false;
    }
  }

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6">
      <PageHeader
        title="My Collections"
        description="Named sets of prompts: your own and any public ones. Public collections show on your profile."
        actions={
          <Button onClick={() => setCreating(true)}>
            <PlusIcon aria-hidden="true" />
            New Collection
          </Button>
        }
      />
      {list.isPending ? (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          <p role="status" className="sr-only">
            Loading collections...
          </p>
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
      ) : list.isError ? (
        <div role="alert" className="rounded-xl border border-destructive/40 p-6">
          <p className="font-medium wrap-anywhere">
            Error loading collections: {list.error.message || 'Please try again.'}
          </p>
          <Button className="mt-4" variant="outline" onClick={() => void list.refetch()}>
            Try Again
          </Button>
        </div>
      ) : list.data.length === 0 ? (
        <p className="rounded-xl border border-dashed px-6 py-12 text-center text-muted-foreground">
          No collections yet. Make one here, or with “Add to collection” on any prompt.
        </p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="My collections">
          {list.data.map((collection) => (
            <li key={collection.id}>
              <CollectionCard
                collection={collection}
                headingLevel="h2"
                actions={
                  <>
                    <Tooltip content={'Edit collection'}>
                      <Button
                        variant="ghost"
                        size="icon"
                        className="size-9"
                        aria-label={`Edit “${collection.name}”`}
                        onClick={() => setEditing(collection)}
                      >
                        <PencilIcon aria-hidden="true" />
                      </Button>
                    </Tooltip>
                    <Tooltip content={'Delete collection'}>
                      <Button
                        variant="ghost"
                        size="icon"
                        className="size-9 text-destructive-text hover:text-destructive-text"
                        aria-label={`Delete “${collection.name}”`}
                        onClick={() => setDeleting(collection)}
                      >
                        <Trash2Icon aria-hidden="true" />
                      </Button>
                    </Tooltip>
                  </>
                }
              />
            </li>
          ))}
        </ul>
      )}

      <MountWhenOpened open={creating || editing !== null}>
        <CollectionFormDialog
          open={creating || editing !== null}
          onOpenChange={(open) => {
            if (!open) {
              setCreating(false);
              setEditing(null);
            }
          }}
          collection={editing ?? undefined}
        />
      </MountWhenOpened>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete this collection?"
        description={<>“{deleting?.name}” will be deleted. The prompts in it are not deleted.</>}
        confirmLabel="Delete Collection"
        pendingLabel="Deleting..."
        isPending={remove.isPending}
        destructive
        onConfirm={confirmDelete}
      />
    </div>
  );
}
