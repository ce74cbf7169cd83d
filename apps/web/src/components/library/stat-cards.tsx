import { Card } from '@promptshelf/ui';
import { FileTextIcon, HeartIcon, StarIcon } from '@promptshelf/ui/icons';
import { useQuery } from '@tanstack/react-query';

import { useTRPC } from '#src/lib/trpc';

/** The dashboard's stat cards: Total Prompts, Total Likes (received), Favorites (saved). */
export function StatCards() {
  const trpc = useTRPC();
  const stats = useQuery(trpc.snippets.stats.queryOptions());
  const items = [
    { label: 'Total Prompts', value: stats.data?.snippetCount, Icon: FileTextIcon },
    { label: 'Total Likes', value: stats.data?.totalLikes, Icon: HeartIcon },
    { label: 'Favorites', value: stats.data?.favoriteCount, Icon: StarIcon },
  ];
  return (
    <section aria-label="Your numbers" className="grid grid-cols-3 gap-3 sm:gap-4">
      {items.map(({ label, value, Icon }) => (
        <Card key={label} className="flex items-center gap-4 p-4 sm:p-5">
          <span className="hidden size-11 shrink-0 sm:flex items-center justify-center rounded-full bg-accent text-accent-foreground">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div>
            <p className="text-xs text-muted-foreground sm:text-sm">{label}</p>
            <p className="text-2xl font-bold tabular-nums">
              {value !== undefined ? (
                value.toLocaleString('en')
              ) : stats.isError ? (
                '–'
              ) : (
                <span
                  aria-hidden="true"
                  className="inline-block h-6 w-10 animate-pulse rounded-md bg-muted align-middle"
                />
              )}
            </p>
          </div>
        </Card>
      ))}
    </section>
  );
}
