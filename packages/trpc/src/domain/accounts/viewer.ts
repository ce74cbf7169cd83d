import { eq } from 'drizzle-orm';
import { userProfiles, users, type Database } from '@promptshelf/db';
import type { Viewer } from '../../context';

/**
 * The columns of a viewer, for a query that joins `users` and `user_profiles` (the session
 * store reads them with the session, in the same query).
 */
export const viewerColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  superadmin: users.superadmin,
  username: userProfiles.username,
};

/** Loads the person behind a session; null when the account no longer exists. */
export async function loadViewer(db: Database, userId: string): Promise<Viewer | null> {
  const [row] = await db
    .select(viewerColumns)
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}
