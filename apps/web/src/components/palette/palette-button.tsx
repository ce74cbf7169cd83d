import { Button } from '@promptshelf/ui';
import { SearchIcon } from '@promptshelf/ui/icons';
import { lazy, useEffect, useState } from 'react';

import { MountWhenOpened } from '#src/lib/mount-when-opened';
import { useHydrated } from '#src/lib/use-hydrated';

// Only this button and the Ctrl+K listener are in the first bundle; the palette (cmdk, its
// search, the generator it opens) loads when first opened (docs/decisions/220-command-palette.md).
const CommandPalette = lazy(() => import('./command-palette'));

/**
 * The header's search button, and Ctrl+K (⌘K) from any screen: both open the command palette;
 * the shortcut closes it again. While another dialog is open the shortcut leaves it alone.
 */
export function PaletteButton() {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (
        (event.ctrlKey || event.metaKey) &&
        event.key === 'k' &&
        !document.querySelector('[role=dialog]:not([data-palette]),[role=alertdialog]')
      ) {
        event.preventDefault();
        setOpen((value) => !value);
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <Button
        variant="outline"
        className="size-10 px-0 text-muted-foreground lg:h-9 lg:w-auto lg:px-3"
        aria-keyshortcuts="Control+K Meta+K"
        disabled={!hydrated}
        onClick={() => setOpen(true)}
      >
        <SearchIcon aria-hidden="true" />
        <span className="sr-only lg:not-sr-only">Search</span>
        <kbd aria-hidden="true" className="hidden rounded border px-1 font-sans text-xs 2xl:inline">
          Ctrl K
        </kbd>
      </Button>
      <MountWhenOpened open={open}>
        <CommandPalette open={open} onOpenChange={setOpen} />
      </MountWhenOpened>
    </>
  );
}
