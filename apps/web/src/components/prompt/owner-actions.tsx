import { Button, toast } from '@promptshelf/ui';
import { GlobeIcon, LockIcon, PencilIcon, Trash2Icon } from '@promptshelf/ui/icons';
import { useNavigate } from '@tanstack/react-router';
import { lazy, useState } from 'react';

import { MountWhenOpened } from '#src/lib/mount-when-opened';
import { errorMessage } from '#src/lib/trpc-error';
import { useHydrated } from '#src/lib/use-hydrated';
import { useSavePrompt } from '../library/use-prompt-mutations';
import type { Prompt } from '../prompt-kit/types';
import { handleUnauthorized, isUnauthorized } from '../prompt-kit/unauthorized';

// The form and the confirmation load when first opened, as on the dashboard.
const PromptFormDialog = lazy(() =>
  import('../library/prompt-form-dialog').then(({ PromptFormDialog }) => ({
    default: PromptFormDialog,
  })),
);
const DeletePromptDialog = lazy(() =>
  import('../library/delete-prompt-dialog').then(({ DeletePromptDialog }) => ({
    default: DeletePromptDialog,
  })),
);

/**
 * The controls of whoever may change the prompt (its author, or a workspace's editors) on its
 * page: edit, publish or unpublish, delete, with the dashboard's dialogs and messages. A deleted
 * prompt's page sends them to the library it was in. A prompt `held` by moderation is not
 * made public here: its notice asks for a review instead.
 */
export function OwnerActions({ prompt, held }: { prompt: Prompt; held: boolean }) {
  const navigate = useNavigate();
  const { update } = useSavePrompt();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const hydrated = useHydrated();

  async function toggleVisibility() {
    const isPublic = !prompt.isPublic;
    try {
      await update.mutateAsync({ id: prompt.id, isPublic });
    } catch (error) {
      if (isUnauthorized(error)) {
        handleUnauthorized('/api/login');
        return;
      }
      toast({
        title: 'Failed to update prompt',
        description: errorMessage(error),
        variant: 'destructive',
      });
      return;
    }
    // One click publishes what it says now; the edit dialog offers to publish the past too.
    const publicDescription =
      prompt.version > 1
        ? 'Everyone can find it in Browse. The versions saved while it was private stay visible only to you.'
        : 'Everyone can find it in Browse.';
    const workspace = prompt.workspace;
    toast({
      title: isPublic
        ? 'Prompt is now public'
        : workspace
          ? 'Prompt is now for the workspace'
          : 'Prompt is now private',
      description: isPublic
        ? publicDescription
        : workspace
          ? `Only members of ${workspace.name} can see it now.`
          : 'Only you can see it now.',
    });
  }

  return (
    <>
      <Button type="button" variant="outline" disabled={!hydrated} onClick={() => setEditing(true)}>
        <PencilIcon aria-hidden="true" />
        Edit
      </Button>
      {!held && (
        <Button
          type="button"
          variant="outline"
          disabled={!hydrated || update.isPending}
          onClick={() => void toggleVisibility()}
        >
          {prompt.isPublic ? <LockIcon aria-hidden="true" /> : <GlobeIcon aria-hidden="true" />}
          {prompt.isPublic
            ? prompt.workspace
              ? 'Limit to Workspace'
              : 'Make Private'
            : 'Make Public'}
        </Button>
      )}
      <Button
        type="button"
        variant="outline"
        className="text-destructive-text hover:text-destructive-text"
        disabled={!hydrated}
        onClick={() => setDeleting(true)}
      >
        <Trash2Icon aria-hidden="true" />
        Delete
      </Button>
      <MountWhenOpened open={editing}>
        <PromptFormDialog open={editing} onOpenChange={setEditing} prompt={prompt} />
      </MountWhenOpened>
      <MountWhenOpened open={deleting}>
        <DeletePromptDialog
          prompt={deleting ? prompt : null}
          onOpenChange={setDeleting}
          onDeleted={() =>
            void (prompt.workspace
              ? navigate({
                  to: '/w/$slug/{-$section}',
                  params: { slug: prompt.workspace.slug, section: undefined },
                })
              : navigate({ to: '/dashboard' }))
          }
        />
      </MountWhenOpened>
    </>
  );
}
