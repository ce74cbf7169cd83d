import { randomInt } from 'node:crypto';
import { userProfiles, type Database } from '@promptshelf/db';
import { USERNAME_MAX } from '@promptshelf/validators';

/** A username from the email's local part: only letters, digits, '_' and '-'. */
export function usernameBase(email: string): string {
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
  for (let attempt = 0; attempt < 20; attempt++) {
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
