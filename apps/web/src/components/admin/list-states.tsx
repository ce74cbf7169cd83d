import type * as React from 'react';
import { Skeleton } from '@promptshelf/ui';

/** Placeholder rows while a list loads. */
export function TableSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div className="divide-y" aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex items-center gap-4 px-4 py-4">
          <Skeleton className="size-9 shrink-0 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-3 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The one line a failed admin call shows (the spec asks for no more). */
export function ErrorLine({ children }: { children: React.ReactNode }) {
  return (
    <p role="alert" className="px-4 py-6 text-sm text-destructive-text">
      {children}
    </p>
  );
}
