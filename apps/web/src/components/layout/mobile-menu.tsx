import { Button, cn, Tooltip } from '@promptshelf/ui';
import { Link } from '@tanstack/react-router';
import { LogOutIcon, MenuIcon, XIcon } from '@promptshelf/ui/icons';
import { lazy, useEffect, useId, useRef, useState } from 'react';

import type { Viewer } from '#src/lib/auth';
import { MountWhenOpened } from '#src/lib/mount-when-opened';
import { useHydrated } from '#src/lib/use-hydrated';
import { useLogout } from './use-logout';
import { NavLink } from './nav-link';
import { accountNav, memberNav, visitorNav } from './nav-items';
import { UserAvatar, displayName } from './user-avatar';
import { MobileWorkspaces } from './workspace-nav-lazy';

// Loaded when the menu first opens: the theme's three icons stay out of the first bundle.
const ThemeSwitch = lazy(() =>
  import('./theme-switch').then(({ ThemeSwitch }) => ({ default: ThemeSwitch })),
);

/**
 * Below the md breakpoint the navigation collapses into a disclosure: a labelled toggle
 * button and a panel that repeats every entry of the bar and the user menu.
 */
export function MobileMenu({ viewer }: { viewer: Viewer | null }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const logout = useLogout();
  // Rendered on the server: a press before hydration would be lost, so it waits.
  const hydrated = useHydrated();

  useEffect(() => {
    if (!open) return;
    // Escape closes the panel and returns focus to the toggle; a click outside closes it too.
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    }
    function onPointerDown(event: PointerEvent) {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !toggleRef.current?.contains(target))
        setOpen(false);
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const close = () => setOpen(false);
  const itemClass = 'block px-3 py-2.5 text-base';

  return (
    <div className="lg:hidden">
      <Tooltip content={open ? 'Close menu' : 'Open menu'}>
        <Button
          ref={toggleRef}
          variant="ghost"
          size="icon"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={open ? 'Close menu' : 'Open menu'}
          disabled={!hydrated}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? (
            <XIcon className="size-5" aria-hidden="true" />
          ) : (
            <MenuIcon className="size-5" aria-hidden="true" />
          )}
        </Button>
      </Tooltip>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className={cn(
          'absolute inset-x-0 top-full border-b bg-background shadow-lg motion-safe:animate-slide-down',
          !open && 'hidden',
        )}
      >
        <nav aria-label="Mobile" className="mx-auto max-w-6xl px-4 py-3">
          <ul className="flex flex-col gap-1">
            {(viewer ? memberNav(viewer) : visitorNav).map((item) => (
              <li key={item.to}>
                <NavLink item={item} className={itemClass} onClick={close} />
              </li>
            ))}
          </ul>
          {viewer && (
            <MountWhenOpened open={open}>
              <MobileWorkspaces onNavigate={close} />
            </MountWhenOpened>
          )}
          <div className="mt-3 border-t pt-3">
            {viewer ? (
              <>
                <div className="flex items-center gap-3 px-3 pb-2">
                  <UserAvatar viewer={viewer} />
                  <div className="min-w-0">
                    <p className="truncate text-sm font-medium">{displayName(viewer)}</p>
                    <p className="truncate text-xs text-muted-foreground">{viewer.email}</p>
                  </div>
                </div>
                <ul className="flex flex-col gap-1">
                  {accountNav.map((item) => (
                    <li key={item.to}>
                      <NavLink item={item} className={itemClass} onClick={close} />
                    </li>
                  ))}
                  <li>
                    <button
                      type="button"
                      onClick={() => {
                        close();
                        void logout();
                      }}
                      className="flex w-full items-center gap-2 rounded-md px-3 py-2.5 text-left text-base font-medium text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring"
                    >
                      <LogOutIcon className="size-4" aria-hidden="true" />
                      Logout
                    </button>
                  </li>
                </ul>
              </>
            ) : (
              <Button asChild className="w-full">
                <Link to="/auth" onClick={close}>
                  Sign In
                </Link>
              </Button>
            )}
          </div>
          <MountWhenOpened open={open}>
            <ThemeSwitch />
          </MountWhenOpened>
        </nav>
      </div>
    </div>
  );
}
