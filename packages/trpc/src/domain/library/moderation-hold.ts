import { promptModerationLocks, type Database } from '@promptshelf/db';
import { reportMessages } from '@promptshelf/validators';
import { eq } from 'drizzle-orm';
import { DomainError } from '../domain-error';

/**
 * Refuses to open a prompt held by moderation to others (public or unlisted): only a
 * superadmin's approval of a review opens it again (decision 236).
 */
export async function refuseWhileHeld(tx: Database, promptId: number) {
  const [hold] = await tx
    .select({ promptId: promptModerationLocks.promptId })
    .from(promptModerationLocks)
    .where(eq(promptModerationLocks.promptId, promptId));
  if (hold) throw new DomainError('CONFLICT', reportMessages.locked);
}
