import { users, type Database } from '@promptshelf/db';
import type { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { createContextInner, type CreateContextOptions } from '../context';
import { createUser } from '../domain/accounts/auth';
import { loadViewer } from '../domain/accounts/viewer';
import { errorMessage } from '../errors';
import { createCaller } from '../root';

type Extra = Omit<CreateContextOptions, 'db' | 'viewer'>;

let counter = 0;

/** The router as a visitor (nobody signed in) calls it. */
export function visitorCaller(db: Database, extra: Extra = {}) {
  return createCaller(createContextInner({ db, viewer: null, ...extra }));
}

/** The router as this existing account calls it. */
export async function callerFor(db: Database, userId: string, extra: Extra = {}) {
  const viewer = await loadViewer(db, userId);
  if (!viewer) throw new Error(`no account ${userId}`);
  return { viewer, caller: createCaller(createContextInner({ db, viewer, ...extra })) };
}

/** A verified account and the router as that person calls it. */
export async function signedInCaller(db: Database, name = 'user', extra: Extra = {}) {
  const email = `${name}${++counter}@example.com`;
  const user = await createUser(db, {
    email,
    passwordHash: 'not used',
    firstName: name,
    verified: true,
  });
  return { id: user!.id, email, ...(await callerFor(db, user!.id, extra)) };
}

/** A verified superadmin account and the router as they call it. */
export async function superadminCaller(db: Database, name = 'super') {
  const { id, email } = await signedInCaller(db, name);
  await db.update(users).set({ superadmin: true }).where(eq(users.id, id));
  return { id, email, ...(await callerFor(db, id)) };
}

/** How a call ends, as a permission table reads it: 'OK', or the refusal's code and message. */
export async function outcome(call: Promise<unknown>) {
  try {
    await call;
    return 'OK';
  } catch (error) {
    return `${(error as TRPCError).code}: ${errorMessage(error as TRPCError)}`;
  }
}
