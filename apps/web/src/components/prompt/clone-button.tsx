import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  Button,
  toast,
} from '@promptshelf/ui';
import { CopyPlusIcon } from '@promptshelf/ui/icons';
import { slugify } from '@promptshelf/validators';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';

import { useViewer } from '#src/lib/auth';
import { useTRPC } from '#src/lib/trpc';
import { errorMessage } from '#src/lib/trpc-error';
import { useHydrated } from '#src/lib/use-hydrated';
import { useCloneSnippet } from '../library/use-snippet-mutations';
import type { Snippet } from '../prompt-kit/types';
import { handleUnauthorized, isUnauthorized, useSignInFirst } from '../prompt-kit/unauthorized';

const pageOf = (snippet: { id: number; title: string }) => ({
  to: '/snippets/$id/$' as const,
  params: { id: String(snippet.id), _splat: slugify(snippet.title) },
});

/**
 * Clone (spec §4), for anyone but the author. A visitor is invited to sign in first; someone
 * who already has a copy is asked before a second one is made (issue 14).
 */
export function CloneButton({ snippet }: { snippet: Pick<Snippet, 'id'> }) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const { viewer } = useViewer();
  const clone = useCloneSnippet();
  const signInFirst = useSignInFirst();
  const myCopy = useQuery({
    ...trpc.snippets.myCopy.queryOptions({ id: snippet.id }),
    enabled: viewer !== null,
  });
  const [asking, setAsking] = useState(false);
  const hydrated = useHydrated();

  async function cloneNow() {
    setAsking(false);
    let copy: Snippet;
    try {
      copy = await clone.mutateAsync({ id: snippet.id });
    } catch (error) {
      if (isUnauthorized(error)) {
        handleUnauthorized('/api/login');
        return;
      }
      toast({ title: errorMessage(error) ?? 'Failed to clone snippet', variant: 'destructive' });
      return;
    }
    toast({
      title: 'Snippet Cloned!',
      description: 'The copy is in your prompts, private until you share it.',
    });
    await navigate(pageOf(copy));
  }

  async function onClick() {
    if (await signInFirst('clone', snippet.id)) return;
    // A click right after the page opened may come before the answer: wait for it.
    const existing = myCopy.isSuccess ? myCopy.data : (await myCopy.refetch()).data;
    if (existing) setAsking(true);
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
      <AlertDialog open={asking} onOpenChange={setAsking}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>You already cloned this prompt</AlertDialogTitle>
            <AlertDialogDescription className="wrap-anywhere">
              Your copy “{myCopy.data?.title}” is in your prompts. Open it, or make another copy?
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                setAsking(false);
                if (myCopy.data) void navigate(pageOf(myCopy.data));
              }}
            >
              Open My Copy
            </Button>
            <Button type="button" onClick={() => void cloneNow()}>
              Clone Again
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
