import { randomInt } from 'node:crypto';
import { snippets, usernameRedirects, userProfiles, users, type Database } from '@promptshelf/db';
import {
  isReservedUsername,
  profileMessages,
  PUBLIC_PROFILE_PROMPTS_MAX,
  USERNAME_MAX,
  type Profile,
  type ProfileUpdate,
} from '@promptshelf/validators';
import { and, arrayContains, desc, eq, ne, sql } from 'drizzle-orm';
import type { Viewer } from '../../context';
import { DomainError } from '../domain-error';
import { publicCollectionsOf } from '../collections/collections';
import { selectPrompts, toClientPrompt } from '../library/prompt-shape';
import { followCounts, isFollowing } from '../notifications/follows';

/** A username from the email's local part: only letters, digits, '_' and '-'. */
function usernameBase(email: string): string {
  const local = email.split('@', 1)[0] ?? '';
  const cleaned = local
    .replace(/[^a-zA-Z0-9_-]/g, '')
    .toLowerCase()
    .slice(0, USERNAME_MAX - 5);
  return cleaned.length >= 2 ? cleaned : 'user';
}

/** Creates the user's profile with a unique username derived from their email. */
export async function createProfile(db: Database, userId: string, email: string): Promise<string> {
  const base = usernameBase(email);
  // A reserved base ('support@…') is never offered as it is.
  const first = isReservedUsername(base) ? 1 : 0;
  for (let attempt = first; attempt < 20; attempt++) {
    const username = attempt === 0 ? base : `${base}-${randomInt(1000, 10000)}`;
    const [row] = await db
      .insert(userProfiles)
      .values({ userId, username })
      .onConflictDoNothing()
      .returning({ username: userProfiles.username });
    if (row) return row.username;
  }
  throw new Error('Could not find a free username');
}

const profileColumns = {
  username: userProfiles.username,
  firstName: users.firstName,
  lastName: users.lastName,
  location: userProfiles.location,
  bio: userProfiles.bio,
  githubUrl: userProfiles.githubUrl,
  linkedinUrl: userProfiles.linkedinUrl,
  instagramUrl: userProfiles.instagramUrl,
  xUrl: userProfiles.xUrl,
  profileImageUrl: users.profileImageUrl,
};

const taken = () => new DomainError('CONFLICT', profileMessages.usernameTaken);

/** A unique violation anywhere in a driver error's cause chain (postgres.js and PGlite). */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

async function loadProfile(db: Database, userId: string): Promise<Profile | undefined> {
  const [row] = await db
    .select(profileColumns)
    .from(users)
    .innerJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

/** The signed-in user's profile; an account without one (older rows) gets one now. */
export async function myProfile(db: Database, viewer: Viewer): Promise<Profile> {
  const existing = await loadProfile(db, viewer.id);
  if (existing) return existing;
  await createProfile(db, viewer.id, viewer.email);
  const created = await loadProfile(db, viewer.id);
  if (!created) throw new DomainError('NOT_FOUND', 'Account not found.');
  return created;
}

/** Whether someone else holds this username, ignoring case; a reserved name counts as held. */
export async function isUsernameTaken(db: Database, viewer: Viewer, username: string) {
  if (isReservedUsername(username)) {
    const [own] = await db
      .select({ username: userProfiles.username })
      .from(userProfiles)
      .where(eq(userProfiles.userId, viewer.id));
    return own?.username.toLowerCase() !== username.toLowerCase();
  }
  const [row] = await db
    .select({ userId: userProfiles.userId })
    .from(userProfiles)
    .where(
      and(
        sql`lower(${userProfiles.username}) = lower(${username})`,
        ne(userProfiles.userId, viewer.id),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Updates the fields that were sent, in one transaction: names and picture live on users,
 * the rest on user_profiles. A username someone else holds (any case) is refused; the unique
 * index settles a race between two people claiming the same name at once.
 */
export async function updateProfile(db: Database, viewer: Viewer, input: ProfileUpdate) {
  const { firstName, lastName, profileImageUrl, username, ...profileFields } = input;
  const before = await myProfile(db, viewer);
  // A reserved name is refused, unless it is the one the account already has (from before).
  if (
    username !== undefined &&
    isReservedUsername(username) &&
    username.toLowerCase() !== before.username.toLowerCase()
  ) {
    throw new DomainError('BAD_INPUT', profileMessages.usernameReserved);
  }
  if (username !== undefined && (await isUsernameTaken(db, viewer, username))) throw taken();
  const userSet = Object.fromEntries(
    Object.entries({ firstName, lastName, profileImageUrl }).filter(([, v]) => v !== undefined),
  );
  const profileSet = Object.fromEntries(
    Object.entries({ username, ...profileFields }).filter(([, v]) => v !== undefined),
  );
  try {
    await db.transaction(async (tx) => {
      if (Object.keys(userSet).length > 0) {
        await tx.update(users).set(userSet).where(eq(users.id, viewer.id));
      }
      if (Object.keys(profileSet).length > 0) {
        await tx.update(userProfiles).set(profileSet).where(eq(userProfiles.userId, viewer.id));
      }
      if (username !== undefined && username.toLowerCase() !== before.username.toLowerCase()) {
        await keepOldUsername(tx, viewer.id, before.username, username);
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  return myProfile(db, viewer);
}

/**
 * Remembers the name given up so `/u/{old}` keeps leading to its owner. The new name stops
 * being anyone's old name: it is claimed now.
 */
async function keepOldUsername(tx: Database, userId: string, oldName: string, newName: string) {
  await tx
    .delete(usernameRedirects)
    .where(sql`lower(${usernameRedirects.oldUsername}) in (lower(${oldName}), lower(${newName}))`);
  await tx.insert(usernameRedirects).values({ oldUsername: oldName, userId });
}

/**
 * The current username of whoever gave up `username`, while nobody holds it now; else null.
 * Both lookups are served by the lower(username) unique indexes.
 */
export async function renamedTo(db: Database, username: string): Promise<string | null> {
  const [row] = await db
    .select({ username: userProfiles.username })
    .from(usernameRedirects)
    .innerJoin(userProfiles, eq(userProfiles.userId, usernameRedirects.userId))
    .where(
      and(
        sql`lower(${usernameRedirects.oldUsername}) = lower(${username})`,
        sql`not exists (select 1 from ${userProfiles} as holder where lower(holder.username) = lower(${username}))`,
      ),
    )
    .limit(1);
  return row?.username ?? null;
}

/**
 * A public profile by username (any case) with the user's newest public prompts, at most
 * PUBLIC_PROFILE_PROMPTS_MAX of them (served by snippets_author_created_idx).
 */
export async function publicProfile(
  db: Database,
  viewer: Viewer | null,
  username: string,
  tags: string[] = [],
) {
  const [row] = await db
    .select({ userId: users.id, ...profileColumns })
    .from(userProfiles)
    .innerJoin(users, eq(users.id, userProfiles.userId))
    .where(sql`lower(${userProfiles.username}) = lower(${username})`)
    .limit(1);
  if (!row) {
    const current = await renamedTo(db, username);
    if (current) return publicProfile(db, viewer, current, tags);
    throw new DomainError('NOT_FOUND', profileMessages.userNotFound(username));
  }
  const { userId, ...profile } = row;
  const rows = await selectPrompts(db, viewer)
    .where(
      and(
        eq(snippets.authorId, userId),
        eq(snippets.isPublic, true),
        // The author's range of snippets_author_created_idx, filtered (decision 150).
        tags.length > 0 ? arrayContains(snippets.tags, tags) : undefined,
      ),
    )
    .orderBy(desc(snippets.createdAt), desc(snippets.id))
    .limit(PUBLIC_PROFILE_PROMPTS_MAX);
  const collections = await publicCollectionsOf(db, viewer, userId);
  const [counts, following] = await Promise.all([
    followCounts(db, userId),
    isFollowing(db, viewer, userId),
  ]);
  return {
    profile: { ...profile, ...counts, following },
    snippets: rows.map((r) => toClientPrompt(r, viewer)),
    collections,
  };
}
