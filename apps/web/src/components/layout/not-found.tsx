import { Button } from '@promptshelf/ui';
import { Link } from '@tanstack/react-router';
import { HomeIcon } from '@promptshelf/ui/icons';

import { useScreenTitle } from '#src/lib/page-title';

/** Any unknown path shows 'Page Not Found' with a 'Go Back Home' button to /. */
export function NotFound() {
  useScreenTitle('Page Not Found');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <p className="text-sm font-semibold tracking-widest text-primary uppercase">Error 404</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">Page Not Found</h1>
      <p className="mt-4 text-muted-foreground">
        The page you are looking for does not exist, or it may have moved.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">
          <HomeIcon aria-hidden="true" />
          Go Back Home
        </Link>
      </Button>
    </div>
  );
}
