// Operator commands on accounts: the superadmin flag and a verified user without mail.
import { users, type Database } from '@promptshelf/db';
import { byEmail, createUser, hashPassword } from '@promptshelf/trpc';
import { registerSchema } from '@promptshelf/validators';
import { eq, sql } from 'drizzle-orm';
import { CommandError, UsageError } from './errors';

export async function setSuperadmin(db: Database, email: string, superadmin: boolean) {
  const [user] = await db
    .select({ id: users.id, email: users.email, superadmin: users.superadmin })
    .from(users)
    .where(byEmail(email));
  if (!user) throw new CommandError(`No user with the email ${email.trim()}.`);
  if (user.superadmin === superadmin) {
    return `${user.email} ${superadmin ? 'is already' : 'is not'} a superadmin; nothing changed.`;
  }
  await db.update(users).set({ superadmin }).where(eq(users.id, user.id));
  if (superadmin) return `${user.email} is now a superadmin.`;
  const [left] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.superadmin, true));
  const warning =
    left?.count === 0 ? '\nWarning: no superadmin is left; grant the flag to someone.' : '';
  return `${user.email} is no longer a superadmin.${warning}`;
}

export async function createVerifiedUser(
  db: Database,
  input: {
    email?: string;
    password?: string;
    firstName?: string;
    lastName?: string;
    superadmin: boolean;
  },
) {
  if (!input.email) throw new UsageError('create-user needs --email.');
  if (!input.password) throw new UsageError('create-user needs --password.');
  // The same rules as registration, with the same messages.
  const parsed = registerSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new UsageError(`${issue?.path.join('.') || 'input'}: ${issue?.message}`);
  }
  const { email, password, firstName, lastName } = parsed.data;
  const passwordHash = await hashPassword(password);
  const created = await db.transaction(async (tx) => {
    const user = await createUser(tx, { email, passwordHash, firstName, lastName, verified: true });
    if (user && input.superadmin) {
      await tx.update(users).set({ superadmin: true }).where(eq(users.id, user.id));
    }
    return user;
  });
  if (!created) {
    throw new CommandError(
      `A user with the email ${email} already exists.` +
        (input.superadmin ? ` To make them a superadmin: pnpm cli grant-superadmin ${email}` : ''),
    );
  }
  return `Created ${input.superadmin ? 'superadmin' : 'user'} ${created.email} (verified; can sign in now).`;
}
