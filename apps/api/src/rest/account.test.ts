import { apiTokens, knownBrowsers, sessions, snippets, users } from '@promptshelf/db';
import { defaultRateLimits } from '@promptshelf/trpc';
import {
  createTestUser,
  insertTestPrompt,
  insertTestWorkspace,
  TEST_PASSWORD,
} from '@promptshelf/trpc/testing';
import { accountMessages, authMessages, secondFactorMessages } from '@promptshelf/validators';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../test/app';
import { createAgent, type Agent, type Method } from '../test/http';
import { linkIn, startSmtpSink, type SmtpSink } from '../test/smtp-sink';
import { totpCode } from '../test/totp';
import { signIn, signedInUser } from '../test/users';

const FIREFOX = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const EVIL = { origin: 'http://evil.test', 'sec-fetch-site': 'cross-site' };

let sink: SmtpSink;
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  sink = await startSmtpSink();
  // Limits out of the way: the tests sign the same people in and out many times.
  const many = 1_000_000;
  t = await createTestApp({
    smtpUrl: sink.url,
    rateLimits: Object.fromEntries(Object.keys(defaultRateLimits).map((key) => [key, many])),
  });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

/** Signs `email` in from a new browser that sends this user agent. */
async function signInWith(email: string, userAgent: string) {
  const agent = createAgent(t.app, { 'user-agent': userAgent });
  const res = await agent.post('/api/auth/login', { email, password: TEST_PASSWORD });
  expect(res.statusCode, res.body).toBe(200);
  return agent;
}

type Listed = {
  id: string;
  browser: string;
  system: string;
  ipAddress: string;
  signedInAt: string;
  lastSeenAt: string;
  thisDevice: boolean;
};
async function sessionsOf(agent: Agent) {
  const res = await agent.get('/api/account/sessions');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ sessions: Listed[] }>().sessions;
}

const mailsTo = (to: string, subject: string) =>
  sink.inbox.filter((m) => m.to.includes(to) && m.subject === subject);

describe('your sessions', () => {
  it('lists where you are signed in, and signs one out or all the others', async () => {
    const email = 'traveller@example.com';
    await createTestUser(t.db, email, { firstName: 'Tess' });
    const laptop = await signInWith(email, FIREFOX);
    const phone = await signInWith(email, SAFARI);
    const third = await signInWith(email, FIREFOX);

    const listed = await sessionsOf(laptop);
    expect(listed).toHaveLength(3);
    const mine = listed.find((s) => s.thisDevice)!;
    expect(mine).toMatchObject({
      browser: 'Firefox 128',
      system: 'Ubuntu',
      ipAddress: '127.0.0.1',
    });
    expect(listed.filter((s) => s.thisDevice)).toHaveLength(1);
    expect(listed.map((s) => s.browser).sort()).toEqual([
      'Firefox 128',
      'Firefox 128',
      'Mobile Safari 17',
    ]);
    expect(new Date(mine.signedInAt).getTime()).toBeGreaterThan(Date.now() - 10 * 60_000);
    // The sid is the cookie's secret: the list never carries it.
    const sids = await t.db.select({ sid: sessions.sid }).from(sessions);
    for (const { sid } of sids) expect(JSON.stringify(listed)).not.toContain(sid);

    // The phone is signed out from the laptop, and is signed out at once.
    const phoneSession = (await sessionsOf(phone)).find((s) => s.thisDevice)!;
    const ended = await laptop.send('DELETE', `/api/account/sessions/${phoneSession.id}`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await phone.get('/api/auth/user')).statusCode).toBe(401);
    expect(await sessionsOf(laptop)).toHaveLength(2);

    // Signing out the same one again, or a made-up one: not found.
    const again = await laptop.send('DELETE', `/api/account/sessions/${phoneSession.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: accountMessages.sessionNotFound });
    const bad = await laptop.send('DELETE', '/api/account/sessions/not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: accountMessages.invalidSessionId });

    // Everywhere else: the third browser goes, this one stays.
    const others = await laptop.send('DELETE', '/api/account/sessions');
    expect(others.statusCode, others.body).toBe(200);
    expect(others.json()).toEqual({ signedOut: 1 });
    expect((await third.get('/api/auth/user')).statusCode).toBe(401);
    expect((await laptop.get('/api/auth/user')).statusCode).toBe(200);
    expect((await sessionsOf(laptop)).map((s) => s.thisDevice)).toEqual([true]);
  });

  it("never ends someone else's session", async () => {
    const alice = await signedInUser(t.app, t.db, 'alice');
    const mallory = await signedInUser(t.app, t.db, 'mallory');
    const [aliceSession] = await sessionsOf(alice.agent);
    const res = await mallory.agent.send('DELETE', `/api/account/sessions/${aliceSession!.id}`);
    expect(res.statusCode).toBe(404);
    expect((await alice.agent.get('/api/auth/user')).statusCode).toBe(200);
  });

  it('signing out this session from the list signs this browser out', async () => {
    const { agent } = await signedInUser(t.app, t.db, 'leaver');
    const [own] = await sessionsOf(agent);
    const res = await agent.send('DELETE', `/api/account/sessions/${own!.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await agent.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('moves last seen forward when it has gone stale, not on every request', async () => {
    const { agent, id } = await signedInUser(t.app, t.db, 'idle');
    // Not read since the sign-in, so the next request reads the session and finds it stale.
    const setBack = sql`now() - interval '1 hour'`;
    await t.db.update(sessions).set({ lastSeenAt: setBack }).where(eq(sessions.userId, id));
    // This browser's next request reads its session afresh and finds it stale.
    await t.db
      .update(sessions)
      .set({ sess: sql`sess` })
      .where(eq(sessions.userId, id));
    const lastSeen = async () =>
      (
        await t.db.select({ at: sessions.lastSeenAt }).from(sessions).where(eq(sessions.userId, id))
      )[0]!.at;
    const before = await lastSeen();
    expect((await agent.get('/api/auth/user')).statusCode).toBe(200);
    await expect
      .poll(async () => (await lastSeen()).getTime(), { timeout: 10_000 })
      .toBeGreaterThan(before.getTime());
    const listed = await sessionsOf(agent);
    expect(new Date(listed[0]!.lastSeenAt).getTime()).toBeGreaterThan(before.getTime());
  });
});

describe('notices by mail', () => {
  it('tells the owner of a sign-in from a browser not seen before, once', async () => {
    const email = 'watchful@example.com';
    await createTestUser(t.db, email, { firstName: 'Wanda' });
    const subject = 'New sign-in to your Promptshelf account';
    // The first browser an account is used from is not news.
    const laptop = await signInWith(email, FIREFOX);
    await signInWith(email, SAFARI);
    const mail = await sink.waitFor(email, (m) => m.subject === subject);
    expect(mail.text).toContain('Mobile Safari 17 on iOS 17.5');
    expect(mail.text).toContain('127.0.0.1');
    expect(mail.text).toContain('http://promptshelf.test/settings/security');
    // The laptop signs in again, with its browser cookie: known, no new mail.
    expect((await laptop.post('/api/auth/logout')).statusCode).toBe(200);
    const back = await laptop.post('/api/auth/login', { email, password: TEST_PASSWORD });
    expect(back.statusCode).toBe(200);
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const known = await t.db.select().from(knownBrowsers).where(eq(knownBrowsers.userId, user!.id));
    expect(known).toHaveLength(2);
    // A later mail to the same person arrives after any that was queued before it.
    const changed = await laptop.post('/api/account/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'another password',
      confirmPassword: 'another password',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await sink.waitFor(email, (m) => m.subject === 'Your Promptshelf password was changed');
    expect(mailsTo(email, subject)).toHaveLength(1);
  });
});

describe('changing your email', () => {
  it('mails a link to the new address; opening it changes the email and tells the old one', async () => {
    const { agent, email } = await signedInUser(t.app, t.db, 'mover');
    const newEmail = 'moved.here@example.com';
    const res = await agent.post('/api/account/email', {
      newEmail: ' Moved.Here@Example.com ',
      password: TEST_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: accountMessages.emailChangeSent });
    // Nothing changes until the link is opened.
    expect((await agent.get('/api/auth/user')).json()).toMatchObject({ email });

    const mail = await sink.waitFor(
      newEmail,
      (m) => m.subject === 'Confirm your new email for Promptshelf',
    );
    const link = linkIn(mail, 'http://promptshelf.test/api/account/email/confirm?token=');
    const opened = await agent.get(link.replace('http://promptshelf.test', ''));
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/profile?email=changed');
    expect((await agent.get('/api/auth/user')).json()).toMatchObject({ email: newEmail });

    const told = await sink.waitFor(
      email,
      (m) => m.subject === 'The email of your Promptshelf account was changed',
    );
    expect(told.text).toContain(newEmail);
    // The new address signs in; the old one no longer does.
    await signIn(t.app, newEmail);
    const old = await createAgent(t.app).post('/api/auth/login', {
      email,
      password: TEST_PASSWORD,
    });
    expect(old.statusCode).toBe(401);
    // The link works once.
    const reused = await agent.get(link.replace('http://promptshelf.test', ''));
    expect(reused.headers.location).toBe('/profile?email=error');
  });

  it('answers the same for an address that has an account, and changes nothing', async () => {
    const { agent, email } = await signedInUser(t.app, t.db, 'copycat');
    const other = await signedInUser(t.app, t.db, 'owner');
    const res = await agent.post('/api/account/email', {
      newEmail: other.email,
      password: TEST_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: accountMessages.emailChangeSent });
    const mail = await sink.waitFor(
      other.email,
      (m) => m.subject === 'Your address was asked for on Promptshelf',
    );
    expect(mail.text).not.toContain('/api/account/email/confirm');
    expect((await agent.get('/api/auth/user')).json()).toMatchObject({ email });
  });

  it('refuses a wrong password, the same address and a bad address with a message', async () => {
    const { agent, email } = await signedInUser(t.app, t.db, 'careful');
    const cases = [
      [{ newEmail: 'x@example.com', password: 'wrong' }, accountMessages.wrongPassword],
      [{ newEmail: email.toUpperCase(), password: TEST_PASSWORD }, accountMessages.sameEmail],
      [{ newEmail: 'not an email', password: TEST_PASSWORD }, authMessages.invalidEmail],
      [{ newEmail: 'x@example.com' }, authMessages.passwordRequired],
    ] as const;
    for (const [body, message] of cases) {
      const res = await agent.post('/api/account/email', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ pendingEmail: null, emailChangeToken: null });
  });

  it('sends a mangled or unknown link to the profile with an error', async () => {
    for (const url of [
      '/api/account/email/confirm?token=nope',
      '/api/account/email/confirm',
      '/api/account/email/confirm?token[]=x',
    ]) {
      const res = await createAgent(t.app).get(url);
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location).toBe('/profile?email=error');
    }
  });
});

describe('deleting your account', () => {
  async function createPrompt(agent: Agent, title: string, extra: object = {}) {
    const res = await agent.post('/api/snippets', {
      title,
      content: 'Write about [topic].',
      aiTool: 'Claude',
      purpose: 'writing',
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number }>().id;
  }

  it('removes everything of the person, corrects counters, keeps others’ clones, and says goodbye', async () => {
    const leaver = await signedInUser(t.app, t.db, 'leaver');
    const friend = await signedInUser(t.app, t.db, 'friend');
    const colleague = await signedInUser(t.app, t.db, 'colleague');
    const own = await createPrompt(leaver.agent, 'Mine to go');
    const friends = await createPrompt(friend.agent, 'Friend’s prompt');
    expect((await leaver.agent.post(`/api/snippets/${friends}/like`)).json()).toMatchObject({
      likesCount: 1,
    });
    expect((await leaver.agent.post(`/api/snippets/${friends}/favorite`)).statusCode).toBe(200);
    const clone = await friend.agent.post(`/api/snippets/${own}/clone`);
    expect(clone.statusCode, clone.body).toBe(201);
    const cloneId = clone.json<{ id: number }>().id;
    expect(
      (await leaver.agent.post('/api/tokens', { name: 'script', scope: 'read' })).statusCode,
    ).toBe(201);
    // A workspace of their own goes; one shared with a colleague who also owns it stays, with
    // what the leaver wrote there.
    const aloneId = await insertTestWorkspace(t.db, 'leaver-alone', [
      { userId: leaver.id, role: 'owner' },
    ]);
    await insertTestWorkspace(t.db, 'leaver-shared', [
      { userId: leaver.id, role: 'owner' },
      { userId: colleague.id, role: 'owner' },
    ]);
    const teamPrompt = await createPrompt(leaver.agent, 'Team prompt', {
      workspace: 'leaver-shared',
    });
    await insertTestPrompt(t.db, leaver.id, 'Alone in the workspace', {
      workspaceId: aloneId,
      visibility: 'workspace',
    });

    const wrong = await leaver.agent.send('DELETE', '/api/account', { password: 'wrong' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: accountMessages.wrongPassword });
    expect((await leaver.agent.get('/api/auth/user')).statusCode).toBe(200);

    const res = await leaver.agent.send('DELETE', '/api/account', { password: TEST_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: accountMessages.accountDeleted });

    expect((await leaver.agent.get('/api/auth/user')).statusCode).toBe(401);
    expect(await t.db.select().from(users).where(eq(users.id, leaver.id))).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, leaver.id))).toEqual([]);
    expect(await t.db.select().from(apiTokens).where(eq(apiTokens.userId, leaver.id))).toEqual([]);
    expect((await createAgent(t.app).get(`/api/snippets/${own}`)).statusCode).toBe(404);
    const friendsNow = await friend.agent.get(`/api/snippets/${friends}`);
    expect(friendsNow.json()).toMatchObject({ likesCount: 0, favoritesCount: 0 });
    const cloneNow = await friend.agent.get(`/api/snippets/${cloneId}`);
    expect(cloneNow.statusCode).toBe(200);
    expect(cloneNow.json()).toMatchObject({
      clonedFrom: null,
      clonedFromDeletedAccount: true,
      isOwner: true,
    });
    expect((await colleague.agent.get('/api/workspaces/leaver-alone')).statusCode).toBe(404);
    const kept = await colleague.agent.get(`/api/snippets/${teamPrompt}`);
    expect(kept.statusCode).toBe(200);
    const [teamRow] = await t.db.select().from(snippets).where(eq(snippets.id, teamPrompt));
    expect(teamRow!.authorId).toBe(colleague.id);
    const members = await colleague.agent.get('/api/workspaces/leaver-shared/members');
    expect(JSON.stringify(members.json())).not.toContain(leaver.email);

    const bye = await sink.waitFor(
      leaver.email,
      (m) => m.subject === 'Your Promptshelf account was deleted',
    );
    expect(bye.text).toContain('deleted');
    // The address is free again.
    const again = await createAgent(t.app).post('/api/auth/register', {
      email: leaver.email,
      password: 'a new start',
    });
    expect(again.statusCode).toBe(201);
  });

  it('refuses the sole owner of a workspace with other members, with a clear 409', async () => {
    const owner = await signedInUser(t.app, t.db, 'sole');
    const member = await signedInUser(t.app, t.db, 'member');
    await insertTestWorkspace(t.db, 'sole-owned', [
      { userId: owner.id, role: 'owner' },
      { userId: member.id, role: 'editor' },
    ]);
    const own = await createPrompt(owner.agent, 'Still here');
    const res = await owner.agent.send('DELETE', '/api/account', { password: TEST_PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: accountMessages.soleOwner('Workspace sole-owned') });
    // Nothing went.
    expect((await owner.agent.get(`/api/snippets/${own}`)).statusCode).toBe(200);
    expect((await owner.agent.get('/api/workspaces/sole-owned')).statusCode).toBe(200);
  });

  it('refuses a missing or odd body with a message', async () => {
    const { agent } = await signedInUser(t.app, t.db, 'odd');
    for (const payload of [undefined, {}, { password: 42 }, { password: '' }]) {
      const res = await agent.send('DELETE', '/api/account', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await agent.get('/api/auth/user')).statusCode).toBe(200);
  });
});

describe('an account without a password (decision 184)', () => {
  /** A person signed in just now whose account has no password, as a provider makes it. */
  async function passwordlessUser(name: string) {
    const person = await signedInUser(t.app, t.db, name);
    await t.db.update(users).set({ password: null }).where(eq(users.id, person.id));
    return person;
  }

  async function turnOnTwoFactor(agent: Agent) {
    const setup = await agent.post('/api/account/two-factor/setup');
    const { secret } = setup.json<{ secret: string }>();
    const enabled = await agent.post('/api/account/two-factor', { code: totpCode(secret) });
    expect(enabled.statusCode, enabled.body).toBe(200);
    // The set-up took this step's code; the next step's is within the drift allowance.
    return {
      nextCode: totpCode(secret, Date.now() + 30_000),
      ...enabled.json<{ recoveryCodes: string[] }>(),
    };
  }

  const exists = async (id: string) =>
    (await t.db.select({ id: users.id }).from(users).where(eq(users.id, id))).length === 1;

  it('changes the email with a recovery code and is deleted with an app code', async () => {
    const { agent, id } = await passwordlessUser('coded');
    const { nextCode, recoveryCodes } = await turnOnTwoFactor(agent);

    const noCode = await agent.post('/api/account/email', { newEmail: 'coded.new@example.com' });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json()).toEqual({ message: secondFactorMessages.codeRequired });
    const moved = await agent.post('/api/account/email', {
      newEmail: 'coded.new@example.com',
      code: recoveryCodes[0],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await sink.waitFor(
      'coded.new@example.com',
      (m) => m.subject === 'Confirm your new email for Promptshelf',
    );

    const wrong = await agent.send('DELETE', '/api/account', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: secondFactorMessages.wrongCode });
    const password = await agent.send('DELETE', '/api/account', { password: TEST_PASSWORD });
    expect(password.statusCode).toBe(400);
    expect(await exists(id)).toBe(true);
    const deleted = await agent.send('DELETE', '/api/account', { code: nextCode });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await exists(id)).toBe(false);
    expect((await agent.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('sets a first password without a current one, which then signs in', async () => {
    const { agent, email } = await passwordlessUser('firstpass');
    const set = await agent.post('/api/account/change-password', {
      newPassword: 'my first password',
      confirmPassword: 'my first password',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({
      message: 'Password set! You can now also sign in with your email and this password.',
    });
    await sink.waitFor(
      email,
      (m) => m.subject === 'A password was set for your Promptshelf account',
    );
    const login = await createAgent(t.app).post('/api/auth/login', {
      email,
      password: 'my first password',
    });
    expect(login.statusCode, login.body).toBe(200);
    // Now it has one, it is asked for as for every other account.
    const again = await agent.post('/api/account/change-password', {
      newPassword: 'another password',
      confirmPassword: 'another password',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: authMessages.currentPasswordRequired });
  });

  it('without a second factor, asks for a sign-in of the last 10 minutes', async () => {
    const { agent, id } = await passwordlessUser('stale');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 11 * 60_000);
      const res = await agent.send('DELETE', '/api/account', {});
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: accountMessages.signInAgain });
      const email = await agent.post('/api/account/email', { newEmail: 'stale.new@example.com' });
      expect(email.statusCode).toBe(403);
      const password = await agent.post('/api/account/change-password', {
        newPassword: 'late password',
        confirmPassword: 'late password',
      });
      expect(password.statusCode).toBe(403);
    } finally {
      vi.useRealTimers();
    }
    expect(await exists(id)).toBe(true);
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ password: null, pendingEmail: null });
    // Within the 10 minutes the same request goes through.
    const deleted = await agent.send('DELETE', '/api/account', {});
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await exists(id)).toBe(false);
  });
});

describe('who may use the account routes', () => {
  const CALLERS = ['visitor', 'member', 'superadmin', 'readToken', 'writeToken'] as const;
  type Caller = (typeof CALLERS)[number];
  const statuses = (...codes: number[]) =>
    Object.fromEntries(CALLERS.map((caller, i) => [caller, codes[i]])) as Record<Caller, number>;

  /** A fresh person for each call, since some of these end sessions or the account itself. */
  async function callerOf(kind: Caller): Promise<Agent> {
    if (kind === 'visitor') return createAgent(t.app);
    const person = await signedInUser(t.app, t.db, kind);
    if (kind === 'superadmin') {
      await t.db.update(users).set({ superadmin: true }).where(eq(users.id, person.id));
    }
    if (kind === 'member' || kind === 'superadmin') return person.agent;
    const scope = kind === 'readToken' ? 'read' : 'write';
    const res = await person.agent.post('/api/tokens', { name: kind, scope });
    return createAgent(t.app, { authorization: `Bearer ${res.json<{ token: string }>().token}` });
  }

  let someoneElsesSession: string;
  beforeAll(async () => {
    const other = await signedInUser(t.app, t.db, 'other');
    someoneElsesSession = (await sessionsOf(other.agent))[0]!.id;
  });

  const ROUTES: {
    method: Method;
    url: () => string;
    body?: object;
    expected: Record<Caller, number>;
  }[] = [
    {
      method: 'GET',
      url: () => '/api/account/sessions',
      expected: statuses(401, 200, 200, 403, 403),
    },
    {
      // What the settings forms ask for (tRPC only): the person's own session, never a token.
      method: 'GET',
      url: () => '/trpc/account.ownerProof',
      expected: statuses(401, 200, 200, 403, 403),
    },
    {
      // The reset page's check of a mailed link (tRPC only, reads only): anyone with a browser
      // session, signed in or not; a token is refused like every mailed-link flow.
      method: 'GET',
      url: () =>
        `/trpc/auth.resetLinkUsable?input=${encodeURIComponent(JSON.stringify({ json: { token: 'not-a-real-one' } }))}`,
      expected: statuses(200, 200, 200, 403, 403),
    },
    {
      method: 'DELETE',
      url: () => `/api/account/sessions/${someoneElsesSession}`,
      expected: statuses(401, 404, 404, 403, 403),
    },
    {
      method: 'DELETE',
      url: () => '/api/account/sessions',
      expected: statuses(401, 200, 200, 403, 403),
    },
    {
      method: 'POST',
      url: () => '/api/account/email',
      body: { newEmail: 'matrix-target@example.com', password: TEST_PASSWORD },
      expected: statuses(401, 200, 200, 403, 403),
    },
    {
      method: 'DELETE',
      url: () => '/api/account',
      body: { password: TEST_PASSWORD },
      expected: statuses(401, 200, 200, 403, 403),
    },
  ];

  it.each(ROUTES.map((r) => [`${r.method} ${r.url()}`, r] as const))('%s', async (_name, route) => {
    const seen: Record<string, number> = {};
    for (const kind of CALLERS) {
      const agent = await callerOf(kind);
      seen[kind] = (await agent.send(route.method, route.url(), route.body)).statusCode;
    }
    expect(seen).toEqual(route.expected);
  });

  it('refuses each write from another site, and nothing happens', async () => {
    const { agent, id, email } = await signedInUser(t.app, t.db, 'targeted');
    const [own] = await sessionsOf(agent);
    const attempts = [
      { method: 'DELETE', url: `/api/account/sessions/${own!.id}` },
      { method: 'DELETE', url: '/api/account/sessions' },
      {
        method: 'POST',
        url: '/api/account/email',
        payload: { newEmail: 'evil@example.com', password: TEST_PASSWORD },
      },
      { method: 'DELETE', url: '/api/account', payload: { password: TEST_PASSWORD } },
      {
        method: 'POST',
        url: '/trpc/account.delete',
        payload: { json: { password: TEST_PASSWORD } },
      },
      { method: 'POST', url: '/trpc/account.signOutOtherSessions' },
    ] as const;
    for (const attempt of attempts) {
      const res = await t.app.inject({
        method: attempt.method,
        url: attempt.url,
        headers: { cookie: agent.cookie!, ...EVIL },
        ...('payload' in attempt ? { payload: attempt.payload } : {}),
      });
      expect(res.statusCode, `${attempt.method} ${attempt.url}`).toBe(403);
      expect(res.json()).toEqual({ message: 'Cross-site request refused' });
    }
    expect((await agent.get('/api/auth/user')).json()).toMatchObject({ id, email });
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    expect(row!.pendingEmail).toBeNull();
  });
});
