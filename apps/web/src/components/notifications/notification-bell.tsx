import { UNREAD_COUNT_MAX } from '@promptshelf/validators';
import { BellIcon } from '@promptshelf/ui/icons';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';

import { useTRPC } from '#src/lib/trpc';

/** How often an open tab asks for the unread count, besides on focus. */
const REFRESH_MS = 60_000;

/**
 * The navigation's bell: a link to /notifications with the unread count, asked again when the
 * tab regains focus and every minute (one probe of an index; docs/decisions/239).
 */
export function NotificationBell() {
  const trpc = useTRPC();
  const { data } = useQuery({
    ...trpc.notifications.unreadCount.queryOptions(),
    refetchOnWindowFocus: true,
    refetchInterval: REFRESH_MS,
  });
  const count = data?.count ?? 0;
  const shown = count > UNREAD_COUNT_MAX ? `${UNREAD_COUNT_MAX}+` : String(count);
  return (
    <Link
      to="/notifications"
      className="relative inline-flex size-9 items-center justify-center rounded-full outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
    >
      <BellIcon className="size-5" aria-hidden="true" />
      <span className="sr-only">
        {count === 0 ? 'Notifications' : `Notifications: ${shown} unread`}
      </span>
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="unread-count"
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-primary px-1 text-center text-xs leading-5 font-semibold text-primary-foreground"
        >
          {shown}
        </span>
      )}
    </Link>
  );
}
