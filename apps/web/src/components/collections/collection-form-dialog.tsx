import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Label,
  Textarea,
  toast,
} from '@promptshelf/ui';
import {
  COLLECTION_DESCRIPTION_MAX,
  COLLECTION_NAME_MAX,
  collectionInputSchema,
} from '@promptshelf/validators';
import { useId, useState, type FormEvent } from 'react';

import { errorMessage } from '#src/lib/trpc-error';
import { handleUnauthorized, isUnauthorized } from '../prompt-kit/unauthorized';
import {
  useCreateCollection,
  useUpdateCollection,
  type CollectionDetail,
  type CollectionSummary,
} from './use-collection-mutations';

type Editable = Pick<CollectionSummary, 'id' | 'name' | 'description' | 'isPublic'>;

/**
 * New collection, or the name, description and visibility of an existing one. `onSaved`
 * gets the saved collection (the menu then puts its prompt in a new one).
 */
export function CollectionFormDialog({
  open,
  onOpenChange,
  collection,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  collection?: Editable;
  onSaved?: (saved: CollectionDetail) => void | Promise<void>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{collection ? 'Edit Collection' : 'New Collection'}</DialogTitle>
          <DialogDescription>
            {collection
              ? 'Change its name, description or who can see it.'
              : 'A named set of prompts: your own and any public ones.'}
          </DialogDescription>
        </DialogHeader>
        {open && (
          <CollectionForm
            collection={collection}
            onDone={async (saved) => {
              await onSaved?.(saved);
              onOpenChange(false);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function CollectionForm({
  collection,
  onDone,
}: {
  collection?: Editable;
  onDone: (saved: CollectionDetail) => Promise<void>;
}) {
  const id = useId();
  const create = useCreateCollection();
  const update = useUpdateCollection();
  const [name, setName] = useState(collection?.name ?? '');
  const [description, setDescription] = useState(collection?.description ?? '');
  const [isPublic, setIsPublic] = useState(collection?.isPublic ?? false);
  const [errors, setErrors] = useState<{ name?: string; description?: string }>({});
  const pending = create.isPending || update.isPending;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = collectionInputSchema.safeParse({ name, description, isPublic });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof typeof errors;
        next[field] ??= issue.message;
      }
      setErrors(next);
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setErrors({});
    try {
      const saved = collection
        ? await update.mutateAsync({ id: collection.id, ...parsed.data })
        : await create.mutateAsync(parsed.data);
      await onDone(saved);
    } catch (error) {
      if (isUnauthorized(error)) {
        handleUnauthorized('/auth');
        return;
      }
      toast({
        title: collection ? 'Failed to save the collection' : 'Failed to create the collection',
        description: errorMessage(error) ?? 'Please try again.',
        variant: 'destructive',
      });
    }
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      <FormField
        id={`${id}-name`}
        name="name"
        label="Name"
        required
        aria-required="true"
        maxLength={COLLECTION_NAME_MAX}
        autoComplete="off"
        value={name}
        error={errors.name}
        onChange={(event) => setName(event.target.value)}
      />
      <div className="grid gap-2">
        <Label htmlFor={`${id}-description`}>Description (optional)</Label>
        <Textarea
          id={`${id}-description`}
          name="description"
          rows={3}
          maxLength={COLLECTION_DESCRIPTION_MAX}
          value={description}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${id}-description-error` : undefined}
          onChange={(event) => setDescription(event.target.value)}
        />
        {errors.description && (
          <p id={`${id}-description-error`} className="text-sm font-medium text-destructive-text">
            {errors.description}
          </p>
        )}
      </div>
      <Label className="flex cursor-pointer items-start gap-3 text-sm font-normal">
        <input
          type="checkbox"
          role="switch"
          name="isPublic"
          checked={isPublic}
          onChange={(event) => setIsPublic(event.target.checked)}
          className="mt-0.5 size-4 accent-primary"
        />
        <span className="grid gap-0.5">
          <span className="font-medium">Public</span>
          <span className="text-muted-foreground">
            Anyone with the link can see it, and it shows on your profile. Others&apos; private
            prompts never show in it.
          </span>
        </span>
      </Label>
      <DialogFooter>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : collection ? 'Save Changes' : 'Create Collection'}
        </Button>
      </DialogFooter>
    </form>
  );
}
