import type { RouterOutputs } from '@promptshelf/trpc';
import { Button, toast } from '@promptshelf/ui';
import { Link } from '@tanstack/react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';

import { api, useTRPC } from '#src/lib/trpc';
import { formatDateTime } from '../settings/token-dates';
import { ListStates, LoadMore } from '../prompt-kit/list-states';

type ReviewRequest = RouterOutputs['moderation']['reviewRequests']['requests'][number];

/** Prompts held by moderation whose authors ask to publish them again. */
export function ReviewRequests() {
  const trpc = useTRPC();
  const list = useInfiniteQuery(
    trpc.moderation.reviewRequests.infiniteQueryOptions(
      {},
      { getNextPageParam: (page) => page.nextCursor ?? undefined },
    ),
  );
  const requests = list.data?.pages.flatMap((page) => page.requests) ?? [];
  return (
    <ListStates query={list} what="review requests">
      {() =>
        requests.length === 0 ? (
          <p className="rounded-xl border border-dashed p-6 text-muted-foreground">
            No review requests.
          </p>
        ) : (
          <div className="grid gap-4">
            <ul aria-label="Review requests" className="grid gap-4">
              {requests.map((request) => (
                <ReviewRequestCard key={request.promptId} request={request} />
              ))}
            </ul>
            <LoadMore query={list} />
          </div>
        )
      }
    </ListStates>
  );
}

function ReviewRequestCard({ request }: { request: ReviewRequest }) {
  const trpc = useTRPC();
  const headingId = useId();
  const decide = api.moderation.decideReview.useMutation({
    onSuccess: async (_, input) => {
      toast({
        title: input.decision === 'approve' ? 'Published again' : 'Review declined',
        description: request.title,
      });
      await trpc.moderation.reviewRequests.invalidate();
    },
    onError: (error) =>
      toast({ title: 'The decision failed', description: error.message, variant: 'destructive' }),
  });
  return (
    <li aria-labelledby={headingId} className="grid gap-3 rounded-xl border bg-card p-4 sm:p-5">
      <h3 id={headingId} className="font-semibold wrap-anywhere">
        <Link
          to="/snippets/$id/$"
          params={{ id: String(request.promptId), _splat: '' }}
          className="underline-offset-4 hover:underline"
        >
          {request.title}
        </Link>
      </h3>
      <p className="text-sm text-muted-foreground">
        By {request.authorUsername ? `@${request.authorUsername}` : 'a deleted account'} · asked{' '}
        {request.reviewRequestedAt && (
          <time dateTime={request.reviewRequestedAt.toISOString()}>
            {formatDateTime(request.reviewRequestedAt)}
          </time>
        )}
        {request.reason && <> · unpublished for: {request.reason}</>}
      </p>
      <pre className="max-h-48 overflow-auto rounded-md border bg-background p-3 font-mono text-xs whitespace-pre-wrap wrap-anywhere">
        {request.content}
      </pre>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          disabled={decide.isPending}
          onClick={() => decide.mutate({ id: request.promptId, decision: 'approve' })}
        >
          Approve and publish
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={decide.isPending}
          onClick={() => decide.mutate({ id: request.promptId, decision: 'decline' })}
        >
          Decline
        </Button>
      </div>
    </li>
  );
}
