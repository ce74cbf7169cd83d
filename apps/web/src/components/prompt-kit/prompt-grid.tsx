import { Card, cn, Skeleton } from '@promptshelf/ui';
import type * as React from 'react';

import { PromptCard, type PromptCardProps } from './prompt-card';
import type { Prompt } from './types';
import { useHydrated } from '#src/lib/use-hydrated';

const DEFAULT_SKELETON_COUNT = 6;

function PromptCardSkeleton() {
  return (
    <Card className="flex flex-col gap-4 p-5" aria-hidden="true">
      <div className="flex gap-2">
        <Skeleton className="h-5 w-20" />
        <Skeleton className="h-5 w-16" />
      </div>
      <Skeleton className="h-6 w-3/4" />
      <div className="grid gap-2">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </div>
      <div className="flex items-center justify-between border-t pt-3">
        <Skeleton className="h-7 w-28 rounded-full" />
        <Skeleton className="h-7 w-24" />
      </div>
    </Card>
  );
}

const gridClass = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/**
 * Prompt cards in a responsive grid; `skeletonCount` placeholder cards while loading (6, or 9
 * on the landing page, which shows 9 prompts); `empty` when the list is empty.
 */
export function PromptGrid({
  prompts,
  isLoading = false,
  skeletonCount = DEFAULT_SKELETON_COUNT,
  empty,
  label,
  className,
  selection,
  ...cardProps
}: {
  prompts: readonly Prompt[] | undefined;
  isLoading?: boolean;
  className?: string;
  skeletonCount?: number;
  empty?: React.ReactNode;
  /** An accessible name for the list, e.g. 'My prompts'. */
  label?: string;
  /** A checkbox on each card, for the dashboard's bulk actions (shift-click: a range). */
  selection?: { selected: ReadonlySet<number>; toggle: (id: number, range: boolean) => void };
} & Omit<PromptCardProps, 'prompt'>) {
  const hydrated = useHydrated();
  if (isLoading || !prompts) {
    return (
      <div aria-busy="true" aria-label={label} className={className}>
        <p className="sr-only" role="status">
          Loading prompts…
        </p>
        <div className={gridClass}>
          {Array.from({ length: skeletonCount }, (_, index) => (
            <PromptCardSkeleton key={index} />
          ))}
        </div>
      </div>
    );
  }
  if (prompts.length === 0) return <>{empty}</>;
  return (
    <ul className={cn(gridClass, className)} aria-label={label}>
      {prompts.map((prompt) => (
        <li key={prompt.id} className="relative min-w-0">
          <PromptCard prompt={prompt} {...cardProps} />
          {selection && (
            // Above the card's stretched title link, in its top right corner.
            <input
              type="checkbox"
              aria-label={`Select “${prompt.title}”`}
              checked={selection.selected.has(prompt.id)}
              disabled={!hydrated}
              onChange={() => undefined}
              onClick={(event) => selection.toggle(prompt.id, event.shiftKey)}
              className="absolute top-4 right-4 z-10 size-5 cursor-pointer accent-primary outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
            />
          )}
        </li>
      ))}
    </ul>
  );
}
