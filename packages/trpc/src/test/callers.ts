import type { Database } from '@promptshelf/db';
import { createContextInner, type CreateContextOptions } from '../context';
import { createUser } from '../domain/accounts/auth';
import { loadViewer } from '../domain/accounts/viewer';
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
