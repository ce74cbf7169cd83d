import { Button, Skeleton } from '@promptshelf/ui';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';

import { useViewer } from '#src/lib/auth';
import { useHydrated } from '#src/lib/use-hydrated';
import { BrandLink } from './brand';
import { PaletteButton } from '../palette/palette-button';
import { MobileMenu } from './mobile-menu';
import { NavLink } from './nav-link';
import { memberNav, visitorNav } from './nav-items';
import { WorkspaceSwitcher } from './workspace-nav-lazy';

// The menu (and its Radix dropdown) is only for signed-in people: not in the first bundle.
const UserMenu = lazy(() => import('./user-menu').then(({ UserMenu }) => ({ default: UserMenu })));
const NotificationBell = lazy(() =>
  import('../notifications/notification-bell').then(({ NotificationBell }) => ({
    default: NotificationBell,
  })),
);

export function SiteHeader() {
  const { viewer, isPending } = useViewer();
  // The menu loads lazily: the server sends a placeholder, never a button that cannot open yet.
  const hydrated = useHydrated();
  const items = viewer ? memberNav(viewer) : visitorNav;
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="relative mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <BrandLink />
        <nav aria-label="Main" className="hidden flex-1 lg:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink item={item} className="px-3 py-2 whitespace-nowrap" />
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <PaletteButton />
          {viewer && hydrated && (
            <Suspense>
              <NotificationBell />
            </Suspense>
          )}
          <div className="hidden items-center gap-2 lg:flex">
            {isPending || (viewer && !hydrated) ? (
              <Skeleton className="h-9 w-24" />
            ) : viewer ? (
              <Suspense fallback={<Skeleton className="h-9 w-24" />}>
                <WorkspaceSwitcher />
                <UserMenu viewer={viewer} />
              </Suspense>
            ) : (
              <Button asChild size="sm">
                <Link to="/auth">Sign In</Link>
              </Button>
            )}
          </div>
          <MobileMenu viewer={viewer} />
        </div>
      </div>
    </header>
  );
}
