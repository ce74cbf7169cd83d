import { users } from '@promptshelf/db';
import { secondFactorMessages, type secondFactorCodeSchema } from '@promptshelf/validators';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Context } from '../../context';
import { DomainError } from '../domain-error';
import { MINUTE } from './rate-limit';
import { hasTwoFactor, spendSecondFactor } from './two-factor';

type SignInContext = Pick<Context, 'db' | 'session'>;

/** How the first step proved who someone is: a passkey proves both factors at once. */
export type SignInMethod = 'password' | 'provider' | 'passkey';

/** How long the code step waits after a right password before it must start again. */
const PENDING_TTL = 10 * MINUTE;

/**
 * Finishes a first step that proved who `user` is. With two-factor on (and no passkey), the
 * browser only remembers whose code it may ask for, for a few minutes: nobody is signed in yet.
 */
export async function completeSignIn(
  ctx: SignInContext,
  user: { id: string },
  how: SignInMethod,
): Promise<{ secondFactorRequired: boolean }> {
  if (how !== 'passkey' && (await hasTwoFactor(ctx.db, user.id))) {
    ctx.session.setFlow({ pendingUserId: user.id, pendingUntil: Date.now() + PENDING_TTL });
    return { secondFactorRequired: true };
  }
  await ctx.session.signIn(user.id);
  return { secondFactorRequired: false };
}

/**
 * The code step: a code from the authenticator app or a recovery code signs in the account the
 * first step named, with the lockout of `spendSecondFactor`.
 */
export async function finishSecondFactor(
  ctx: SignInContext,
  input: z.output<typeof secondFactorCodeSchema>,
) {
  const { pendingUserId: userId, pendingUntil = 0 } = ctx.session.flow;
  if (!userId || pendingUntil < Date.now()) {
    throw new DomainError('UNAUTHORIZED', secondFactorMessages.noPendingSignIn);
  }
  await spendSecondFactor(ctx.db, userId, input.code);
  const [user] = await ctx.db
    .select({ firstName: users.firstName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new DomainError('UNAUTHORIZED', secondFactorMessages.noPendingSignIn);
  // A fresh session without the pending step: the same code cannot finish a second sign-in.
  await ctx.session.signIn(userId);
  return user;
}
