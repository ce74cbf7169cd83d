import { Button, toast } from '@promptshelf/ui';
import { ShieldAlertIcon } from '@promptshelf/ui/icons';
import { useQuery } from '@tanstack/react-query';

import { api, useTRPC } from '#src/lib/trpc';
import { errorMessage } from '#src/lib/trpc-error';
import type { Prompt } from '../prompt-kit/types';

/**
 * The hold on a prompt its owners see, when moderation unpublished it (decision 236). Only a
 * closed prompt can be held, so an open one asks nothing.
 */
export function useModerationHold(prompt: Prompt, canChange: boolean) {
  const trpc = useTRPC();
  const hold = useQuery({
    ...trpc.moderation.hold.queryOptions({ id: prompt.id }),
    enabled: canChange && !prompt.isPublic && prompt.visibility !== 'unlisted',
  });
  return hold.data ?? null;
}

type Hold = NonNullable<ReturnType<typeof useModerationHold>>;

/** Why the prompt was unpublished, and the way back: asking a superadmin for a review. */
export function HoldNotice({ prompt, hold }: { prompt: Prompt; hold: Hold }) {
  const trpc = useTRPC();
  const ask = api.moderation.requestReview.useMutation({
    onSuccess: async (next) => {
      trpc.moderation.hold.setData({ id: prompt.id }, next);
      toast({
        title: 'Review requested',
        description: 'A superadmin will look at your prompt again.',
      });
    },
    onError: (error) =>
      toast({
        title: 'The review could not be requested',
        description: errorMessage(error),
        variant: 'destructive',
      }),
  });
  return (
    <section
      aria-labelledby="moderation-hold-title"
      className="mt-6 grid gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm sm:flex sm:items-start"
    >
      <ShieldAlertIcon className="size-5 shrink-0 text-destructive-text" aria-hidden="true" />
      <div className="grid flex-1 gap-1">
        <h2 id="moderation-hold-title" className="font-semibold">
          Unpublished by moderation
        </h2>
        <p>
          {hold.reason ? (
            <>
              Reason: <span className="wrap-anywhere">{hold.reason}</span>.{' '}
            </>
          ) : null}
          Only a superadmin can make it public again. Fix what was wrong, then ask for a review.
        </p>
      </div>
      {hold.reviewRequestedAt ? (
        <p role="status" className="font-medium sm:self-center">
          Review requested
        </p>
      ) : (
        <Button
          type="button"
          variant="outline"
          className="sm:self-center"
          disabled={ask.isPending}
          onClick={() => ask.mutate({ id: prompt.id })}
        >
          {ask.isPending ? 'Asking...' : 'Ask for review'}
        </Button>
      )}
    </section>
  );
}
