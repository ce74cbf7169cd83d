import type { LucideIcon } from '@promptshelf/ui/icons';
import type * as React from 'react';

/** A dashed panel for an empty list: icon, heading, a line of help and an action. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  headingLevel: Heading = 'h2',
}: {
  icon: LucideIcon;
  title: string;
  description: React.ReactNode;
  action?: React.ReactNode;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-16 text-center">
      <Icon className="size-10 text-muted-foreground" aria-hidden="true" />
      <Heading className="text-lg font-semibold">{title}</Heading>
      <p className="max-w-md text-sm text-muted-foreground">{description}</p>
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
