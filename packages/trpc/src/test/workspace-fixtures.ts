import { mailOutbox, workspaceMembers, workspaces, type Database } from '@promptshelf/db';
import type { WorkspaceRole } from '@promptshelf/validators';
import { desc, eq } from 'drizzle-orm';

// Workspaces written straight to the tables, for tests that start from one; the invitation
// flow itself is tested through the router and the app.

/** A workspace with these members in these roles; its id. */
export async function insertTestWorkspace(
  db: Database,
  slug: string,
  members: { userId: string; role: WorkspaceRole }[],
) {
  const [row] = await db
    .insert(workspaces)
    .values({ slug, name: `Workspace ${slug}` })
    .returning({ id: workspaces.id });
  if (members.length > 0) {
    await db.insert(workspaceMembers).values(members.map((m) => ({ ...m, workspaceId: row!.id })));
  }
  return row!.id;
}

/** The token of the newest invitation link mailed to `email`, read from the outbox. */
export async function invitationTokenMailedTo(db: Database, email: string) {
  const [mail] = await db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const token = /\/invite\/([\w-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return token;
}
