import type { RouterOutputs } from '@promptshelf/trpc';
import { toast } from '@promptshelf/ui';

import { ConfirmDialog } from '#src/components/layout/confirm-dialog';
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
  const trpc = useTRPC();
  const unpublish = api.admin.unpublishSnippet.useMutation();
  const remove = api.admin.deleteSnippet.useMutation();
  const mutation = target?.action === 'delete' ? remove : unpublish;
  const text = texts[target?.action ?? 'unpublish'];
  const author = target?.prompt.author.username
    ? `@${target.prompt.author.username}`
    : target?.prompt.author.email;

  async function onConfirm(reason: string): Promise<boolean> {
    if (!target) return false;
    try {
      await mutation.mutateAsync({ id: target.prompt.id, reason: reason || undefined });
    } catch {
      return false;
    }
    toast({ title: text.done, description: target.prompt.title });
    // The lists, the metrics and the log all changed.
    await trpc.admin.invalidate();
    return true;
  }

  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (open) return;
        mutation.reset();
        onClose();
      }}
      title={text.title}
      description={
        <>
          <span className="font-medium text-foreground">“{target?.prompt.title}”</span> by {author}.{' '}
          {text.body}
        </>
      }
      reason={{
        label: 'Reason (optional)',
        maxLength: 500,
        placeholder: 'e.g. Spam, offensive content',
      }}
      error={mutation.error && (mutation.error.message || 'The action failed. Please try again.')}
      confirmLabel={text.confirm}
      pendingLabel={text.pending}
      isPending={mutation.isPending}
      destructive={target?.action === 'delete'}
      onConfirm={onConfirm}
    />
  );
}
