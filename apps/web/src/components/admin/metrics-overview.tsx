import type { RouterOutputs } from '@promptshelf/trpc';
import { Card, CardContent, Skeleton } from '@promptshelf/ui';
import {
  EyeIcon,
  EyeOffIcon,
  FileTextIcon,
  HeartIcon,
  SparklesIcon,
  UserCheckIcon,
  UserPlusIcon,
  UsersIcon,
  type LucideIcon,
} from '@promptshelf/ui/icons';
import { useQuery } from '@tanstack/react-query';

import { useTRPC } from '#src/lib/trpc';
import { ErrorLine } from './list-states';
import { numberFormat } from './list-search';

type Metrics = RouterOutputs['admin']['metrics'];

const cards: {
  key: keyof Metrics;
  label: string;
  icon: LucideIcon;
  note?: (m: Metrics) => string;
}[] = [
  { key: 'totalUsers', label: 'Total Users', icon: UsersIcon },
  { key: 'totalSnippets', label: 'Total Prompts', icon: FileTextIcon },
  {
    key: 'verifiedUsers',
    label: 'Verified Users',
    icon: UserCheckIcon,
    note: (m) => percent(m.verifiedUsers, m.totalUsers, 'of all users'),
  },
  { key: 'newUsersLast7Days', label: 'Sign-ups, Last 7 Days', icon: UserPlusIcon },
  {
    key: 'publicSnippets',
    label: 'Public Prompts',
    icon: EyeIcon,
    note: (m) => percent(m.publicSnippets, m.totalSnippets, 'of all prompts'),
  },
  { key: 'privateSnippets', label: 'Private Prompts', icon: EyeOffIcon },
  { key: 'totalLikes', label: 'Total Likes', icon: HeartIcon },
  { key: 'newSnippetsLast7Days', label: 'New Prompts, Last 7 Days', icon: SparklesIcon },
];

function percent(part: number, whole: number, of: string) {
  return whole > 0 ? `${Math.round((part / whole) * 100)}% ${of}` : '';
}

/** The operator's numbers at a glance: the spec's two totals first, then the rest. */
export function MetricsOverview() {
  const trpc = useTRPC();
  const { data, isPending, isError } = useQuery(trpc.admin.metrics.queryOptions());
  if (isError) {
    return <ErrorLine>Failed to load metrics. Please try again.</ErrorLine>;
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy={isPending}>
      {cards.map(({ key, label, icon: Icon, note }) => (
        <li key={key}>
          <Card className="h-full">
            <CardContent className="flex items-start justify-between gap-4 p-5">
              <div className="min-w-0">
                <p className="text-sm font-medium text-muted-foreground">{label}</p>
                {data ? (
                  <p className="mt-2 text-3xl font-bold tracking-tight tabular-nums">
                    {numberFormat.format(data[key])}
                  </p>
                ) : (
                  <Skeleton className="mt-3 h-8 w-20" />
                )}
                {data && note && <p className="mt-1 text-xs text-muted-foreground">{note(data)}</p>}
              </div>
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
