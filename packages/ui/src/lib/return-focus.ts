import { useRef } from 'react';

type FocusHandler = ((event: Event) => void) | undefined;

/**
 * Focus goes back to whatever opened a dialog when it closes (saved, cancelled or Escape).
 * Radix returns it only to a `DialogTrigger`; our dialogs are mostly opened by state, so
 * without this focus fell to the page and the next Tab went to 'Skip to content'. The element
 * focused when the dialog opened is the opener; a caller's own `onCloseAutoFocus` that calls
 * `preventDefault()` (after a create, focus the new card) wins.
 */
export function useReturnFocus(onOpenAutoFocus: FocusHandler, onCloseAutoFocus: FocusHandler) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus(event: Event) {
      // Focus has not moved into the dialog yet: the active element is what opened it.
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus(event: Event) {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      const target = opener.current;
      if (target?.isConnected) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}
