import { mailOutbox, userProfiles } from '@promptshelf/db';
import { createTestDatabase, type TestDatabase } from '@promptshelf/db/testing';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitorCaller } from '../../test/callers';

// Account rules through the router; sessions, cookies, mailed links and the REST answers stay
// in apps/api/src/rest/auth.test.ts.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function registerAndVerify(email: string) {
  const visitor = visitorCaller(database.db);
  expect(
    await visitor.auth.register({ firstName: 'Ada', email, password: 'correct horse' }),
  ).toEqual({
    message: 'Registration successful! Please check your email to verify your account.',
  });
  // The verification mail waits in the outbox; its link carries the token.
  const [mail] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  const link = mail!.text.match(/https?:\/\/\S+\/api\/auth\/verify-email\S*/)?.[0];
  const token = new URL(link!).searchParams.get('token')!;
  expect(await visitor.auth.verifyEmail({ token })).toEqual({ verified: true });
}

describe('registration', () => {
  it('gives each new account a unique username from its email', async () => {
    await registerAndVerify('same.name@one.example');
    await registerAndVerify('same.name@two.example');
    const list = await database.db
      .select({ username: userProfiles.username })
      .from(userProfiles)
      .where(like(userProfiles.username, 'samename%'));
    expect(list).toHaveLength(2);
    expect(new Set(list.map((r) => r.username)).size).toBe(2);
  });
});

describe('checking a reset link', () => {
  it('says whether the link still works, without using it up', async () => {
    const email = 'checks.reset@one.example';
    await registerAndVerify(email);
    const visitor = visitorCaller(database.db);
    await visitor.auth.forgotPassword({ email });
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    const link = mails
      .map((mail) => mail.text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0])
      .find(Boolean);
    const token = new URL(link!).searchParams.get('token')!;

    expect(await visitor.auth.resetLinkUsable({ token })).toEqual({ usable: true });
    // Checking twice leaves it usable: the reset still goes through.
    expect(await visitor.auth.resetLinkUsable({ token })).toEqual({ usable: true });
    await visitor.auth.resetPassword({
      token,
      password: 'new horse',
      confirmPassword: 'new horse',
    });
    expect(await visitor.auth.resetLinkUsable({ token })).toEqual({ usable: false });

    expect(await visitor.auth.resetLinkUsable({ token: 'made-up' })).toEqual({ usable: false });
    expect(await visitor.auth.resetLinkUsable({ token: 'x'.repeat(5000) })).toEqual({
      usable: false,
    });
  });
});
