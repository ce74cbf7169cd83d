import type { RouterOutputs } from '@promptshelf/trpc';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  Button,
  Input,
  Label,
  toast,
} from '@promptshelf/ui';
import { useId, useState } from 'react';

import { api, useTRPC } from '#src/lib/trpc';

export type AdminPrompt = RouterOutputs['admin']['snippets']['snippets'][number];
export type ModerationTarget = { prompt: AdminPrompt; action: 'unpublish' | 'delete' };

const texts = {
  unpublish: {
    title: 'Unpublish this prompt?',
    body: 'It becomes private: only its author can see it. The action is recorded in the moderation log.',
    confirm: 'Unpublish',
    pending: 'Unpublishing...',
    done: 'Prompt unpublished',
  },
  delete: {
    title: 'Are you absolutely sure?',
    body: 'This permanently deletes the prompt with its likes and favourites. It cannot be undone; the action is recorded in the moderation log.',
    confirm: 'Delete',
    pending: 'Deleting...',
    done: 'Prompt deleted',
  },
} as const;

/** The confirmation every moderation action goes through, with an optional reason. */
export function ModerateDialog({
  target,
  onClose,
}: {
  target: ModerationTarget | null;
  onClose: () => void;
}) {
  return (
    <AlertDialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      {target && (
        <ModerateDialogContent
          key={`${target.action}-${target.prompt.id}`}
          target={target}
          onClose={onClose}
        />
      )}
    </AlertDialog>
  );
}

function ModerateDialogContent({
  target,
  onClose,
}: {
  target: ModerationTarget;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const text = texts[target.action];
  const onSuccess = async () => {
    toast({ title: text.done, description: target.prompt.title });
    onClose();
    // The lists, the metrics and the log all changed.
    await trpc.admin.invalidate();
  };
  const unpublish = api.admin.unpublishSnippet.useMutation({ onSuccess });
  const remove = api.admin.deleteSnippet.useMutation({ onSuccess });
  const mutation = target.action === 'unpublish' ? unpublish : remove;
  const author = target.prompt.author.username
    ? `@${target.prompt.author.username}`
    : target.prompt.author.email;

  return (
    <AlertDialogContent>
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          mutation.mutate({ id: target.prompt.id, reason: reason.trim() || undefined });
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{text.title}</AlertDialogTitle>
          <AlertDialogDescription>
            <span className="font-medium text-foreground wrap-anywhere">
              “{target.prompt.title}”
            </span>{' '}
            by {author}. {text.body}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={reasonId}>Reason (optional)</Label>
          <Input
            id={reasonId}
            value={reason}
            maxLength={500}
            placeholder="e.g. Spam, offensive content"
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
        {mutation.isError && (
          <p role="alert" className="text-sm text-destructive-text">
            {mutation.error.message || 'The action failed. Please try again.'}
          </p>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel type="button" disabled={mutation.isPending}>
            Cancel
          </AlertDialogCancel>
          <Button
            type="submit"
            variant={target.action === 'delete' ? 'destructive' : 'default'}
            disabled={mutation.isPending}
          >
            {mutation.isPending ? text.pending : text.confirm}
          </Button>
        </AlertDialogFooter>
      </form>
    </AlertDialogContent>
  );
}
