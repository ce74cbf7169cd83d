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

/** Load More under a paged list: shown while there is a next page, busy while it loads. */
export function LoadMore({
  query,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      type="button"
      variant="outline"
      className="justify-self-center"
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {query.isFetchingNextPage ? 'Loading...' : 'Load More'}
    </Button>
  );
}
