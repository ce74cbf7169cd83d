import { users } from '@promptshelf/db';
import { accountMessages, authMessages, secondFactorMessages } from '@promptshelf/validators';
import { eq } from 'drizzle-orm';
import type { Context, Viewer } from '../../context';
import { DomainError } from '../domain-error';
import { verifyPassword } from './passwords';
import { limitRate, MINUTE } from './rate-limit';
import { hasTwoFactor, spendSecondFactor } from './two-factor';

type OwnerContext = Pick<Context, 'db' | 'session' | 'rateLimits'> & { viewer: Viewer };

/**
 * How long a sign-in proves the owner of an account that has neither a password nor a second
 * factor (docs/decisions/184-confirming-an-account-without-a-password.md).
 */
export const FRESH_SIGN_IN_MS = 10 * MINUTE;

/** What proves the owner of this account: its password, a code, or a fresh sign-in. */
export type OwnerProofKind = 'password' | 'code' | 'signIn';

/** What a form sends: the field it shows. */
export type OwnerProof = { password?: string | undefined; code?: string | undefined };

async function proofOf(ctx: OwnerContext): Promise<{ kind: OwnerProofKind; hash?: string }> {
  const [user] = await ctx.db
    .select({ password: users.password })
    .from(users)
    .where(eq(users.id, ctx.viewer.id));
  if (user?.password != null) return { kind: 'password', hash: user.password };
  return { kind: (await hasTwoFactor(ctx.db, ctx.viewer.id)) ? 'code' : 'signIn' };
}

const signedInRecently = (ctx: OwnerContext) =>
  ctx.session.signedInAt !== null && Date.now() - ctx.session.signedInAt <= FRESH_SIGN_IN_MS;

/** What the settings forms ask for: which proof, and whether this session's sign-in is fresh. */
export async function ownerProofNeeded(ctx: OwnerContext) {
  return { with: (await proofOf(ctx)).kind, signedInRecently: signedInRecently(ctx) };
}

/**
 * Proves that the person at the keyboard owns the account before it changes hands or goes, tried
 * at most as often as a sign-in: its password; without one, a code from the authenticator app or
 * an unused recovery code (taken as the sign-in's code step takes it, lockout included); without
 * either, a sign-in to this session in the last 10 minutes. Answers which it was.
 */
export async function confirmOwner(
  ctx: OwnerContext,
  action: string,
  proof: OwnerProof,
  messages: { missing: string; wrong: string; field?: string } = {
    missing: authMessages.passwordRequired,
    wrong: accountMessages.wrongPassword,
  },
): Promise<OwnerProofKind> {
  // Named on the form's password field, so the form marks it (not only a toast).
  const refuse = (message: string) =>
    new DomainError('BAD_INPUT', message, {
      issues: [{ path: [messages.field ?? 'password'], message }],
    });
  await limitRate(
    ctx.db,
    `${action}:user:${ctx.viewer.id}`,
    ctx.rateLimits.loginPerEmail,
    15 * MINUTE,
  );
  const { kind, hash } = await proofOf(ctx);
  if (kind === 'password') {
    if (proof.password === undefined) throw refuse(messages.missing);
    if (!(await verifyPassword(hash, proof.password))) throw refuse(messages.wrong);
  } else if (kind === 'code') {
    if (proof.code === undefined) {
      throw new DomainError('BAD_INPUT', secondFactorMessages.codeRequired);
    }
    await spendSecondFactor(ctx.db, ctx.viewer.id, proof.code);
  } else if (!signedInRecently(ctx)) {
    throw new DomainError('FORBIDDEN', accountMessages.signInAgain);
  }
  return kind;
}
