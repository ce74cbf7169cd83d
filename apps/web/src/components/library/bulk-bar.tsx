import { Button, Input, Label, NativeSelect, toast } from '@promptshelf/ui';
import type { BulkInput } from '@promptshelf/validators';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';

import { ConfirmDialog } from '#src/components/layout/confirm-dialog';
import { api, useTRPC } from '#src/lib/trpc';
import { errorMessage } from '#src/lib/trpc-error';
import { invalidateLibrary } from '../prompt-kit/prompt-cache';
import { handleUnauthorized, isUnauthorized } from '../prompt-kit/unauthorized';
import type { Selection } from './use-selection';
import { useHydrated } from '#src/lib/use-hydrated';

/** One of the request's shapes, without the ids (each shape keeps its own fields). */
type Action = BulkInput extends infer Shape
  ? Shape extends unknown
    ? Omit<Shape, 'ids'>
    : never
  : never;

const VISIBILITY_ACTIONS = {
  makePublic: { label: 'Make Public', done: 'made public' },
  makePrivate: { label: 'Make Private', done: 'made private' },
} as const;

const noun = (count: number) => `${count} ${count === 1 ? 'prompt' : 'prompts'}`;

/**
 * My Prompts' bulk actions on the selected cards (decision 207): select all on the page, then
 * make them public or private, add or remove a tag, add them to a collection, export them or
 * delete them (one confirm). Each is one request that changes all of them or none; the count
 * selected is announced as it changes.
 */
export function BulkBar({ selection, pageCount }: { selection: Selection; pageCount: number }) {
  const id = useId();
  const trpc = useTRPC();
  const [tag, setTag] = useState('');
  const [collectionId, setCollectionId] = useState('');
  const [confirming, setConfirming] = useState(false);
  const hydrated = useHydrated();
  const ids = [...selection.selected];
  const count = ids.length;
  const collections = useQuery({ ...trpc.collections.mine.queryOptions(), enabled: count > 0 });
  const bulk = api.snippets.bulk.useMutation({
    onSuccess: () =>
      Promise.all([
        invalidateLibrary(trpc),
        trpc.versions.list.invalidate(),
        trpc.collections.byId.invalidate(),
        trpc.collections.mine.invalidate(),
      ]),
  });

  async function run(action: Action, done: string): Promise<boolean> {
    try {
      await bulk.mutateAsync({ ids, ...action } as BulkInput);
    } catch (error) {
      if (isUnauthorized(error)) handleUnauthorized('/auth');
      else
        toast({
          title: 'Nothing was changed',
          description: errorMessage(error),
          variant: 'destructive',
        });
      return false;
    }
    toast({ title: done });
    return true;
  }

  return (
    <div
      role="toolbar"
      aria-label="Selected prompts"
      className="mt-6 flex flex-wrap items-center gap-3 rounded-xl border bg-card p-3 shadow-xs"
    >
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          checked={selection.allSelected}
          ref={(box) => {
            if (box) box.indeterminate = count > 0 && !selection.allSelected;
          }}
          onChange={(event) => selection.setAll(event.target.checked)}
          disabled={pageCount === 0 || !hydrated}
          className="size-5 accent-primary outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        />
        Select all on this page
      </label>
      <p role="status" className="text-sm text-muted-foreground">
        {count > 0 ? `${noun(count)} selected` : 'None selected'}
      </p>
      {count > 0 && (
        <>
          {(Object.keys(VISIBILITY_ACTIONS) as (keyof typeof VISIBILITY_ACTIONS)[]).map(
            (action) => (
              <Button
                key={action}
                size="sm"
                variant="outline"
                disabled={bulk.isPending}
                onClick={() =>
                  void run({ action }, `${noun(count)} ${VISIBILITY_ACTIONS[action].done}`)
                }
              >
                {VISIBILITY_ACTIONS[action].label}
              </Button>
            ),
          )}
          <div className="flex items-center gap-2">
            <Label htmlFor={`${id}-tag`} className="sr-only">
              Tag for the selected prompts
            </Label>
            <Input
              id={`${id}-tag`}
              value={tag}
              onChange={(event) => setTag(event.target.value)}
              placeholder="Tag"
              className="h-8 w-32"
            />
            <Button
              size="sm"
              variant="outline"
              disabled={bulk.isPending || !tag.trim()}
              onClick={() => void run({ action: 'addTag', tag }, `Tag added to ${noun(count)}`)}
            >
              Add Tag
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={bulk.isPending || !tag.trim()}
              onClick={() =>
                void run({ action: 'removeTag', tag }, `Tag removed from ${noun(count)}`)
              }
            >
              Remove Tag
            </Button>
          </div>
          {/* The whole width on a phone: a long collection name shortens, never pushes out. */}
          <div className="flex w-full min-w-0 items-center gap-2 sm:w-auto">
            <div className="min-w-0 flex-1 sm:max-w-64">
              <NativeSelect
                aria-label="Collection for the selected prompts"
                value={collectionId}
                onChange={(event) => setCollectionId(event.target.value)}
                className="h-8"
              >
                <option value="">Choose a collection</option>
                {(collections.data ?? []).map((collection) => (
                  <option key={collection.id} value={collection.id}>
                    {collection.name}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <Button
              size="sm"
              variant="outline"
              disabled={bulk.isPending || !collectionId}
              onClick={() =>
                void run(
                  { action: 'addToCollection', collectionId: Number(collectionId) },
                  `${noun(count)} added to the collection`,
                )
              }
            >
              Add to Collection
            </Button>
          </div>
          <Button size="sm" variant="outline" asChild>
            <a href={`/api/export?format=json&ids=${ids.join(',')}`} download>
              Export
            </a>
          </Button>
          <Button
            size="sm"
            variant="destructive"
            disabled={bulk.isPending}
            onClick={() => setConfirming(true)}
          >
            Delete
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title="Are you absolutely sure?"
            description={`This permanently deletes ${noun(count)}, with their likes and saves. This cannot be undone.`}
            confirmLabel={`Delete ${noun(count)}`}
            pendingLabel="Deleting..."
            isPending={bulk.isPending}
            destructive
            onConfirm={async () => {
              const done = await run({ action: 'delete' }, `${noun(count)} deleted`);
              if (done) selection.clear();
              return done;
            }}
          />
        </>
      )}
    </div>
  );
}
