import type { AppRouter } from '@promptshelf/trpc';
import { toast } from '@promptshelf/ui';
import { slugify } from '@promptshelf/validators';
import type { TRPCClient } from '@trpc/client';

import { takePendingAction } from '#src/lib/after-sign-in';
import { CLONED_TOAST } from '../prompt/cloned-toast';
import { errorMessage } from '#src/lib/trpc-error';

/**
 * Right after a sign-in: does what the visitor pressed before being sent to sign in (see
 * useSignInFirst), as the person they are now. Like and save set the state rather than toggle
 * it, so someone who had liked the prompt before does not unlike it. Returns the page to go to
 * when the action made one (a clone's), else null.
 */
export async function finishPendingAction(client: TRPCClient<AppRouter>): Promise<string | null> {
  const action = takePendingAction();
  if (!action) return null;
  const id = action.promptId;
  try {
    if (action.kind === 'clone') {
      const copy = await client.snippets.clone.mutate({ id });
      toast(CLONED_TOAST);
      return `/snippets/${copy.id}/${slugify(copy.title)}`;
    }
    const prompt = await client.snippets.byId.query({ id });
    if (action.kind === 'like') {
      if (!prompt.isLiked) await client.snippets.toggleLike.mutate({ id });
      toast({ title: 'Prompt liked', description: prompt.title });
    } else {
      if (!prompt.isFavorited) await client.snippets.toggleFavorite.mutate({ id });
      toast({ title: 'Saved to your favorites', description: prompt.title });
    }
  } catch (error) {
    toast({
      title: 'Could not finish what you started',
      description: errorMessage(error) ?? 'Please try again.',
      variant: 'destructive',
    });
  }
  return null;
}
