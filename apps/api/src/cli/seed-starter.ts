// `pnpm cli seed-starter`: the curated starter set, owned by a starter account, so a new site
// has real, good prompts to show instead of an empty page. Idempotent: a prompt the starter
// account already has (by title) is left alone.
import { randomBytes } from 'node:crypto';
import { snippets, userProfiles, users, type Database } from '@promptshelf/db';
import {
  createCaller,
  createContextInner,
  createUser,
  hashPassword,
  loadViewer,
} from '@promptshelf/trpc';
import { eq } from 'drizzle-orm';
import { CommandError } from './errors';
import { STARTER_PROMPTS } from './starter-prompts';

/** The account the starter prompts belong to; nobody signs in as it (its password is random). */
export const STARTER_EMAIL = 'starter@promptshelf.local';
export const STARTER_USERNAME = 'promptshelf';

async function starterAccount(db: Database) {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, STARTER_EMAIL));
  if (existing) return existing.id;
  const [taken] = await db
    .select({ userId: userProfiles.userId })
    .from(userProfiles)
    .where(eq(userProfiles.username, STARTER_USERNAME));
  if (taken) {
    throw new CommandError(`The username @${STARTER_USERNAME} belongs to another account.`);
  }
  const created = await createUser(db, {
    email: STARTER_EMAIL,
    passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
    firstName: 'Promptshelf',
    lastName: 'Starter',
    verified: true,
  });
  if (!created) throw new CommandError(`Could not create ${STARTER_EMAIL}.`);
  await db
    .update(userProfiles)
    .set({ username: STARTER_USERNAME, bio: 'Starter prompts curated by the Promptshelf team.' })
    .where(eq(userProfiles.userId, created.id));
  return created.id;
}

export async function seedStarter(db: Database): Promise<string> {
  const authorId = await starterAccount(db);
  const viewer = await loadViewer(db, authorId);
  const have = new Set(
    (
      await db
        .select({ title: snippets.title })
        .from(snippets)
        .where(eq(snippets.authorId, authorId))
    ).map((row) => row.title),
  );
  // Through the router, so every starter prompt passes the same rules as the prompt form.
  const caller = createCaller(createContextInner({ db, viewer: viewer! }));
  let created = 0;
  for (const prompt of STARTER_PROMPTS) {
    if (have.has(prompt.title)) continue;
    await caller.snippets.create({
      ...prompt,
      customAiTool: prompt.customAiTool ?? null,
      isPublic: true,
    });
    created += 1;
  }
  const skipped = STARTER_PROMPTS.length - created;
  return `Starter set: ${created} prompts added by @${STARTER_USERNAME}${skipped ? `, ${skipped} already there` : ''}.`;
}
