import { KNOWN_AI_TOOLS, KNOWN_PURPOSES } from '@promptshelf/validators';
import type { Database } from './client';
import { aiTools, purposes } from './schema';

/** Seeds the option lists; idempotent, so it runs on every start. */
export async function seedOptions(db: Database): Promise<void> {
  await db
    .insert(aiTools)
    .values(KNOWN_AI_TOOLS.map((name) => ({ name })))
    .onConflictDoNothing({ target: aiTools.name });
  await db
    .insert(purposes)
    .values(KNOWN_PURPOSES.map((name) => ({ name })))
    .onConflictDoNothing({ target: purposes.name });
}
