import { Badge, Button, Skeleton } from '@promptshelf/ui';
import { FolderXIcon, GlobeIcon, LockIcon, PencilIcon } from '@promptshelf/ui/icons';
import { COLLECTION_PAGE_SIZE } from '@promptshelf/validators';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, useState } from 'react';

import { useTRPC } from '#src/lib/trpc';
import { isNotFound } from '#src/lib/trpc-error';
import { useHydrated } from '#src/lib/use-hydrated';
import { MountWhenOpened } from '#src/lib/mount-when-opened';
import { PromptCard } from '../prompt-kit/prompt-card';
import { PromptGrid } from '../prompt-kit/prompt-grid';
import { countLabel } from './collection-card';
import { collectionPageOptions } from './collection-query';
import { RemoveFromCollection } from './remove-from-collection';

const CollectionFormDialog = lazy(() =>
  import('./collection-form-dialog').then(({ CollectionFormDialog }) => ({
    default: CollectionFormDialog,
  })),
);

/**
 * /collections/{id}: a collection and its prompts, newest added first, for anyone it is
 * visible to; its owner may edit it and take prompts out. Private and unknown: not found.
 */
export function CollectionPage({ id, page = 0 }: { id: number; page?: number }) {
  const trpc = useTRPC();
  const hydrated = useHydrated();
  const [editing, setEditing] = useState(false);
  const result = useQuery({ ...collectionPageOptions(trpc, id, page), retryOnMount: false });

  if (result.isPending) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6" aria-busy="true">
        <p role="status" className="sr-only">
          Loading collection...
        </p>
        <Skeleton className="h-9 w-64" />
        <Skeleton className="mt-3 h-5 w-96 max-w-full" />
        <div className="mt-8">
          <PromptGrid isLoading prompts={undefined} />
        </div>
      </div>
    );
  }
  if (result.isError) {
    return isNotFound(result.error) ? (
      <CollectionMissing />
    ) : (
      <CollectionMissing
        title="Could not load the collection"
        detail={result.error.message || 'Please try again.'}
      />
    );
  }

  const { collection, snippets: prompts } = result.data;
  const pages = Math.max(1, Math.ceil(collection.snippetCount / COLLECTION_PAGE_SIZE));
  const owner = collection.owner;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 wrap-anywhere">
          <Badge variant="outline" className="gap-1">
            {collection.isPublic ? (
              <GlobeIcon className="size-3" aria-hidden="true" />
            ) : (
              <LockIcon className="size-3" aria-hidden="true" />
            )}
            {collection.isPublic ? 'Public collection' : 'Private collection'}
          </Badge>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance">{collection.name}</h1>
          {collection.description && (
            <p className="mt-2 whitespace-pre-line text-muted-foreground">
              {collection.description}
            </p>
          )}
          <p className="mt-2 text-sm text-muted-foreground">
            {countLabel(collection.snippetCount)}
            {owner.username && (
              <>
                {' · by '}
                <Link
                  to="/u/$username"
                  params={{ username: owner.username }}
                  className="font-medium text-foreground underline-offset-4 hover:underline"
                >
                  @{owner.username}
                </Link>
              </>
            )}
          </p>
        </div>
        {collection.isOwner && (
          <div className="flex shrink-0 flex-wrap gap-2">
            <Button variant="outline" disabled={!hydrated} onClick={() => setEditing(true)}>
              <PencilIcon aria-hidden="true" />
              Edit Collection
            </Button>
            <Button variant="outline" asChild>
              <Link to="/my-collections">My Collections</Link>
            </Button>
          </div>
        )}
      </div>

      <section aria-label="Prompts in this collection" className="mt-8">
        {prompts.length === 0 ? (
          <p className="rounded-xl border border-dashed px-6 py-12 text-center text-muted-foreground">
            {collection.isOwner
              ? 'No prompts here yet. Use “Add to collection” on any prompt to put it here.'
              : 'No prompts to show in this collection.'}
          </p>
        ) : collection.isOwner ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Prompts">
            {prompts.map((prompt) => (
              <li key={prompt.id}>
                <PromptCard
                  prompt={prompt}
                  headingLevel="h2"
                  extraAction={<RemoveFromCollection collection={collection} prompt={prompt} />}
                />
              </li>
            ))}
          </ul>
        ) : (
          <PromptGrid prompts={prompts} label={`Prompts in ${collection.name}`} />
        )}
        {pages > 1 && (
          <nav aria-label="Pages" className="mt-8 flex items-center justify-center gap-4">
            {page > 0 && (
              <Link
                to="/collections/$id"
                params={{ id: String(id) }}
                search={{ page: page }}
                className="underline-offset-4 hover:underline"
              >
                Newer
              </Link>
            )}
            <span className="text-sm text-muted-foreground">
              Page {page + 1} of {pages}
            </span>
            {page + 1 < pages && (
              <Link
                to="/collections/$id"
                params={{ id: String(id) }}
                search={{ page: page + 2 }}
                className="underline-offset-4 hover:underline"
              >
                Older
              </Link>
            )}
          </nav>
        )}
      </section>

      {collection.isOwner && (
        <MountWhenOpened open={editing}>
          <CollectionFormDialog open={editing} onOpenChange={setEditing} collection={collection} />
        </MountWhenOpened>
      )}
    </div>
  );
}

/** A private, deleted or unknown collection: the same words for each, so nothing leaks. */
export function CollectionMissing({
  title = 'Collection Not Found',
  detail = 'It may be private, or it may have been deleted.',
}: {
  title?: string;
  detail?: string;
}) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <FolderXIcon className="size-12 text-muted-foreground" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-3 text-muted-foreground">{detail}</p>
      <Button asChild className="mt-8">
        <Link to="/browse">Browse Prompts</Link>
      </Button>
    </div>
  );
}
