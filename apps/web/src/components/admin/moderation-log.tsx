import { Badge, Card, CardContent, CardHeader } from '@promptshelf/ui';
import { useQuery } from '@tanstack/react-query';

import { useTRPC } from '#src/lib/trpc';
import { ErrorLine, TableSkeleton } from './list-states';
import { ListDate } from './list-date';

const timeFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** The latest entries of the audit trail: who unpublished or deleted which prompt, and when. */
export function ModerationLog() {
  const trpc = useTRPC();
  const { data, isPending, isError } = useQuery(
    trpc.admin.moderationLog.queryOptions({ limit: 5, offset: 0 }),
  );
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold tracking-tight">Recent Moderation</h2>
      </CardHeader>
      <CardContent className="p-0">
        {isError ? (
          <ErrorLine>Failed to load the moderation log. Please try again.</ErrorLine>
        ) : isPending ? (
          <TableSkeleton rows={3} />
        ) : data.actions.length === 0 ? (
          <p className="px-6 pb-6 text-sm text-muted-foreground">
            No prompts have been unpublished or deleted yet.
          </p>
        ) : (
          <ul className="divide-y border-t">
            {data.actions.map((action) => (
              <li
                key={action.id}
                className="flex flex-col gap-1 px-6 py-3 text-sm sm:flex-row sm:items-center sm:gap-4"
              >
                <Badge
                  variant={action.action === 'delete' ? 'destructive' : 'secondary'}
                  className="capitalize"
                >
                  {action.action === 'delete' ? 'Deleted' : 'Unpublished'}
                </Badge>
                <span className="min-w-0 flex-1 wrap-anywhere">
                  <span className="font-medium">{action.snippetTitle}</span>
                  {action.reason && (
                    <span className="text-muted-foreground"> — {action.reason}</span>
                  )}
                </span>
                <span className="text-muted-foreground">
                  {action.actor ? `by ${action.actor.email}` : 'by a removed account'} ·{' '}
                  <ListDate value={action.createdAt} format={timeFormat} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
