import { mailOutbox, users } from '@promptshelf/db';
import { createTestDatabase, type TestDatabase } from '@promptshelf/db/testing';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateHOTP } from '@oslojs/otp';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionControl } from '../../context';
import { callerFor, outcome, visitorCaller } from '../../test/callers';
import { createUser } from './auth';
import { hashPassword } from './passwords';
import { stepAt } from './two-factor';

// Proving the owner of an account without a password (decision 184) through the router; the
// REST answers, cookies and the real session are in apps/api/src/rest/account.test.ts.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const MINUTE = 60_000;
let counter = 0;

/** The session an HTTP request would bring, signed in `minutesAgo` minutes ago. */
function sessionSignedIn(minutesAgo: number): SessionControl {
  return {
    id: null,
    signedInAt: Date.now() - minutesAgo * MINUTE,
    signIn: () => Promise.resolve(),
    signOut: () => Promise.resolve(),
    flow: {},
    setFlow: () => {},
    sessionsChanged: () => {},
  };
}

/** An account as 'Continue with …' makes it: verified, no password. */
async function passwordless(minutesAgo = 1) {
  const email = `nopass${++counter}@example.com`;
  const user = await createUser(database.db, {
    email,
    passwordHash: null,
    firstName: 'Noa',
    verified: true,
  });
  const session = sessionSignedIn(minutesAgo);
  return { id: user!.id, email, ...(await callerFor(database.db, user!.id, { session })) };
}

/** Turns two-factor on; answers the secret's code for a later step, and the recovery codes. */
async function withTwoFactor(person: Awaited<ReturnType<typeof passwordless>>) {
  const { secret } = await person.caller.twoFactor.setup();
  const key = decodeBase32IgnorePadding(secret);
  const codeAt = (step: number) => generateHOTP(key, BigInt(step), 6);
  const { recoveryCodes } = await person.caller.twoFactor.enable({
    code: codeAt(stepAt(Date.now())),
  });
  // The set-up took this step's code: the next one (within the drift allowance) is unused.
  return { nextCode: codeAt(stepAt(Date.now()) + 1), recoveryCodes };
}

const exists = async (id: string) =>
  (await database.db.select({ id: users.id }).from(users).where(eq(users.id, id))).length === 1;

const mails = (to: string, subject: string) =>
  database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.subject, subject)));

describe('an account without a password and with two-factor', () => {
  it('is deleted with a code from the app, not without one', async () => {
    const person = await passwordless();
    const { nextCode } = await withTwoFactor(person);
    expect(await outcome(person.caller.account.delete({}))).toBe(
      'BAD_REQUEST: Enter the code from your authenticator app or a recovery code',
    );
    expect(await outcome(person.caller.account.delete({ password: 'anything' }))).toBe(
      'BAD_REQUEST: Enter the code from your authenticator app or a recovery code',
    );
    expect(await outcome(person.caller.account.delete({ code: '000000' }))).toBe(
      'BAD_REQUEST: That code is not valid. Try again.',
    );
    expect(await exists(person.id)).toBe(true);
    expect(await person.caller.account.delete({ code: nextCode })).toEqual({
      message: 'Your account has been deleted.',
    });
    expect(await exists(person.id)).toBe(false);
  });

  it('changes the email with a recovery code, which then is used up', async () => {
    const person = await passwordless();
    const { recoveryCodes } = await withTwoFactor(person);
    const code = recoveryCodes[0]!.toLowerCase();
    const newEmail = `moved${counter}@example.com`;
    expect(await person.caller.account.changeEmail({ newEmail, code })).toEqual({
      message:
        'If that address can be used, we have sent a link to it. Your email changes when you open it.',
    });
    expect(await mails(newEmail, 'Confirm your new email for Promptshelf')).toHaveLength(1);
    expect(
      await outcome(
        person.caller.account.changeEmail({ newEmail: `again${counter}@example.com`, code }),
      ),
    ).toBe('BAD_REQUEST: That code is not valid. Try again.');
    expect(await person.caller.twoFactor.status()).toEqual({
      enabled: true,
      recoveryCodesLeft: 9,
    });
  });

  it('locks codes for 15 minutes after five wrong ones, the right one too', async () => {
    const person = await passwordless();
    const { nextCode } = await withTwoFactor(person);
    for (let i = 0; i < 4; i++) {
      expect(await outcome(person.caller.account.delete({ code: '111111' }))).toBe(
        'BAD_REQUEST: That code is not valid. Try again.',
      );
    }
    expect(await outcome(person.caller.account.delete({ code: '111111' }))).toBe(
      'TOO_MANY_REQUESTS: Too many wrong codes. Please wait 15 minutes and try again.',
    );
    expect(await outcome(person.caller.account.delete({ code: nextCode }))).toBe(
      'TOO_MANY_REQUESTS: Too many wrong codes. Please wait 15 minutes and try again.',
    );
    expect(await exists(person.id)).toBe(true);
  });

  it('sets a first password with a code', async () => {
    const person = await passwordless();
    const { nextCode } = await withTwoFactor(person);
    const input = { newPassword: 'first secret', confirmPassword: 'first secret' };
    expect(await outcome(person.caller.account.changePassword(input))).toBe(
      'BAD_REQUEST: Enter the code from your authenticator app or a recovery code',
    );
    expect(await person.caller.account.changePassword({ ...input, code: nextCode })).toEqual({
      message: 'Password set! You can now also sign in with your email and this password.',
    });
    expect(await person.caller.account.ownerProof()).toMatchObject({ with: 'password' });
  });
});

describe('an account with neither a password nor a second factor', () => {
  it('is deleted within 10 minutes of signing in, and told to sign in again after', async () => {
    const stale = await passwordless(11);
    expect(await stale.caller.account.ownerProof()).toEqual({
      with: 'signIn',
      signedInRecently: false,
    });
    expect(await outcome(stale.caller.account.delete({}))).toBe(
      'FORBIDDEN: For your security, sign out and sign in again, then try this within 10 minutes of signing in.',
    );
    expect(
      await outcome(
        stale.caller.account.changeEmail({ newEmail: 'stale-new@example.com', code: '123456' }),
      ),
    ).toBe(
      'FORBIDDEN: For your security, sign out and sign in again, then try this within 10 minutes of signing in.',
    );
    expect(await exists(stale.id)).toBe(true);

    const fresh = await passwordless(2);
    expect(await fresh.caller.account.ownerProof()).toEqual({
      with: 'signIn',
      signedInRecently: true,
    });
    expect(await fresh.caller.account.delete({})).toEqual({
      message: 'Your account has been deleted.',
    });
    expect(await exists(fresh.id)).toBe(false);
  });

  it('sets a first password without a current one; then it is a password account', async () => {
    const person = await passwordless();
    const input = { newPassword: 'first secret', confirmPassword: 'first secret' };
    expect(await person.caller.account.changePassword(input)).toEqual({
      message: 'Password set! You can now also sign in with your email and this password.',
    });
    const [notice] = await mails(person.email, 'A password was set for your Promptshelf account');
    expect(notice!.text).toContain('can now also be signed in to with its email and this password');
    expect(notice!.text).not.toContain('first secret');

    // The new password signs in, and from now on is asked for like any other.
    expect(
      await visitorCaller(database.db, { session: sessionSignedIn(0) }).auth.login({
        email: person.email,
        password: 'first secret',
      }),
    ).toMatchObject({ secondFactorRequired: false });
    expect(await outcome(person.caller.account.changePassword(input))).toBe(
      'BAD_REQUEST: Current password is required',
    );
    expect(
      await outcome(person.caller.account.changePassword({ ...input, currentPassword: 'wrong' })),
    ).toBe('BAD_REQUEST: Current password is incorrect');
    expect(await outcome(person.caller.account.delete({}))).toBe(
      'BAD_REQUEST: Password is required',
    );
  });

  it('sets only one first password when two requests race', async () => {
    const person = await passwordless();
    const results = await Promise.all(
      ['one secret', 'two secret'].map((newPassword) =>
        outcome(
          person.caller.account.changePassword({ newPassword, confirmPassword: newPassword }),
        ),
      ),
    );
    expect(results.filter((r) => r === 'OK')).toHaveLength(1);
    expect(results.filter((r) => r !== 'OK')).toEqual([
      'BAD_REQUEST: Current password is required',
    ]);
  });
});

describe('an account with a password', () => {
  it('still needs the password, and a code or a fresh sign-in does not replace it', async () => {
    const email = `haspass${++counter}@example.com`;
    const user = await createUser(database.db, {
      email,
      passwordHash: await hashPassword('the password'),
      verified: true,
    });
    const { caller } = await callerFor(database.db, user!.id, { session: sessionSignedIn(0) });
    expect(await caller.account.ownerProof()).toEqual({ with: 'password', signedInRecently: true });
    expect(await outcome(caller.account.delete({ code: '123456' }))).toBe(
      'BAD_REQUEST: Password is required',
    );
    expect(await outcome(caller.account.delete({ password: 'not it' }))).toBe(
      'BAD_REQUEST: Password is incorrect',
    );
    expect(
      await outcome(
        caller.account.changePassword({ newPassword: 'new secret', confirmPassword: 'new secret' }),
      ),
    ).toBe('BAD_REQUEST: Current password is required');
    expect(await exists(user!.id)).toBe(true);
    expect(await caller.account.delete({ password: 'the password' })).toEqual({
      message: 'Your account has been deleted.',
    });
  });
});
