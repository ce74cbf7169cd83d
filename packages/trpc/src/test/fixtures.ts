import { snippets, users, type Database } from '@promptshelf/db';
import { eq } from 'drizzle-orm';
import type { PromptVisibility } from '@promptshelf/validators';
import { createUser } from '../domain/accounts/auth';
import { visibilityColumns } from '../domain/library/visibility';
import { hashPassword } from '../domain/accounts/passwords';

// Rows a test starts from, written straight to the tables: the router's tests and the app's
// (through @promptshelf/trpc/testing) set up the same people and prompts the same way.

/** The password of every test account. */
export const TEST_PASSWORD = 'test password';
let passwordHash: Promise<string> | undefined;

/** A verified account with a profile that signs in with TEST_PASSWORD; a superadmin if asked. */
export async function createTestUser(
  db: Database,
  email: string,
  options: { superadmin?: boolean; firstName?: string; lastName?: string } = {},
) {
  // One hash for every account: argon2 is slow on purpose.
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const user = await createUser(db, {
    email,
    passwordHash: await passwordHash,
    firstName: options.firstName,
    lastName: options.lastName,
    verified: true,
  });
  if (!user) throw new Error(`could not create ${email}`);
  if (options.superadmin) {
    await db.update(users).set({ superadmin: true }).where(eq(users.id, user.id));
  }
  return user;
}

/** A prompt by this author, public unless told, with a one-placeholder content; its id. */
export async function insertTestPrompt(
  db: Database,
  authorId: string,
  title: string,
  {
    isPublic = true,
    likesCount = 0,
    visibility = isPublic ? 'public' : 'private',
    workspaceId = null,
  }: {
    isPublic?: boolean;
    likesCount?: number;
    visibility?: PromptVisibility;
    workspaceId?: number | null;
  } = {},
) {
  const [row] = await db
    .insert(snippets)
    .values({
      title,
      content: `Content of ${title} for [audience]`,
      aiTool: 'Claude',
      purpose: 'writing',
      ...visibilityColumns(visibility),
      workspaceId,
      authorId,
      likesCount,
    })
    .returning({ id: snippets.id });
  if (!row) throw new Error('no prompt');
  return row.id;
}

/**
 * The superadmin area's people: root@example.com (Grace, a superadmin) and ada@example.com (Ada
 * Lovelace, username 'ada', a member).
 */
export async function createAdminAndMember(db: Database) {
  const admin = await createTestUser(db, 'root@example.com', {
    superadmin: true,
    firstName: 'Grace',
  });
  const member = await createTestUser(db, 'ada@example.com', {
    firstName: 'Ada',
    lastName: 'Lovelace',
  });
  return { adminId: admin.id, memberId: member.id };
}
export * from './workspace-fixtures';
