import { rateLimits, recoveryCodes, sessions, twoFactors } from '@promptshelf/db';
import { createTestUser, TEST_PASSWORD } from '@promptshelf/trpc/testing';
import { secondFactorMessages } from '@promptshelf/validators';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../test/app';
import { createAgent, type Agent, type Method } from '../test/http';
import { linkIn, startSmtpSink, type SmtpSink } from '../test/smtp-sink';
import { totpCode } from '../test/totp';
import { signedInUser, signIn } from '../test/users';

let sink: SmtpSink;
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ smtpUrl: sink.url });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const STEP = 30_000;

/** A signed-in account that has turned two-factor on; its secret and recovery codes. */
async function withTwoFactor(name = 'factor') {
  const person = await signedInUser(t.app, t.db, name);
  const setup = await person.agent.post('/api/account/two-factor/setup');
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret, uri } = setup.json<{ secret: string; uri: string }>();
  expect(uri).toContain(`secret=${secret}`);
  const setupCode = totpCode(secret);
  const enabled = await person.agent.post('/api/account/two-factor', { code: setupCode });
  expect(enabled.statusCode, enabled.body).toBe(200);
  const { recoveryCodes: codes } = enabled.json<{ recoveryCodes: string[] }>();
  return { ...person, secret, setupCode, codes };
}

/** Signs in with the password and stops at the code step; the agent holds the pending step. */
async function passwordStep(email: string) {
  const agent = createAgent(t.app);
  const res = await agent.post('/api/auth/login', { email, password: TEST_PASSWORD });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ email, secondFactorRequired: true });
  return agent;
}

/** A code for a later 30-second step than any taken so far (the server accepts one step ahead). */
const nextCode = (secret: string) => totpCode(secret, Date.now() + STEP);

it('computes codes as RFC 6238 does (its SHA-1 test vector)', () => {
  // The RFC's key is the ASCII text "12345678901234567890"; at 59 s its 8-digit code is 94287082.
  expect(totpCode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 59_000)).toBe('287082');
});

describe('turning two-factor on', () => {
  it('takes a code computed from the secret, then shows ten recovery codes stored hashed', async () => {
    const person = await signedInUser(t.app, t.db, 'turnon');
    const before = await person.agent.get('/api/account/two-factor');
    expect(before.json()).toEqual({ enabled: false, recoveryCodesLeft: 0 });

    const setup = await person.agent.post('/api/account/two-factor/setup');
    const { secret, uri } = setup.json<{ secret: string; uri: string }>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\/Promptshelf:/);

    const wrong = await person.agent.post('/api/account/two-factor', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: secondFactorMessages.wrongCode });
    const notACode = await person.agent.post('/api/account/two-factor', { code: 123456 });
    expect(notACode.statusCode).toBe(400);
    expect(notACode.json()).toHaveProperty('message');

    const enabled = await person.agent.post('/api/account/two-factor', {
      code: totpCode(secret),
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const codes = enabled.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);

    const stored = await t.db
      .select({ codeHash: recoveryCodes.codeHash })
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, person.id));
    expect(stored).toHaveLength(10);
    for (const { codeHash } of stored) {
      expect(codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(codes.join()).not.toContain(codeHash.slice(0, 10));
    }
    const after = await person.agent.get('/api/account/two-factor');
    expect(after.json()).toEqual({ enabled: true, recoveryCodesLeft: 10 });

    const mail = await sink.waitFor(person.email, (m) => m.subject.includes('Two-factor'));
    expect(mail.subject).toBe('Two-factor authentication is on for your Promptshelf account');
    expect(linkIn(mail, 'http://promptshelf.test/settings/security')).toBeTruthy();

    // Set up twice: the second start is refused, the secret stays.
    const again = await person.agent.post('/api/account/two-factor/setup');
    expect(again.statusCode).toBe(409);
    const [row] = await t.db.select().from(twoFactors).where(eq(twoFactors.userId, person.id));
    expect(row?.secret).toBe(secret);
  });
});

describe('signing in with two-factor on', () => {
  it('asks for a code after the password; until then nothing is open to the browser', async () => {
    const person = await withTwoFactor('pending');
    const agent = await passwordStep(person.email);
    for (const url of ['/api/auth/user', '/api/profile', '/api/snippets/my']) {
      const res = await agent.get(url);
      expect(res.statusCode, url).toBe(401);
    }
    const pendingSession = await t.db
      .select({ userId: sessions.userId })
      .from(sessions)
      .where(sql`${sessions.sess}::text like ${`%"pendingUserId":"${person.id}"%`}`);
    expect(pendingSession.map((s) => s.userId)).toEqual([null]);

    const res = await agent.post('/api/auth/two-factor', { code: nextCode(person.secret) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ email: person.email });
    const me = await agent.get('/api/auth/user');
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(person.id);
  });

  it('refuses a code used once already in its window', async () => {
    const person = await withTwoFactor('reuse');
    // The code that turned two-factor on cannot sign in.
    const first = await passwordStep(person.email);
    const reusedFromSetup = await first.post('/api/auth/two-factor', { code: person.setupCode });
    expect(reusedFromSetup.statusCode).toBe(400);
    expect(reusedFromSetup.json()).toEqual({ message: secondFactorMessages.wrongCode });

    const code = nextCode(person.secret);
    expect((await first.post('/api/auth/two-factor', { code })).statusCode).toBe(200);
    const second = await passwordStep(person.email);
    const replay = await second.post('/api/auth/two-factor', { code });
    expect(replay.statusCode).toBe(400);
    expect((await second.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('takes each recovery code once', async () => {
    const person = await withTwoFactor('recovery');
    const [code] = person.codes;
    const first = await passwordStep(person.email);
    // Typed in lower case without the dash, as people do.
    const used = await first.post('/api/auth/two-factor', {
      code: code!.replace('-', '').toLowerCase(),
    });
    expect(used.statusCode, used.body).toBe(200);
    expect((await first.get('/api/account/two-factor')).json()).toEqual({
      enabled: true,
      recoveryCodesLeft: 9,
    });
    const second = await passwordStep(person.email);
    const again = await second.post('/api/auth/two-factor', { code });
    expect(again.statusCode).toBe(400);
    expect((await second.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('locks the code step for 15 minutes after 5 wrong codes', async () => {
    const person = await withTwoFactor('lockout');
    const agent = await passwordStep(person.email);
    for (let i = 1; i <= 4; i++) {
      const res = await agent.post('/api/auth/two-factor', { code: '000000' });
      expect(res.statusCode, `try ${i}`).toBe(400);
    }
    // The fifth wrong code locks; a second browser (another address) is locked as well.
    const fifth = await agent.post('/api/auth/two-factor', { code: '000000' });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({ message: secondFactorMessages.lockedOut });
    const wait = Number(fifth.headers['retry-after']);
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    const other = await passwordStep(person.email);
    const right = await other.post('/api/auth/two-factor', { code: nextCode(person.secret) });
    expect(right.statusCode).toBe(429);
    expect((await other.get('/api/auth/user')).statusCode).toBe(401);

    // A quarter of an hour later (the lock's window moved into the past), the right code works.
    await t.db
      .update(rateLimits)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(like(rateLimits.key, `two-factor:lock:${person.id}`));
    const later = await other.post('/api/auth/two-factor', { code: nextCode(person.secret) });
    expect(later.statusCode, later.body).toBe(200);
  });

  it('forgets the password step after ten minutes', async () => {
    const person = await withTwoFactor('lapse');
    const agent = await passwordStep(person.email);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 11 * 60_000 });
    const res = await agent.post('/api/auth/two-factor', { code: nextCode(person.secret) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: secondFactorMessages.noPendingSignIn });
  });

  it('asks for no code without a password step first', async () => {
    const visitor = createAgent(t.app);
    const res = await visitor.post('/api/auth/two-factor', { code: '123456' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: secondFactorMessages.noPendingSignIn });
  });

  it('keeps two-factor on after a password reset', async () => {
    const person = await withTwoFactor('reset');
    const visitor = createAgent(t.app);
    await visitor.post('/api/auth/forgot-password', { email: person.email });
    const mail = await sink.waitFor(person.email, (m) => m.subject.includes('Reset'));
    const token = new URL(linkIn(mail, 'http://promptshelf.test/reset-password')).searchParams.get(
      'token',
    );
    const reset = await visitor.post('/api/auth/reset-password', {
      token,
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await passwordStep(person.email);
  });
});

describe('managing two-factor', () => {
  it('turns off with the password and a code, and says so by mail', async () => {
    const person = await withTwoFactor('turnoff');
    const wrongPassword = await person.agent.send('DELETE', '/api/account/two-factor', {
      password: 'not it',
      code: nextCode(person.secret),
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual({ message: secondFactorMessages.wrongPassword });
    const wrongCode = await person.agent.send('DELETE', '/api/account/two-factor', {
      password: TEST_PASSWORD,
      code: '000000',
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json()).toEqual({ message: secondFactorMessages.wrongCode });
    const noCode = await person.agent.send('DELETE', '/api/account/two-factor', {
      password: TEST_PASSWORD,
    });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json()).toEqual({ message: secondFactorMessages.codeRequired });

    const off = await person.agent.send('DELETE', '/api/account/two-factor', {
      password: TEST_PASSWORD,
      code: nextCode(person.secret),
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await t.db.$count(recoveryCodes, eq(recoveryCodes.userId, person.id))).toBe(0);
    const mail = await sink.waitFor(person.email, (m) => m.subject.includes('is off'));
    expect(mail.text).toContain('Two-factor authentication was just turned off');
    // The password alone signs in again.
    const agent = await signIn(t.app, person.email);
    expect((await agent.get('/api/auth/user')).statusCode).toBe(200);
  });

  it('regenerates the recovery codes after the password; the old ones stop working', async () => {
    const person = await withTwoFactor('regenerate');
    const wrong = await person.agent.post('/api/account/two-factor/recovery-codes', {
      password: 'not it',
    });
    expect(wrong.statusCode).toBe(400);
    const res = await person.agent.post('/api/account/two-factor/recovery-codes', {
      password: TEST_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    const fresh = res.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((code) => person.codes.includes(code))).toEqual([]);

    const old = await passwordStep(person.email);
    expect((await old.post('/api/auth/two-factor', { code: person.codes[0] })).statusCode).toBe(
      400,
    );
    const renewed = await passwordStep(person.email);
    expect((await renewed.post('/api/auth/two-factor', { code: fresh[0] })).statusCode).toBe(200);
  });
});

describe('passkeys', () => {
  it('offers a discoverable, user-verified credential for the app URL', async () => {
    const person = await signedInUser(t.app, t.db, 'passkey');
    const res = await person.agent.post('/api/account/passkeys/options');
    expect(res.statusCode, res.body).toBe(200);
    const options = res.json();
    expect(options.rp).toEqual({ id: 'promptshelf.test', name: 'Promptshelf' });
    expect(options.user.name).toBe(person.email);
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    expect(options.challenge).toMatch(/^[\w-]{20,}$/);

    const signInOptions = await createAgent(t.app).post('/api/auth/passkey/options');
    expect(signInOptions.json()).toMatchObject({ rpId: 'promptshelf.test' });
    expect(signInOptions.json().allowCredentials ?? []).toEqual([]);
  });

  it('refuses a forged answer with a message, and an answer without a challenge', async () => {
    const person = await signedInUser(t.app, t.db, 'forged');
    const forged = {
      id: 'AAAA',
      rawId: 'AAAA',
      type: 'public-key',
      response: { clientDataJSON: 'e30', attestationObject: 'oA' },
      clientExtensionResults: {},
    };
    const noChallenge = await person.agent.post('/api/account/passkeys', {
      name: 'Laptop',
      response: forged,
    });
    expect(noChallenge.statusCode).toBe(400);
    expect(noChallenge.json()).toEqual({ message: secondFactorMessages.passkeyFailed });
    await person.agent.post('/api/account/passkeys/options');
    const bad = await person.agent.post('/api/account/passkeys', {
      name: 'Laptop',
      response: forged,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: secondFactorMessages.passkeyFailed });
    const unnamed = await person.agent.post('/api/account/passkeys', {
      name: ' ',
      response: forged,
    });
    expect(unnamed.json()).toEqual({ message: secondFactorMessages.passkeyNameRequired });
    expect((await person.agent.get('/api/account/passkeys')).json()).toEqual([]);

    const visitor = createAgent(t.app);
    await visitor.post('/api/auth/passkey/options');
    const signInForged = await visitor.post('/api/auth/passkey', {
      response: {
        ...forged,
        response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
      },
    });
    expect(signInForged.statusCode).toBe(400);
    expect(signInForged.json()).toEqual({ message: secondFactorMessages.passkeyFailed });
    expect((await visitor.get('/api/auth/user')).statusCode).toBe(401);
  });
});

describe('the permission matrix', () => {
  const CALLERS = ['visitor', 'member', 'superadmin', 'readToken', 'writeToken'] as const;
  type Caller = (typeof CALLERS)[number];
  const agents = {} as Record<Caller, Agent>;
  const UNKNOWN = '00000000-0000-4000-8000-000000000000';

  beforeAll(async () => {
    const member = await signedInUser(t.app, t.db, 'matrix');
    agents.member = member.agent;
    agents.visitor = createAgent(t.app);
    const email = `super.factors.${Date.now()}@example.com`;
    await createTestUser(t.db, email, { superadmin: true });
    agents.superadmin = await signIn(t.app, email);
    for (const scope of ['read', 'write'] as const) {
      const res = await member.agent.post('/api/tokens', { name: `factors ${scope}`, scope });
      const token = res.json<{ token: string }>().token;
      agents[`${scope}Token`] = createAgent(t.app, { authorization: `Bearer ${token}` });
    }
  });

  const signedIn = { visitor: 401, member: 200, superadmin: 200, readToken: 403, writeToken: 403 };
  const ROUTES: Record<string, { method: Method; url: string; body?: unknown; expected: object }> =
    {
      'GET two-factor': { method: 'GET', url: '/api/account/two-factor', expected: signedIn },
      'POST two-factor/setup': {
        method: 'POST',
        url: '/api/account/two-factor/setup',
        expected: signedIn,
      },
      'POST two-factor (a wrong code)': {
        method: 'POST',
        url: '/api/account/two-factor',
        body: { code: '000000' },
        expected: { ...signedIn, member: 400, superadmin: 400 },
      },
      'POST two-factor/recovery-codes (two-factor off)': {
        method: 'POST',
        url: '/api/account/two-factor/recovery-codes',
        body: { password: 'wrong' },
        expected: { ...signedIn, member: 400, superadmin: 400 },
      },
      'DELETE two-factor (wrong password)': {
        method: 'DELETE',
        url: '/api/account/two-factor',
        body: { password: 'wrong', code: '000000' },
        expected: { ...signedIn, member: 400, superadmin: 400 },
      },
      'GET passkeys': { method: 'GET', url: '/api/account/passkeys', expected: signedIn },
      'POST passkeys/options': {
        method: 'POST',
        url: '/api/account/passkeys/options',
        expected: signedIn,
      },
      'DELETE passkeys/{id} (not theirs)': {
        method: 'DELETE',
        url: `/api/account/passkeys/${UNKNOWN}`,
        expected: { ...signedIn, member: 404, superadmin: 404 },
      },
      'POST auth/passkey/options': {
        method: 'POST',
        url: '/api/auth/passkey/options',
        expected: { visitor: 200, member: 200, superadmin: 200, readToken: 403, writeToken: 403 },
      },
      'POST auth/two-factor (no password step)': {
        method: 'POST',
        url: '/api/auth/two-factor',
        body: { code: '000000' },
        expected: { visitor: 401, member: 401, superadmin: 401, readToken: 403, writeToken: 403 },
      },
    };

  for (const [name, route] of Object.entries(ROUTES)) {
    it(name, async () => {
      const seen = {} as Record<Caller, number>;
      for (const caller of CALLERS) {
        const res = await agents[caller].send(route.method, route.url, route.body);
        seen[caller] = res.statusCode;
        if (res.statusCode >= 400)
          expect(res.json(), `${caller}: ${res.body}`).toHaveProperty('message');
      }
      expect(seen).toEqual(route.expected);
    });
  }

  it('refuses every new write from another site', async () => {
    const writes = Object.values(ROUTES).filter((route) => route.method !== 'GET');
    writes.push({ method: 'POST', url: '/api/auth/passkey', expected: {} });
    writes.push({ method: 'POST', url: '/api/account/passkeys', expected: {} });
    for (const route of writes) {
      const res = await t.app.inject({
        method: route.method,
        url: route.url,
        headers: { cookie: agents.member.cookie!, origin: 'https://evil.example' },
        payload: (route.body ?? {}) as object,
      });
      expect(res.statusCode, route.url).toBe(403);
      expect(res.json()).toEqual({ message: 'Cross-site request refused' });
    }
  });
});
