import { randomBytes, randomInt } from 'node:crypto';
import { rateLimits, recoveryCodes, twoFactors, users, type Database } from '@promptshelf/db';
import {
  RECOVERY_CODE_COUNT,
  secondFactorMessages,
  type passwordSchema,
  type secondFactorCodeSchema,
  type turnOffTwoFactorSchema,
} from '@promptshelf/validators';
import { decodeBase32IgnorePadding, encodeBase32UpperCaseNoPadding } from '@oslojs/encoding';
import { createTOTPKeyURI, generateHOTP } from '@oslojs/otp';
import { and, count, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type { Context, Viewer } from '../../context';
import { DomainError } from '../domain-error';
import { enqueueMail, securityNoticeMail } from './mail';
import { verifyPassword } from './passwords';
import { countHit, hitsSoFar, limitRate, MINUTE, tooManyRequests } from './rate-limit';
import { hashToken } from './tokens';

type AccountContext = Pick<Context, 'db' | 'appUrl' | 'rateLimits'> & { viewer: Viewer };

/** RFC 6238 as authenticator apps use it: six digits, a new code every 30 seconds. */
const STEP_SECONDS = 30;
const DIGITS = 6;
/** Codes one step either side of now still count: phone clocks drift and people type slowly. */
const DRIFT_STEPS = 1;
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The 30-second step that `time` falls in. */
export const stepAt = (time: number) => Math.floor(time / 1000 / STEP_SECONDS);

/** The step within the drift allowance whose code `code` is, or null. */
function stepOf(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const key = decodeBase32IgnorePadding(secret);
  const current = stepAt(now);
  for (let step = current - DRIFT_STEPS; step <= current + DRIFT_STEPS; step++) {
    if (generateHOTP(key, BigInt(step), DIGITS) === code) return step;
  }
  return null;
}

/** Ten codes of ten characters (50 random bits each), grouped in fives to be copied by hand. */
function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(32)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** A recovery code as the sign-in form normalises it: capitals, no dash or spaces. */
const recoveryCodeHash = (code: string) => hashToken(code.replace(/[\s-]/g, '').toUpperCase());

/** Replaces every recovery code of the account; the new ones are returned once, never stored. */
async function replaceRecoveryCodes(db: Database, userId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: recoveryCodeHash(code) })));
  return codes;
}

/** The authenticator-app secret of an account whose two-factor is on, or undefined. */
async function enabledSecret(db: Database, userId: string) {
  const [row] = await db
    .select({ secret: twoFactors.secret })
    .from(twoFactors)
    .where(and(eq(twoFactors.userId, userId), isNotNull(twoFactors.enabledAt)));
  return row?.secret;
}

export async function hasTwoFactor(db: Database, userId: string): Promise<boolean> {
  return (await enabledSecret(db, userId)) !== undefined;
}

/**
 * Takes a code from the authenticator app once: the step it belongs to must be later than the
 * last one taken, checked and recorded in one statement, so a code seen over a shoulder (or
 * sent twice at once) does not work again within its window.
 */
async function takeTotp(db: Database, userId: string, secret: string, code: string) {
  const step = stepOf(secret, code);
  if (step === null) return false;
  const taken = await db
    .update(twoFactors)
    .set({ lastUsedStep: step })
    .where(and(eq(twoFactors.userId, userId), lt(twoFactors.lastUsedStep, step)))
    .returning({ userId: twoFactors.userId });
  return taken.length === 1;
}

/** Uses up a recovery code: deleting it is what makes it single-use. */
async function takeRecoveryCode(db: Database, userId: string, code: string) {
  const used = await db
    .delete(recoveryCodes)
    .where(
      and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, recoveryCodeHash(code))),
    )
    .returning({ userId: recoveryCodes.userId });
  return used.length === 1;
}

/** True when `code` is a fresh authenticator code or an unused recovery code of the account. */
export async function takeSecondFactor(db: Database, userId: string, code: string) {
  const secret = await enabledSecret(db, userId);
  if (secret === undefined) return false;
  return (await takeTotp(db, userId, secret, code)) || takeRecoveryCode(db, userId, code);
}

/** Wrong codes in a row that lock the code step of an account, and for how long. */
const WRONG_CODES_MAX = 5;
const LOCK_WINDOW = 15 * MINUTE;

/**
 * Takes a code as the sign-in's code step does, or throws: wrong codes are counted per account,
 * wherever they come from, and the fifth locks every code of the account for a quarter of an
 * hour (429), the right one too.
 */
export async function spendSecondFactor(db: Database, userId: string, code: string) {
  const lockKey = `two-factor:lock:${userId}`;
  const failKey = `two-factor:fail:${userId}`;
  const lock = await hitsSoFar(db, lockKey);
  if (lock.count > 0) throw tooManyRequests(secondFactorMessages.lockedOut, lock.retryAfterSeconds);

  if (!(await takeSecondFactor(db, userId, code))) {
    const fails = await countHit(db, failKey, LOCK_WINDOW);
    if (fails.count < WRONG_CODES_MAX) {
      throw new DomainError('BAD_INPUT', secondFactorMessages.wrongCode);
    }
    const locked = await countHit(db, lockKey, LOCK_WINDOW);
    await db.delete(rateLimits).where(eq(rateLimits.key, failKey));
    throw tooManyRequests(secondFactorMessages.lockedOut, locked.retryAfterSeconds);
  }
  await db.delete(rateLimits).where(eq(rateLimits.key, failKey));
}

export async function twoFactorStatus(db: Database, userId: string) {
  const enabled = await hasTwoFactor(db, userId);
  const [left] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(eq(recoveryCodes.userId, userId));
  return { enabled, recoveryCodesLeft: enabled ? (left?.n ?? 0) : 0 };
}

/**
 * Starts setting up: a fresh secret, kept unconfirmed until a code made from it comes back.
 * Starting again replaces an unconfirmed secret, never a confirmed one.
 */
export async function startTwoFactor(ctx: AccountContext) {
  if (await hasTwoFactor(ctx.db, ctx.viewer.id)) {
    throw new DomainError('CONFLICT', secondFactorMessages.alreadyOn);
  }
  const key = randomBytes(20);
  const secret = encodeBase32UpperCaseNoPadding(key);
  await ctx.db
    .insert(twoFactors)
    .values({ userId: ctx.viewer.id, secret })
    .onConflictDoUpdate({
      target: twoFactors.userId,
      set: { secret, lastUsedStep: 0, createdAt: new Date() },
      setWhere: isNull(twoFactors.enabledAt),
    });
  return {
    secret,
    uri: createTOTPKeyURI('Promptshelf', ctx.viewer.email, key, STEP_SECONDS, DIGITS),
  };
}

/** Limits guesses at a code or a password on the settings screen, per account. */
function limitAccountGuesses(ctx: AccountContext, action: string) {
  return limitRate(
    ctx.db,
    `${action}:user:${ctx.viewer.id}`,
    ctx.rateLimits.loginPerEmail,
    15 * MINUTE,
  );
}

async function checkPassword(ctx: AccountContext, password: string) {
  const [user] = await ctx.db
    .select({ password: users.password })
    .from(users)
    .where(eq(users.id, ctx.viewer.id));
  if (!(await verifyPassword(user?.password, password))) {
    throw new DomainError('BAD_INPUT', secondFactorMessages.wrongPassword);
  }
}

/** Confirms the set-up with a code from the app; answers the recovery codes, shown this once. */
export async function enableTwoFactor(
  ctx: AccountContext,
  input: z.output<typeof secondFactorCodeSchema>,
) {
  await limitAccountGuesses(ctx, 'two-factor');
  const [row] = await ctx.db
    .select({ secret: twoFactors.secret, enabledAt: twoFactors.enabledAt })
    .from(twoFactors)
    .where(eq(twoFactors.userId, ctx.viewer.id));
  if (!row) throw new DomainError('BAD_INPUT', secondFactorMessages.noSetup);
  if (row.enabledAt) throw new DomainError('CONFLICT', secondFactorMessages.alreadyOn);
  const step = stepOf(row.secret, input.code);
  if (step === null) throw new DomainError('BAD_INPUT', secondFactorMessages.wrongCode);
  return ctx.db.transaction(async (tx) => {
    const enabled = await tx
      .update(twoFactors)
      .set({ enabledAt: new Date(), lastUsedStep: step })
      .where(and(eq(twoFactors.userId, ctx.viewer.id), isNull(twoFactors.enabledAt)))
      .returning({ userId: twoFactors.userId });
    if (enabled.length !== 1) throw new DomainError('CONFLICT', secondFactorMessages.alreadyOn);
    const codes = await replaceRecoveryCodes(tx, ctx.viewer.id);
    await enqueueMail(
      tx,
      securityNoticeMail(ctx.appUrl, ctx.viewer.email, ctx.viewer.firstName, {
        kind: 'two-factor-on',
      }),
    );
    return { recoveryCodes: codes };
  });
}

/** New recovery codes for the old ones, after the password: they are a way into the account. */
export async function regenerateRecoveryCodes(
  ctx: AccountContext,
  input: z.output<typeof passwordSchema>,
) {
  await limitAccountGuesses(ctx, 'two-factor');
  await checkPassword(ctx, input.password);
  if (!(await hasTwoFactor(ctx.db, ctx.viewer.id))) {
    throw new DomainError('BAD_INPUT', secondFactorMessages.notOn);
  }
  return ctx.db.transaction(async (tx) => ({
    recoveryCodes: await replaceRecoveryCodes(tx, ctx.viewer.id),
  }));
}

/** Turns two-factor off with both factors: the password and a code (or a recovery code). */
export async function disableTwoFactor(
  ctx: AccountContext,
  input: z.output<typeof turnOffTwoFactorSchema>,
) {
  await limitAccountGuesses(ctx, 'two-factor');
  await checkPassword(ctx, input.password);
  if (!(await hasTwoFactor(ctx.db, ctx.viewer.id))) {
    throw new DomainError('BAD_INPUT', secondFactorMessages.notOn);
  }
  if (!(await takeSecondFactor(ctx.db, ctx.viewer.id, input.code))) {
    throw new DomainError('BAD_INPUT', secondFactorMessages.wrongCode);
  }
  await ctx.db.transaction(async (tx) => {
    await tx.delete(twoFactors).where(eq(twoFactors.userId, ctx.viewer.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, ctx.viewer.id));
    await enqueueMail(
      tx,
      securityNoticeMail(ctx.appUrl, ctx.viewer.email, ctx.viewer.firstName, {
        kind: 'two-factor-off',
      }),
    );
  });
  return { enabled: false };
}
