import { rateLimits, sessions, users, type Database } from '@promptshelf/db';
import {
  authMessages,
  type changePasswordSchema,
  type emailOnlySchema,
  type loginSchema,
  type registerSchema,
  type resetPasswordSchema,
} from '@promptshelf/validators';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Context, Viewer } from '../../context';
import { DomainError } from '../domain-error';
import { revokeAllApiTokens } from '../tokens/api-tokens';
import {
  accountExistsMail,
  enqueueMail,
  passwordChangedMail,
  passwordResetMail,
  verificationMail,
} from './mail';
import { confirmOwner } from './owner';
import { hashPassword, verifyPassword } from './passwords';
import { createProfile } from './profiles';
import { completeSignIn } from './sign-in';
import { countHit, HOUR, hitsSoFar, limitRate, MINUTE, tooManyRequests } from './rate-limit';
import { hashToken, newToken, RESET_TOKEN_TTL_MS, VERIFICATION_TOKEN_TTL_MS } from './tokens';

type AuthContext = Pick<Context, 'db' | 'session' | 'appUrl' | 'clientIp' | 'rateLimits'>;

export const authResults = {
  registered: 'Registration successful! Please check your email to verify your account.',
  resetMailSent: 'If an account with that email exists, a password reset link has been sent.',
  verificationMailSent: 'If an account with that email needs verifying, a new link has been sent.',
  passwordReset: 'Your password has been reset. You can now sign in.',
  passwordChanged: 'Password changed!',
  passwordSet: 'Password set! You can now also sign in with your email and this password.',
  loggedOut: 'Logged out successfully',
  invalidResetLink: 'This password reset link is invalid or has expired.',
  wrongCurrentPassword: 'Current password is incorrect',
} as const;

/** Finds an account by email as typed (any case, surrounding spaces), through the lower(email) index. */
export const byEmail = (email: string) =>
  eq(sql`lower(${users.email})`, email.trim().toLowerCase());

async function findUserByEmail(db: Database, email: string) {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      password: users.password,
      firstName: users.firstName,
      emailVerified: users.emailVerified,
    })
    .from(users)
    .where(byEmail(email));
  return user;
}

/** Sends a verification link to an unverified account, replacing any earlier link. */
export async function sendVerification(
  db: Database,
  appUrl: string,
  user: { id: string; email: string; firstName: string | null },
) {
  const token = newToken(VERIFICATION_TOKEN_TTL_MS);
  await db
    .update(users)
    .set({ emailVerificationToken: token.hash, emailVerificationTokenExpiresAt: token.expiresAt })
    .where(eq(users.id, user.id));
  await enqueueMail(db, verificationMail(appUrl, user.email, user.firstName, token.token));
}

/**
 * Creates a user and their profile; with `verified` no mail is needed (operator set-up, or a
 * provider that vouches for the email). A null password hash: the account signs in only
 * through a linked provider until a reset link sets one.
 */
export async function createUser(
  db: Database,
  input: {
    email: string;
    passwordHash: string | null;
    firstName?: string;
    lastName?: string;
    verified?: boolean;
  },
) {
  const [user] = await db
    .insert(users)
    .values({
      email: input.email.toLowerCase(),
      password: input.passwordHash,
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      emailVerified: input.verified ?? false,
    })
    .onConflictDoNothing()
    .returning({ id: users.id, email: users.email, firstName: users.firstName });
  if (!user) return undefined;
  await createProfile(db, user.id, user.email);
  return user;
}

/**
 * Registration answers the same whether or not the email is taken, so it reveals no account:
 * a new address gets a verification link, a known one a mail saying it already has an account.
 */
export async function register(ctx: AuthContext, input: z.output<typeof registerSchema>) {
  await limitRate(ctx.db, `register:ip:${ctx.clientIp}`, ctx.rateLimits.registerPerIp, HOUR);
  await limitRate(ctx.db, `mail:email:${input.email}`, ctx.rateLimits.mailPerEmail, HOUR);
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, input.email);
    if (existing) {
      if (existing.emailVerified) {
        await enqueueMail(tx, accountExistsMail(ctx.appUrl, existing.email, existing.firstName));
      } else {
        await sendVerification(tx, ctx.appUrl, existing);
      }
      return;
    }
    const user = await createUser(tx, { ...input, passwordHash });
    // Lost a race with a concurrent registration of the same email: that one sends the mail.
    if (user) await sendVerification(tx, ctx.appUrl, user);
  });
  return { message: authResults.registered };
}

/** Consumes a verification token; false when it is unknown, used or expired. */
export async function verifyEmail(db: Database, token: string): Promise<boolean> {
  if (!token) return false;
  const verified = await db
    .update(users)
    .set({
      emailVerified: true,
      emailVerificationToken: null,
      emailVerificationTokenExpiresAt: null,
    })
    .where(
      and(
        eq(users.emailVerificationToken, hashToken(token)),
        gt(users.emailVerificationTokenExpiresAt, sql`now()`),
      ),
    )
    .returning({ id: users.id });
  return verified.length === 1;
}

const LOGIN_WINDOW = 15 * MINUTE;
/** How long an address that signed in to an account stays known to it. */
const KNOWN_ADDRESS_TTL = 90 * 24 * HOUR;

/**
 * Checks the password before anything else, so that only the owner of an account learns
 * whether it is verified; unknown emails cost the same time as wrong passwords.
 *
 * Brute force stays slow without letting a stranger lock the owner out (docs/decisions/070):
 * failures are counted per account and address, and per account; once the account has had too
 * many, only addresses that signed in to it before may still try.
 */
export async function login(ctx: AuthContext, input: z.output<typeof loginSchema>) {
  await limitRate(ctx.db, `login:ip:${ctx.clientIp}`, ctx.rateLimits.loginPerIp, LOGIN_WINDOW);
  const max = ctx.rateLimits.loginPerEmail;
  const pairKey = `login:fail:${input.email}:${ctx.clientIp}`;
  const accountKey = `login:fail:${input.email}`;
  const knownKey = `login:known:${input.email}:${ctx.clientIp}`;
  const [pair, account, known] = await Promise.all([
    hitsSoFar(ctx.db, pairKey),
    hitsSoFar(ctx.db, accountKey),
    hitsSoFar(ctx.db, knownKey),
  ]);
  const pairBlocked = pair.count >= max;
  const accountBlocked = account.count >= max && known.count === 0;
  if (pairBlocked || accountBlocked) {
    // This address may try again once every window that stops it has ended.
    const wait = Math.max(
      pairBlocked ? pair.retryAfterSeconds : 0,
      accountBlocked ? account.retryAfterSeconds : 0,
    );
    throw tooManyRequests(authMessages.tooManyAttempts, wait);
  }

  const user = await findUserByEmail(ctx.db, input.email);
  const passwordOk = await verifyPassword(user?.password, input.password);
  if (!user || !passwordOk) {
    await countHit(ctx.db, pairKey, LOGIN_WINDOW);
    await countHit(ctx.db, accountKey, LOGIN_WINDOW);
    throw new DomainError('UNAUTHORIZED', authMessages.invalidCredentials);
  }
  if (!user.emailVerified) {
    throw new DomainError('FORBIDDEN', authMessages.verifyEmailFirst);
  }
  await countHit(ctx.db, knownKey, KNOWN_ADDRESS_TTL);
  await ctx.db.delete(rateLimits).where(eq(rateLimits.key, pairKey));
  const { secondFactorRequired } = await completeSignIn(ctx, user, 'password');
  return { firstName: user.firstName, email: user.email, secondFactorRequired };
}

async function limitMail(ctx: AuthContext, kind: string, email: string) {
  await limitRate(ctx.db, `${kind}:ip:${ctx.clientIp}`, ctx.rateLimits.mailPerIp, HOUR);
  await limitRate(ctx.db, `mail:email:${email}`, ctx.rateLimits.mailPerEmail, HOUR);
}

export async function forgotPassword(ctx: AuthContext, input: z.output<typeof emailOnlySchema>) {
  await limitMail(ctx, 'forgot', input.email);
  await ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, input.email);
    if (!user) return;
    const token = newToken(RESET_TOKEN_TTL_MS);
    await tx
      .update(users)
      .set({ passwordResetToken: token.hash, passwordResetTokenExpiresAt: token.expiresAt })
      .where(eq(users.id, user.id));
    await enqueueMail(tx, passwordResetMail(ctx.appUrl, user.email, user.firstName, token.token));
  });
  return { message: authResults.resetMailSent };
}

export async function resendVerification(
  ctx: AuthContext,
  input: z.output<typeof emailOnlySchema>,
) {
  await limitMail(ctx, 'resend', input.email);
  await ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, input.email);
    if (user && !user.emailVerified) await sendVerification(tx, ctx.appUrl, user);
  });
  return { message: authResults.verificationMailSent };
}

/**
 * Uses a reset token once: sets the new password and ends every session and API token of the
 * account, since a reset is what someone does whose account another may have used.
 */
/** The condition of a reset link that still works: its token, not used, not expired. */
function usableResetToken(tokenHash: string) {
  return and(
    eq(users.passwordResetToken, tokenHash),
    gt(users.passwordResetTokenExpiresAt, sql`now()`),
  );
}

/**
 * Whether a reset link still works, so the page can say so on arrival rather than after two
 * new passwords. Reads only: the token stays usable. Says nothing about whose it is.
 */
export async function resetLinkUsable(db: Database, token: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(usableResetToken(hashToken(token)));
  return !!row;
}

export async function resetPassword(ctx: AuthContext, input: z.output<typeof resetPasswordSchema>) {
  const tokenHash = hashToken(input.token);
  const invalid = () => new DomainError('BAD_INPUT', authResults.invalidResetLink);
  const [candidate] = await ctx.db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(usableResetToken(tokenHash));
  if (!candidate) throw invalid();
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    // The token is checked again in the update, so two concurrent uses cannot both succeed.
    const updated = await tx
      .update(users)
      .set({
        password: passwordHash,
        passwordResetToken: null,
        passwordResetTokenExpiresAt: null,
        // Following the mailed link proves the address, as verification would.
        emailVerified: true,
      })
      .where(and(eq(users.id, candidate.id), usableResetToken(tokenHash)))
      .returning({ id: users.id });
    if (updated.length !== 1) throw invalid();
    await tx.delete(sessions).where(eq(sessions.userId, candidate.id));
    await revokeAllApiTokens(tx, candidate.id);
    await enqueueMail(
      tx,
      passwordChangedMail(ctx.appUrl, candidate.email, candidate.firstName, {
        how: 'reset',
        tokensRevoked: true,
      }),
    );
    // Reading the mailbox proves the owner: strangers' failures no longer hold them back.
    await tx.delete(rateLimits).where(eq(rateLimits.key, `login:fail:${candidate.email}`));
  });
  ctx.session.sessionsChanged();
  return { message: authResults.passwordReset };
}

/**
 * Changes the password of the signed-in user and ends their other sessions; their API tokens
 * too when asked (scripts usually should keep working after a routine change).
 */
export async function changePassword(
  ctx: AuthContext & { viewer: Viewer },
  input: z.output<typeof changePasswordSchema>,
) {
  // Without a password, the account sets its first one after the owner's other proof.
  const proof = await confirmOwner(
    ctx,
    'change-password',
    { password: input.currentPassword, code: input.code },
    {
      missing: authMessages.currentPasswordRequired,
      wrong: authResults.wrongCurrentPassword,
      field: 'currentPassword',
    },
  );
  const first = proof !== 'password';
  const passwordHash = await hashPassword(input.newPassword);
  const current = ctx.session.id;
  await ctx.db.transaction(async (tx) => {
    const changed = await tx
      .update(users)
      .set({ password: passwordHash })
      .where(and(eq(users.id, ctx.viewer.id), first ? isNull(users.password) : undefined))
      .returning({ id: users.id });
    // A first password set meanwhile by another request: this one must know it now.
    if (changed.length === 0) {
      throw new DomainError('BAD_INPUT', authMessages.currentPasswordRequired);
    }
    await tx
      .delete(sessions)
      .where(
        and(eq(sessions.userId, ctx.viewer.id), current ? ne(sessions.sid, current) : undefined),
      );
    const tokensRevoked = input.revokeTokens === true;
    if (tokensRevoked) await revokeAllApiTokens(tx, ctx.viewer.id);
    await enqueueMail(
      tx,
      passwordChangedMail(ctx.appUrl, ctx.viewer.email, ctx.viewer.firstName, {
        how: first ? 'set' : 'changed',
        tokensRevoked,
      }),
    );
  });
  ctx.session.sessionsChanged();
  return { message: first ? authResults.passwordSet : authResults.passwordChanged };
}

export async function logout(ctx: Pick<Context, 'session'>) {
  await ctx.session.signOut();
  return { message: authResults.loggedOut };
}
