import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders a (lazy) dialog from the first time it opens on, so its code loads when someone
 * first needs it, and stays mounted after, so closing keeps its animation and focus return.
 */
export function MountWhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
