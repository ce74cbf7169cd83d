import { Button, Skeleton } from '@promptshelf/ui';
import type { ReactNode } from 'react';

/** A list's loading skeleton, its error with Try Again, or the list itself. */
export function ListStates<T>({
  query,
  what,
  children,
}: {
  query: {
    isPending: boolean;
    isError: boolean;
    error: { message: string } | null;
    data: T | undefined;
    refetch: () => unknown;
  };
  /** 'members', 'invitations': named in the loading and error texts. */
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className="grid gap-2" aria-busy="true">
        <p role="status" className="sr-only">
          Loading {what}...
        </p>
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  if (query.isError || query.data === undefined) {
    return (
      <div role="alert" className="rounded-xl border border-destructive/40 p-6">
        <p className="font-medium wrap-anywhere">
          Error loading {what}: {query.error?.message || 'Please try again.'}
        </p>
        <Button className="mt-4" variant="outline" onClick={() => void query.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}

/** Under a paged list, while there is a next page: a button that loads it, busy meanwhile. */
export function LoadMore({
  query,
  label = 'Load More',
  className = 'justify-self-center',
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  /** What the button says: 'Load More', 'Show more comments'. */
  label?: string;
  className?: string;
}) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      type="button"
      variant="outline"
      className={className}
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {query.isFetchingNextPage ? 'Loading...' : label}
    </Button>
  );
}
