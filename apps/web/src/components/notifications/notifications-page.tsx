import type { RouterOutputs } from '@promptshelf/trpc';
import { Button } from '@promptshelf/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';

import { PageHeader } from '#src/components/layout/page-header';
import { api, useTRPC } from '#src/lib/trpc';
import { ProfileAvatar } from '../prompt-kit/profile-avatar';
import { formatDateTime } from '../settings/token-dates';
import { ListStates, LoadMore } from '../prompt-kit/list-states';

type Notification = RouterOutputs['notifications']['list']['notifications'][number];

/** /notifications: the signed-in person's notifications, newest first, 20 at a time. */
export function NotificationsPage() {
  const trpc = useTRPC();
  const list = useInfiniteQuery(
    trpc.notifications.list.infiniteQueryOptions(
      {},
      { getNextPageParam: (page) => page.nextCursor ?? undefined },
    ),
  );
  const refresh = async () => {
    await Promise.all([
      trpc.notifications.list.invalidate(),
      trpc.notifications.unreadCount.invalidate(),
    ]);
  };
  const markRead = api.notifications.markRead.useMutation({ onSettled: refresh });
  const items = list.data?.pages.flatMap((page) => page.notifications) ?? [];
  const anyUnread = items.some((item) => !item.read);

  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-10 sm:px-6">
      <PageHeader
        title="Notifications"
        description="What others did with your prompts and your account, newest first."
        actions={
          <>
            <Button variant="outline" asChild>
              <Link to="/settings/notifications">Mail Settings</Link>
            </Button>
            <Button
              type="button"
              disabled={!anyUnread || markRead.isPending}
              onClick={() => markRead.mutate({})}
            >
              Mark All as Read
            </Button>
          </>
        }
      />
      <ListStates query={list} what="notifications">
        {() =>
          items.length === 0 ? (
            <p className="rounded-xl border border-dashed p-6 text-muted-foreground">
              No notifications yet. When someone follows you, clones or comments on your prompts,
              you will see it here.
            </p>
          ) : (
            <div className="grid gap-4">
              <ol aria-label="Notifications" className="divide-y rounded-xl border">
                {items.map((item) => (
                  <NotificationItem
                    key={item.id}
                    item={item}
                    onRead={() => markRead.mutate({ ids: [item.id] })}
                  />
                ))}
              </ol>
              <LoadMore query={list} />
            </div>
          )
        }
      </ListStates>
    </div>
  );
}

function NotificationItem({ item, onRead }: { item: Notification; onRead: () => void }) {
  return (
    <li className={`flex items-start gap-3 px-4 py-3 ${item.read ? '' : 'bg-accent/50'}`}>
      {item.actor ? (
        <ProfileAvatar
          profile={{ username: item.actor.username, firstName: item.actor.name, lastName: null }}
          imageUrl={item.actor.image}
        />
      ) : (
        <span aria-hidden="true" className="size-8 shrink-0 rounded-full bg-muted" />
      )}
      <div className="min-w-0 flex-1">
        <p className="wrap-anywhere">
          {!item.read && <span className="sr-only">Unread: </span>}
          {item.path ? (
            <Link
              to={item.path}
              className="underline-offset-4 hover:underline focus-visible:underline"
              onClick={() => {
                if (!item.read) onRead();
              }}
            >
              {item.text}
            </Link>
          ) : (
            item.text
          )}
        </p>
        <p className="text-xs text-muted-foreground">
          <time dateTime={item.createdAt.toISOString()}>{formatDateTime(item.createdAt)}</time>
        </p>
      </div>
      {!item.read && (
        <Button type="button" variant="ghost" size="sm" onClick={onRead}>
          Mark as Read
        </Button>
      )}
    </li>
  );
}
