import { useBlocker } from '@tanstack/react-router';
import { useState } from 'react';

import { ConfirmDialog } from '../layout/confirm-dialog';

/**
 * Asks 'Discard changes?' before a form with changes goes away: `ask()` for the dialog's own
 * closes (Escape, outside click, the close button, Cancel), and a router blocker for in-app
 * navigation (Back, Forward, links). With `beforeUnload`, a reload or a closed tab gets the
 * browser's own question too. `confirmation` must be rendered (inside the dialog it guards).
 */
export function useDiscardGuard({
  active,
  beforeUnload,
  description,
  onDiscard,
}: {
  /** There are changes that would be lost. */
  active: boolean;
  beforeUnload: boolean;
  description: string;
  /** Throws the changes away and closes what holds them. */
  onDiscard: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const blocker = useBlocker({
    shouldBlockFn: () => true,
    disabled: !active,
    enableBeforeUnload: active && beforeUnload,
    withResolver: true,
  });
  const open = asking || blocker.status === 'blocked';

  function keep() {
    setAsking(false);
    blocker.reset?.();
  }

  function discard() {
    setAsking(false);
    onDiscard();
    blocker.proceed?.();
  }

  return {
    ask: () => setAsking(true),
    confirmation: (
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          if (!next) keep();
        }}
        title="Discard changes?"
        description={description}
        cancelLabel="Keep Editing"
        confirmLabel="Discard Changes"
        destructive
        onConfirm={async () => {
          discard();
          return true;
        }}
      />
    ),
  };
}
