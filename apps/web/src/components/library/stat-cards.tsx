import { Card, cn } from '@promptshelf/ui';
import { FileTextIcon, HeartIcon, StarIcon, type LucideIcon } from '@promptshelf/ui/icons';
import { useQuery } from '@tanstack/react-query';

import { useTRPC } from '#src/lib/trpc';

export interface StatItem {
  label: string;
  /** Undefined while loading. */
  value: number | undefined;
  Icon: LucideIcon;
}

/** A row of numbers on cards: a library's totals; a dash when they failed to load. */
export function StatCardRow({
  label,
  items,
  isError = false,
}: {
  /** The region's accessible name, e.g. 'Your numbers'. */
  label: string;
  items: StatItem[];
  isError?: boolean;
}) {
  return (
    <section
      aria-label={label}
      className={cn('grid gap-3 sm:gap-4', items.length === 2 ? 'grid-cols-2' : 'grid-cols-3')}
    >
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
              ) : isError ? (
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

/** The dashboard's stat cards: Total Prompts, Total Likes (received), Favorites (saved). */
export function StatCards() {
  const trpc = useTRPC();
  const stats = useQuery(trpc.snippets.stats.queryOptions());
  return (
    <StatCardRow
      label="Your numbers"
      isError={stats.isError}
      items={[
        { label: 'Total Prompts', value: stats.data?.snippetCount, Icon: FileTextIcon },
        { label: 'Total Likes', value: stats.data?.totalLikes, Icon: HeartIcon },
        { label: 'Favorites', value: stats.data?.favoriteCount, Icon: StarIcon },
      ]}
    />
  );
}
