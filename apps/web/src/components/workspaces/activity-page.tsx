import { Button } from '@promptshelf/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import { PageHeader } from '#src/components/layout/page-header';
import { useScreenTitle } from '#src/lib/page-title';
import { useTRPC } from '#src/lib/trpc';
import { ProfileAvatar } from '../prompt-kit/profile-avatar';
import { formatDateTime } from '../settings/token-dates';
import { describeActivity } from './activity-text';
import { ListStates } from '../prompt-kit/list-states';
import { useWorkspace, type ActivityEvent } from './use-workspaces';

/** /w/{slug}/activity: what happened in the workspace, newest first, 50 at a time. */
export function ActivityPage({ slug }: { slug: string }) {
  const { data: workspace } = useWorkspace(slug);
  useScreenTitle(workspace ? `Activity of ${workspace.name}` : 'Workspace Activity');
  if (!workspace) return null;
  return (
    <div className="grid max-w-3xl gap-8">
      <PageHeader
        title="Activity"
        description={`Who did what in ${workspace.name}, newest first.`}
      />
      <ActivityLog slug={slug} />
    </div>
  );
}

function ActivityLog({ slug }: { slug: string }) {
  const trpc = useTRPC();
  const log = useInfiniteQuery(
    trpc.workspaces.activity.infiniteQueryOptions(
      { workspace: slug },
      { getNextPageParam: (page) => page.nextCursor ?? undefined },
    ),
  );
  const listRef = useRef<HTMLOListElement>(null);
  // After Load More, focus goes to the first new event, so a keyboard user reads on from there.
  const focusFrom = useRef<number | null>(null);
  const events = log.data?.pages.flatMap((page) => page.events) ?? [];
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null) return;
    const items = listRef.current?.querySelectorAll<HTMLElement>('li');
    if (items && items.length > from) {
      focusFrom.current = null;
      items[from]?.focus();
    }
  }, [events.length]);

  return (
    <ListStates query={log} what="activity">
      {() =>
        events.length === 0 ? (
          <p className="rounded-xl border border-dashed p-6 text-muted-foreground">
            Nothing has happened yet.
          </p>
        ) : (
          <div className="grid gap-4">
            <ol ref={listRef} aria-label="Activity" className="divide-y rounded-xl border">
              {events.map((event) => (
                <ActivityItem key={event.id} event={event} />
              ))}
            </ol>
            {log.hasNextPage && (
              <Button
                type="button"
                variant="outline"
                className="justify-self-center"
                disabled={log.isFetchingNextPage}
                onClick={() => {
                  focusFrom.current = events.length;
                  void log.fetchNextPage();
                }}
              >
                {log.isFetchingNextPage ? 'Loading...' : 'Load More'}
              </Button>
            )}
          </div>
        )
      }
    </ListStates>
  );
}

function ActivityItem({ event }: { event: ActivityEvent }) {
  return (
    <li
      tabIndex={-1}
      className="flex items-start gap-3 px-4 py-3 outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {event.actor ? (
        <ProfileAvatar
          profile={{ ...event.actor, lastName: null }}
          imageUrl={event.actor.profileImageUrl}
        />
      ) : (
        <span aria-hidden="true" className="size-8 shrink-0 rounded-full bg-muted" />
      )}
      <div className="min-w-0">
        <p className="wrap-anywhere">{describeActivity(event)}</p>
        <p className="text-xs text-muted-foreground">
          <time dateTime={event.createdAt.toISOString()}>{formatDateTime(event.createdAt)}</time>
        </p>
      </div>
    </li>
  );
}
