import { Card, CardContent } from '@promptshelf/ui';
import { ConstructionIcon } from '@promptshelf/ui/icons';
import type * as React from 'react';

import { PageHeader } from './page-header';

/** A screen whose content arrives in a later release: its title, a line about it, a note. */
export function PagePlaceholder({
  title,
  description,
  narrow = false,
}: {
  title: React.ReactNode;
  description: React.ReactNode;
  narrow?: boolean;
}) {
  return (
    <div
      className={
        narrow ? 'mx-auto max-w-md px-4 py-12 sm:py-16' : 'mx-auto max-w-6xl px-4 py-10 sm:px-6'
      }
    >
      <PageHeader title={title} description={description} />
      <Card className="mt-8 border-dashed">
        <CardContent className="flex items-center gap-3 p-6 text-sm text-muted-foreground">
          <ConstructionIcon className="size-5 shrink-0" aria-hidden="true" />
          <p>This screen is being built and will be available soon.</p>
        </CardContent>
      </Card>
    </div>
  );
}
