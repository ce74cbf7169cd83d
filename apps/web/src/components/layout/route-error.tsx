import { Button } from '@promptshelf/ui';
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';

/** Shown when a screen fails to load (e.g. the server is unreachable). */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center"
    >
      <h1 className="text-3xl font-bold tracking-tight">Something went wrong</h1>
      <p className="mt-4 text-muted-foreground">
        {error instanceof Error && error.message ? error.message : 'This page could not be loaded.'}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          Try Again
        </Button>
        <Button asChild variant="outline">
          <Link to="/">Go Back Home</Link>
        </Button>
      </div>
    </div>
  );
}
