import { Button, toast } from '@promptshelf/ui';
import { CopyPlusIcon } from '@promptshelf/ui/icons';
import { slugify } from '@promptshelf/validators';
import { useNavigate } from '@tanstack/react-router';
import { lazy, useState } from 'react';

import { useTRPC } from '#src/lib/trpc';
import { MountWhenOpened } from '#src/lib/mount-when-opened';
import { errorMessage } from '#src/lib/trpc-error';
import { useHydrated } from '#src/lib/use-hydrated';
import { useClonePrompt } from '../library/use-prompt-mutations';
import { CLONED_TOAST } from './cloned-toast';
import type { Prompt } from '../prompt-kit/types';
import { handleUnauthorized, isUnauthorized, useSignInFirst } from '../prompt-kit/unauthorized';

// The question about an existing copy loads when first asked: most visitors of a prompt's page
// never clone, and the dialog code is a good part of what the page would load first.
const ExistingCopyDialog = lazy(() =>
  import('./existing-copy-dialog').then(({ ExistingCopyDialog }) => ({
    default: ExistingCopyDialog,
  })),
);

const pageOf = (prompt: { id: number; title: string }) => ({
  to: '/snippets/$id/$' as const,
  params: { id: String(prompt.id), _splat: slugify(prompt.title) },
});

/**
 * Clone: a copy in one's own account, then its page; for anyone but the author. A visitor is
 * invited to sign in first; someone who already has a copy is asked before a second one is made
 * (docs/decisions/111).
 */
export function CloneButton({ prompt }: { prompt: Pick<Prompt, 'id'> }) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const clone = useClonePrompt();
  const signInFirst = useSignInFirst();
  // The copy the person already has, asked for only when they press Clone.
  const [existing, setExisting] = useState<{ id: number; title: string } | null>(null);
  const hydrated = useHydrated();

  async function cloneNow() {
    setExisting(null);
    let copy: Prompt;
    try {
      copy = await clone.mutateAsync({ id: prompt.id });
    } catch (error) {
      if (isUnauthorized(error)) {
        handleUnauthorized('/api/login');
        return;
      }
      toast({ title: errorMessage(error) ?? 'Failed to clone snippet', variant: 'destructive' });
      return;
    }
    toast(CLONED_TOAST);
    await navigate(pageOf(copy));
  }

  async function onClick() {
    if (await signInFirst('clone', prompt.id)) return;
    let copy: { id: number; title: string } | null = null;
    try {
      copy = await trpc.snippets.myCopy.fetch({ id: prompt.id });
    } catch {
      // Unknown: clone, and let the clone's own answer speak (a 401 included).
    }
    if (copy) setExisting(copy);
    else await cloneNow();
  }

  return (
    <>
      <Button
        type="button"
        variant="outline"
        disabled={!hydrated || clone.isPending}
        onClick={() => void onClick()}
      >
        <CopyPlusIcon aria-hidden="true" />
        {clone.isPending ? 'Cloning...' : 'Clone'}
      </Button>
      <MountWhenOpened open={existing !== null}>
        <ExistingCopyDialog
          existing={existing}
          onClose={() => setExisting(null)}
          onOpenCopy={(copy) => void navigate(pageOf(copy))}
          onCloneAgain={() => void cloneNow()}
        />
      </MountWhenOpened>
    </>
  );
}
