/**
 * The prompts a person opened or generated lately on this device, newest first, kept in
 * localStorage under their account so the command palette can offer them before anything is
 * typed. Only ids are kept (the server says which the person may still open); signing out
 * forgets them (docs/decisions/220-command-palette.md).
 */
import { PALETTE_RECENT_MAX } from '@promptshelf/validators';
import { useEffect } from 'react';

import { useViewer } from '#src/lib/auth';
import { forgetKeysWithPrefix, localStore } from '#src/lib/local-store';

const PREFIX = 'promptshelf.recent-prompts.';

/** The ids this person opened or generated lately on this device, newest first. */
export function recentPromptIds(userId: string): number[] {
  try {
    const ids: unknown = JSON.parse(localStore()?.getItem(PREFIX + userId) ?? '[]');
    return Array.isArray(ids)
      ? ids
          .filter((id): id is number => Number.isInteger(id) && id > 0)
          .slice(0, PALETTE_RECENT_MAX)
      : [];
  } catch {
    return [];
  }
}

function remember(userId: string, promptId: number) {
  const ids = [promptId, ...recentPromptIds(userId).filter((id) => id !== promptId)];
  try {
    localStore()?.setItem(PREFIX + userId, JSON.stringify(ids.slice(0, PALETTE_RECENT_MAX)));
  } catch {
    // Storage full or refused: the palette simply has fewer recent prompts.
  }
}

/** Remembers `promptId` as recent for the signed-in person while `active` (a page, a dialog). */
export function useRecentPrompt(promptId: number, active = true) {
  const userId = useViewer().viewer?.id;
  useEffect(() => {
    if (userId && active) remember(userId, promptId);
  }, [userId, promptId, active]);
}

/** Forgets every account's recent prompts on this device (signing out). */
export function forgetRecentPrompts() {
  forgetKeysWithPrefix(PREFIX);
}
