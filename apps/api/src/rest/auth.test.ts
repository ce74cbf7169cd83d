import { mailOutbox, sessions, users } from '@promptshelf/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import { createAgent } from '../test/http';
import { MCP_ACCEPT, MCP_INITIALIZE } from '../test/mcp';
import { linkIn, startSmtpSink, type SmtpSink } from '../test/smtp-sink';

let sink: SmtpSink;
let t: Awaited<ReturnType<typeof createTestApp>>;
let counter = 0;
const freshEmail = () => `person${++counter}.${Date.now()}@example.com`;
const PASSWORD = 'correct horse';

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ smtpUrl: sink.url });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

/** Follows a mailed link the way a browser would: only its path and query matter here. */
async function follow(link: string) {
  const url = new URL(link);
  return t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
}

async function registerAndVerify(email = freshEmail(), password = PASSWORD) {
  const agent = createAgent(t.app);
  const res = await agent.post('/api/auth/register', { firstName: 'Ada', email, password });
  expect(res.statusCode).toBe(201);
  const mail = await sink.waitFor(email, (m) => m.subject.includes('Verify'));
  const verified = await follow(linkIn(mail, 'http://promptshelf.test/api/auth/verify-email'));
  expect(verified.headers.location).toBe('/auth?verification=success');
  return { email, password };
}

async function signedIn(email: string, password = PASSWORD) {
  const agent = createAgent(t.app);
  const res = await agent.post('/api/auth/login', { email, password });
  expect(res.statusCode).toBe(200);
  return agent;
}

// Sessions, cookies, mailed links and the REST answers. Account rules that need no HTTP are
// tested through the router in packages/trpc/src/domain/accounts/auth.test.ts.
describe('registration and verification', () => {
  it('registers, verifies through the mailed link, signs in and out', async () => {
    const email = freshEmail();
    const agent = createAgent(t.app);
    const registered = await agent.post('/api/auth/register', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: email.toUpperCase(),
      password: PASSWORD,
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json().message).toMatch(/Registration successful/);
    expect(registered.headers['set-cookie']).toBeUndefined();

    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row?.emailVerified).toBe(false);
    expect(row?.password).toMatch(/^\$argon2id\$/);
    expect(row?.emailVerificationToken).toMatch(/^[0-9a-f]{64}$/);

    const mail = await sink.waitFor(email);
    expect(mail.subject).toBe('Verify your email for Promptshelf');
    expect(mail.html).toContain('Verify email');
    const link = linkIn(mail, 'http://promptshelf.test/api/auth/verify-email?token=');
    // Only the hash is stored: the token in the mail is not what the table holds.
    expect(link).not.toContain(row?.emailVerificationToken);

    const beforeVerify = await agent.post('/api/auth/login', { email, password: PASSWORD });
    expect(beforeVerify.statusCode).toBe(403);
    expect(beforeVerify.json().message).toContain('Please verify your email before logging in.');

    const verified = await follow(link);
    expect(verified.statusCode).toBe(302);
    expect(verified.headers.location).toBe('/auth?verification=success');
    const again = await follow(link);
    expect(again.headers.location).toBe('/auth?verification=error');

    const login = await agent.post('/api/auth/login', {
      email: email.toUpperCase(),
      password: PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual({ firstName: 'Ada', email, secondFactorRequired: false });
    const user = await agent.get('/api/auth/user');
    expect(user.statusCode).toBe(200);
    expect(user.json()).toMatchObject({
      email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      superadmin: false,
    });
    expect(user.json().username).toMatch(/^person\d+\d+/);
    expect(JSON.stringify(user.json())).not.toContain('argon2');

    const logout = await agent.post('/api/auth/logout');
    expect(logout.statusCode).toBe(200);
    expect((await agent.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('sets a session cookie that scripts cannot read and other sites do not send', async () => {
    const { email } = await registerAndVerify();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: PASSWORD },
    });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^promptshelf_session=/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    // http in this test app; Secure is set when APP_URL is https.
    expect(cookie).not.toContain('Secure');
  });

  it('gives a new session id at every sign-in and records whose session it is', async () => {
    const { email } = await registerAndVerify();
    const agent = await signedIn(email);
    const first = agent.cookie;
    await agent.post('/api/auth/login', { email, password: PASSWORD });
    expect(agent.cookie).not.toBe(first);
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(rows).toHaveLength(1);
  });

  it('answers a second registration of the same email exactly like the first', async () => {
    const { email } = await registerAndVerify();
    const res = await createAgent(t.app).post('/api/auth/register', {
      email,
      password: 'another password',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toMatch(/Registration successful/);
    const mail = await sink.waitFor(email, (m) => m.subject.includes('already have'));
    expect(mail.text).toContain('http://promptshelf.test/auth');
    // The password did not change.
    expect(
      (await createAgent(t.app).post('/api/auth/login', { email, password: PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('refuses an expired verification link', async () => {
    const email = freshEmail();
    await createAgent(t.app).post('/api/auth/register', { email, password: PASSWORD });
    const mail = await sink.waitFor(email);
    await t.db
      .update(users)
      .set({ emailVerificationTokenExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(users.email, email));
    const res = await follow(linkIn(mail, 'http://promptshelf.test/api/auth/verify-email'));
    expect(res.headers.location).toBe('/auth?verification=error');
    expect((await follow('http://x/api/auth/verify-email?token=')).headers.location).toBe(
      '/auth?verification=error',
    );
  });

  it('rejects bad input with the spec messages', async () => {
    const agent = createAgent(t.app);
    const bad = await agent.post('/api/auth/register', { email: 'nope', password: 'secret1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Please enter a valid email address' });
    const short = await agent.post('/api/auth/register', { email: freshEmail(), password: '123' });
    expect(short.json()).toEqual({ message: 'Password must be at least 6 characters' });
    const empty = await agent.post('/api/auth/login', { email: 'a@b.co', password: '' });
    expect(empty.json()).toEqual({ message: 'Password is required' });
    const noBody = await agent.post('/api/auth/forgot-password');
    expect(noBody.statusCode).toBe(400);
  });
});

describe('sign-in without giving accounts away', () => {
  it('answers an unknown email and a wrong password the same, in about the same time', async () => {
    const { email } = await registerAndVerify();
    const agent = createAgent(t.app);
    const time = async (payload: object) => {
      const start = performance.now();
      const res = await agent.post('/api/auth/login', payload);
      return { res, ms: performance.now() - start };
    };
    // The fastest of three tries each, alternating: a busy machine only ever adds time.
    const wrongs = [];
    const unknowns = [];
    for (let round = 0; round < 3; round++) {
      wrongs.push(await time({ email, password: 'wrong password' }));
      unknowns.push(await time({ email: freshEmail(), password: 'wrong password' }));
    }
    const [wrong, unknown] = [wrongs[0]!, unknowns[0]!];
    expect(wrong.res.statusCode).toBe(401);
    expect(unknown.res.statusCode).toBe(401);
    expect(unknown.res.json()).toEqual(wrong.res.json());
    expect(wrong.res.json()).toEqual({ message: 'Invalid email or password' });
    // Both ran argon2: neither is an order of magnitude faster than the other.
    const wrongMs = Math.min(...wrongs.map((attempt) => attempt.ms));
    const unknownMs = Math.min(...unknowns.map((attempt) => attempt.ms));
    expect(unknownMs).toBeGreaterThan(wrongMs / 4);
    expect(wrongMs).toBeGreaterThan(unknownMs / 4);
  });

  it('tells about verification only to someone who knows the password', async () => {
    const email = freshEmail();
    await createAgent(t.app).post('/api/auth/register', { email, password: PASSWORD });
    const wrong = await createAgent(t.app).post('/api/auth/login', {
      email,
      password: 'nope nope',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).not.toContain('verify');
  });
});

describe('password reset', () => {
  it('resets through the mailed link once, and ends every session', async () => {
    const { email } = await registerAndVerify();
    const oldSession = await signedIn(email);

    const res = await createAgent(t.app).post('/api/auth/forgot-password', { email });
    expect(res.statusCode).toBe(200);
    const mail = await sink.waitFor(email, (m) => m.subject.includes('Reset'));
    const link = new URL(linkIn(mail, 'http://promptshelf.test/reset-password?token='));
    const token = link.searchParams.get('token');

    const mismatch = await createAgent(t.app).post('/api/auth/reset-password', {
      token,
      password: 'new password',
      confirmPassword: 'other password',
    });
    expect(mismatch.json()).toEqual({ message: "Passwords don't match" });

    const reset = await createAgent(t.app).post('/api/auth/reset-password', {
      token,
      password: 'new password',
      confirmPassword: 'new password',
    });
    expect(reset.statusCode).toBe(200);
    const reused = await createAgent(t.app).post('/api/auth/reset-password', {
      token,
      password: 'third password',
      confirmPassword: 'third password',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('This password reset link is invalid or has expired.');

    expect((await oldSession.get('/api/auth/user')).statusCode).toBe(401);
    const oldPassword = await createAgent(t.app).post('/api/auth/login', {
      email,
      password: PASSWORD,
    });
    expect(oldPassword.statusCode).toBe(401);
    await signedIn(email, 'new password');
  });

  it('says the same for an unknown email, and sends nothing', async () => {
    const unknown = freshEmail();
    const known = (await registerAndVerify()).email;
    const a = await createAgent(t.app).post('/api/auth/forgot-password', { email: unknown });
    const b = await createAgent(t.app).post('/api/auth/forgot-password', { email: known });
    expect(a.statusCode).toBe(200);
    expect(a.json()).toEqual(b.json());
    await sink.waitFor(known, (m) => m.subject.includes('Reset'));
    const queued = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, unknown));
    expect(queued).toHaveLength(0);
  });

  it('refuses an expired reset link', async () => {
    const { email } = await registerAndVerify();
    await createAgent(t.app).post('/api/auth/forgot-password', { email });
    const mail = await sink.waitFor(email, (m) => m.subject.includes('Reset'));
    const token = new URL(linkIn(mail, 'http://promptshelf.test/reset-password')).searchParams.get(
      'token',
    );
    await t.db
      .update(users)
      .set({ passwordResetTokenExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(users.email, email));
    const res = await createAgent(t.app).post('/api/auth/reset-password', {
      token,
      password: 'new password',
      confirmPassword: 'new password',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('resend verification', () => {
  it('sends a new link that replaces the old one, and answers the same for anyone', async () => {
    const email = freshEmail();
    await createAgent(t.app).post('/api/auth/register', { email, password: PASSWORD });
    const first = await sink.waitFor(email);
    const res = await createAgent(t.app).post('/api/auth/resend-verification', { email });
    const unknown = await createAgent(t.app).post('/api/auth/resend-verification', {
      email: freshEmail(),
    });
    expect(res.json()).toEqual(unknown.json());
    const second = await sink.waitFor(email, (m) => m.text !== first.text);
    const oldLink = await follow(linkIn(first, 'http://promptshelf.test/api/auth/verify-email'));
    expect(oldLink.headers.location).toBe('/auth?verification=error');
    const newLink = await follow(linkIn(second, 'http://promptshelf.test/api/auth/verify-email'));
    expect(newLink.headers.location).toBe('/auth?verification=success');
  });
});

describe('change password', () => {
  it('needs the current password, keeps this session and ends the others', async () => {
    const { email } = await registerAndVerify();
    const here = await signedIn(email);
    const elsewhere = await signedIn(email);

    const visitor = await createAgent(t.app).post('/api/account/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'brand new',
      confirmPassword: 'brand new',
    });
    expect(visitor.statusCode).toBe(401);

    const wrong = await here.post('/api/account/change-password', {
      currentPassword: 'not it',
      newPassword: 'brand new',
      confirmPassword: 'brand new',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Current password is incorrect');

    const mismatch = await here.post('/api/account/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'brand new',
      confirmPassword: 'brand old',
    });
    expect(mismatch.json().message).toBe('Passwords do not match');

    const ok = await here.post('/api/account/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'brand new',
      confirmPassword: 'brand new',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Password changed!');
    expect((await here.get('/api/auth/user')).statusCode).toBe(200);
    expect((await elsewhere.get('/api/auth/user')).statusCode).toBe(401);
    await signedIn(email, 'brand new');
  });
});

describe('API tokens and mail when the password changes', () => {
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  /** A write token made with the session; its owner is mailed its name, never the token. */
  async function mintToken(agent: ReturnType<typeof createAgent>, email: string, name: string) {
    const res = await agent.post('/api/tokens', { name, scope: 'write' });
    expect(res.statusCode).toBe(201);
    const { token } = res.json<{ token: string }>();
    const mail = await sink.waitFor(email, (m) => m.text.includes(`“${name}”`));
    expect(mail.subject).toBe('A new API token was created for your Promptshelf account');
    expect(mail.text).toContain(
      `An API token named “${name}” with read and write access was just created for your account. It never expires.`,
    );
    expect(linkIn(mail, 'http://promptshelf.test/settings/tokens')).toBeTruthy();
    expect(mail.text + mail.html).not.toContain(token);
    return token;
  }

  /** What REST, tRPC and MCP answer a request with this token. */
  async function statusesWith(token: string) {
    const rest = await t.app.inject({ url: '/api/auth/user', headers: bearer(token) });
    const trpc = await t.app.inject({ url: '/trpc/snippets.mine', headers: bearer(token) });
    const mcp = await t.app.inject({
      method: 'POST',
      url: '/mcp',
      headers: { ...bearer(token), accept: MCP_ACCEPT },
      payload: MCP_INITIALIZE,
    });
    return { rest: rest.statusCode, trpc: trpc.statusCode, mcp: mcp.statusCode };
  }
  const works = { rest: 200, trpc: 200, mcp: 200 };
  const refused = { rest: 401, trpc: 401, mcp: 401 };

  const changedMail = (email: string, since: number) =>
    sink.waitFor(
      email,
      (m) => m.subject === 'Your Promptshelf password was changed' && m.receivedAt >= since,
    );

  it('a reset revokes every token of the account and tells the owner', async () => {
    const { email } = await registerAndVerify();
    const owner = await signedIn(email);
    const mine = await mintToken(owner, email, 'My laptop');
    const thiefs = await mintToken(owner, email, 'Backup script');
    expect(await statusesWith(mine)).toEqual(works);

    const since = Date.now();
    await createAgent(t.app).post('/api/auth/forgot-password', { email });
    const resetMail = await sink.waitFor(email, (m) => m.subject.includes('Reset'));
    const token = new URL(
      linkIn(resetMail, 'http://promptshelf.test/reset-password?token='),
    ).searchParams.get('token');
    const reset = await createAgent(t.app).post('/api/auth/reset-password', {
      token,
      password: 'new password',
      confirmPassword: 'new password',
    });
    expect(reset.statusCode).toBe(200);

    expect(await statusesWith(mine)).toEqual(refused);
    expect(await statusesWith(thiefs)).toEqual(refused);
    const again = await signedIn(email, 'new password');
    expect((await again.get('/api/tokens')).json()).toEqual([]);

    const mail = await changedMail(email, since);
    expect(mail.text).toContain(
      'The password of your Promptshelf account was just reset through an emailed link, and every device was signed out.',
    );
    expect(mail.text).toContain('Every API token of your account was revoked too');
    expect(linkIn(mail, 'http://promptshelf.test/forgot-password')).toBeTruthy();
  });

  it('a change keeps the tokens unless asked to revoke them, and tells the owner either way', async () => {
    const { email } = await registerAndVerify();
    const owner = await signedIn(email);
    const token = await mintToken(owner, email, 'CI pipeline');

    const kept = Date.now();
    const change = await owner.post('/api/account/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'second password',
      confirmPassword: 'second password',
    });
    expect(change.statusCode).toBe(200);
    expect(await statusesWith(token)).toEqual(works);
    const keptMail = await changedMail(email, kept);
    expect(keptMail.text).toContain(
      'The password of your Promptshelf account was just changed, and your other devices were signed out.',
    );
    expect(keptMail.text).toContain('Your API tokens still work');

    const badFlag = await owner.post('/api/account/change-password', {
      currentPassword: 'second password',
      newPassword: 'third password',
      confirmPassword: 'third password',
      revokeTokens: 'yes',
    });
    expect(badFlag.statusCode).toBe(400);
    expect(badFlag.json()).toEqual({ message: 'revokeTokens must be true or false' });
    expect(await statusesWith(token)).toEqual(works);

    const revoked = Date.now();
    const revoke = await owner.post('/api/account/change-password', {
      currentPassword: 'second password',
      newPassword: 'third password',
      confirmPassword: 'third password',
      revokeTokens: true,
    });
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json()).toEqual({ message: 'Password changed!' });
    expect(await statusesWith(token)).toEqual(refused);
    expect((await owner.get('/api/tokens')).json()).toEqual([]);
    const revokedMail = await changedMail(email, revoked);
    expect(revokedMail.text).toContain('Every API token of your account was revoked too');
  });
});
