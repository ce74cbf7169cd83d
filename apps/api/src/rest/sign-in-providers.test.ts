import { Signer } from '@fastify/cookie';
import { userIdentities, users } from '@promptshelf/db';
import { defaultRateLimits } from '@promptshelf/trpc';
import { createTestUser } from '@promptshelf/trpc/testing';
import { apiTokenMessages, identityMessages } from '@promptshelf/validators';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_COOKIE } from '../sign-in-providers/routes';
import { createTestApp, TEST_APP_URL, TEST_SESSION_SECRET } from '../test/app';
import { createAgent, type Agent } from '../test/http';
import {
  signInAtProvider,
  startOpenIdProvider,
  type OpenIdProvider,
} from '../test/openid-provider';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink';
import { totpCode } from '../test/totp';
import { signIn, signedInUser } from '../test/users';

const CALLBACK = `${TEST_APP_URL}/api/auth/oauth/oidc/callback`;

let issuer: OpenIdProvider;
let sink: SmtpSink;
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  issuer = await startOpenIdProvider({ redirectUris: [CALLBACK] });
  sink = await startSmtpSink();
  t = await createTestApp({
    smtpUrl: sink.url,
    rateLimits: Object.fromEntries(Object.keys(defaultRateLimits).map((key) => [key, 1000])),
    signInProviders: [
      {
        id: 'oidc',
        name: 'Test ID',
        kind: 'oidc',
        issuer: issuer.issuer,
        clientId: issuer.clientId,
        clientSecret: issuer.clientSecret,
      },
      // Only its start is tried here: its callback would reach github.com.
      {
        id: 'github',
        name: 'GitHub',
        kind: 'github',
        clientId: 'gh-id',
        clientSecret: 'gh-secret',
      },
    ],
  });
});
afterAll(async () => {
  await t.close();
  await sink.close();
  await issuer.close();
});

let counter = 0;
/** A login at the provider with an email of its own; `sub` is the login. */
function providerPerson(details: { email?: string; email_verified?: boolean; name?: string }) {
  const login = `person-${++counter}-${Date.now()}`;
  issuer.accounts.set(login, details);
  return login;
}

/** Starts a sign-in at the app; the provider's sign-in page it sends the browser to. */
async function start(agent: Agent, redirect?: string) {
  const query = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
  const res = await agent.get(`/api/auth/oauth/oidc${query}`);
  expect(res.statusCode, res.body).toBe(302);
  return res.headers.location as string;
}

/** The callback the provider sent the browser to, as a path of the app. */
const pathOf = (url: URL) => `${url.pathname}${url.search}`;

/** A whole sign-in with the provider as `login`: where the app's callback sends the browser. */
async function signInWith(agent: Agent, login: string, redirect?: string) {
  const callback = await signInAtProvider(await start(agent, redirect), login);
  const res = await agent.get(pathOf(callback));
  expect(res.statusCode, res.body).toBe(302);
  return res.headers.location;
}

const signer = new Signer(TEST_SESSION_SECRET);

/** What the start kept in this browser's signed cookie for the callback. */
function pendingIn(agent: Agent): Record<string, unknown> {
  const raw = decodeURIComponent(/promptshelf_sign_in=([^;]+)/.exec(agent.cookie!)![1]!);
  return JSON.parse(Buffer.from(signer.unsign(raw).value!, 'base64url').toString()) as Record<
    string,
    unknown
  >;
}

async function whoIs(agent: Agent) {
  const res = await agent.get('/api/auth/user');
  return res.statusCode === 200 ? res.json<{ id: string; email: string }>() : null;
}

const identitiesOf = (userId: string) =>
  t.db.select().from(userIdentities).where(eq(userIdentities.userId, userId));

describe('sign-in with an OpenID Connect provider', () => {
  it('lists the configured providers for the sign-in screen, and nothing else', async () => {
    const res = await createAgent(t.app).get('/trpc/auth.providers');
    expect(res.json<{ result: { data: { json: unknown } } }>().result.data.json).toEqual([
      { id: 'oidc', name: 'Test ID' },
      { id: 'github', name: 'GitHub' },
    ]);
    const unknown = await createAgent(t.app).get('/api/auth/oauth/google');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: identityMessages.unknownProvider });
  });

  it('sends the browser to the issuer with PKCE, a state and a nonce', async () => {
    const location = new URL(await start(createAgent(t.app)));
    expect(location.origin).toBe(issuer.issuer);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('code_challenge')).toBeTruthy();
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(location.searchParams.get('nonce')).toBeTruthy();
    expect(location.searchParams.get('redirect_uri')).toBe(CALLBACK);
  });

  it('sends the browser to GitHub with PKCE, a state and the email scope', async () => {
    const res = await createAgent(t.app).get('/api/auth/oauth/github');
    const location = new URL(res.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(
      'https://github.com/login/oauth/authorize',
    );
    expect(location.searchParams.get('client_id')).toBe('gh-id');
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(location.searchParams.get('scope')).toBe('read:user user:email');
    expect(location.searchParams.get('redirect_uri')).toBe(
      `${TEST_APP_URL}/api/auth/oauth/github/callback`,
    );
  });

  it('comes back only to a page of this site', async () => {
    const cases = [
      ['/snippets/7/x?tab=history', '/snippets/7/x?tab=history'],
      ['//evil.example', '/'],
      ['/\\evil.example', '/'],
      ['/\t/evil.example', '/'],
      ['https://evil.example/', '/'],
      ['/api/auth/logout', '/'],
    ];
    for (const [asked, kept] of cases) {
      const browser = createAgent(t.app);
      await start(browser, asked);
      expect(pendingIn(browser).returnTo, asked).toBe(kept);
    }
  });

  it('refuses a callback made with an API token', async () => {
    const member = await signedInUser(t.app, t.db, 'scripted');
    const made = await member.agent.post('/api/tokens', { name: 'script', scope: 'write' });
    const script = createAgent(t.app, {
      authorization: `Bearer ${made.json<{ token: string }>().token}`,
    });
    const res = await script.get('/api/auth/oauth/oidc/callback?code=x&state=y');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: apiTokenMessages.sessionOnly });
  });

  it('makes an account at the first sign-in and signs the same one in again after', async () => {
    const email = `ada${Date.now()}@example.com`;
    const login = providerPerson({ email, email_verified: true, name: 'Ada King Lovelace' });
    const browser = createAgent(t.app);
    expect(await signInWith(browser, login, '/favorites')).toBe('/favorites');
    const me = await whoIs(browser);
    expect(me?.email).toBe(email);
    const [account] = await t.db.select().from(users).where(eq(users.id, me!.id));
    expect(account).toMatchObject({
      emailVerified: true,
      password: null,
      firstName: 'Ada',
      lastName: 'King Lovelace',
    });
    const profile = await browser.get('/api/profile');
    expect(profile.json<{ username: string }>().username).toMatch(/^ada/);

    await browser.post('/api/auth/logout');
    expect(await whoIs(browser)).toBeNull();
    const again = createAgent(t.app);
    expect(await signInWith(again, login)).toBe('/');
    expect((await whoIs(again))?.id).toBe(me!.id);
    expect(await identitiesOf(me!.id)).toHaveLength(1);
  });

  it('asks an account with two-factor on for its code after the provider, as after a password', async () => {
    const email = `grace${Date.now()}@example.com`;
    const login = providerPerson({ email, email_verified: true, name: 'Grace Hopper' });
    const first = createAgent(t.app);
    await signInWith(first, login);
    const setup = await first.post('/api/account/two-factor/setup');
    const { secret } = setup.json<{ secret: string }>();
    expect(
      (await first.post('/api/account/two-factor', { code: totpCode(secret) })).statusCode,
    ).toBe(200);

    const browser = createAgent(t.app);
    expect(await signInWith(browser, login, '/favorites')).toBe(
      `/auth?provider=oidc&outcome=secondFactor&redirect=${encodeURIComponent('/favorites')}`,
    );
    expect(await whoIs(browser)).toBeNull();
    const code = totpCode(secret, Date.now() + 30_000);
    const done = await browser.post('/api/auth/two-factor', { code });
    expect(done.statusCode, done.body).toBe(200);
    expect((await whoIs(browser))?.email).toBe(email);
  });

  it('leaves an email the provider did not verify unverified, and mails a link', async () => {
    const email = `unverified${Date.now()}@example.com`;
    const browser = createAgent(t.app);
    expect(await signInWith(browser, providerPerson({ email, email_verified: false }))).toBe('/');
    const [account] = await t.db.select().from(users).where(eq(users.email, email));
    expect(account?.emailVerified).toBe(false);
    const mail = await sink.waitFor(email);
    expect(mail.subject).toBe('Verify your email for Promptshelf');
  });

  it('refuses a person the provider shares no email of', async () => {
    const browser = createAgent(t.app);
    expect(await signInWith(browser, providerPerson({}))).toBe(
      '/auth?provider=oidc&outcome=noEmail',
    );
    expect(await whoIs(browser)).toBeNull();
  });

  it('never links an existing account by its email: its owner signs in and links it', async () => {
    const email = `owner${Date.now()}@example.com`;
    const owner = await createTestUser(t.db, email, { firstName: 'Owner' });
    const login = providerPerson({ email, email_verified: true });

    const stranger = createAgent(t.app);
    expect(await signInWith(stranger, login)).toBe(
      '/auth?provider=oidc&outcome=exists&redirect=%2Fsettings%2Fsecurity',
    );
    expect(await whoIs(stranger)).toBeNull();
    expect(await identitiesOf(owner.id)).toHaveLength(0);

    // The owner signs in with the password, then links from the security settings.
    const browser = await signIn(t.app, email);
    expect(await signInWith(browser, login)).toBe(
      '/settings/security?provider=oidc&outcome=linked',
    );
    const linked = await browser.get('/api/account/identities');
    expect(linked.json()).toEqual([expect.objectContaining({ provider: 'oidc', email })]);
    const mail = await sink.waitFor(email, (m) => m.subject.includes('Test ID'));
    expect(mail.subject).toBe('Test ID was linked to your Promptshelf account');

    // From now on the provider signs the owner in.
    const later = createAgent(t.app);
    expect(await signInWith(later, login)).toBe('/');
    expect((await whoIs(later))?.id).toBe(owner.id);
  });

  it('refuses to link an identity that another account already has', async () => {
    const login = providerPerson({ email: `first${Date.now()}@example.com`, email_verified: true });
    await signInWith(createAgent(t.app), login);
    const other = await signedInUser(t.app, t.db, 'other');
    expect(await signInWith(other.agent, login)).toBe(
      '/settings/security?provider=oidc&outcome=taken',
    );
    expect(await identitiesOf(other.id)).toHaveLength(0);
  });

  it('refuses a callback whose state was tampered with', async () => {
    const email = `tampered${Date.now()}@example.com`;
    const browser = createAgent(t.app);
    const callback = await signInAtProvider(
      await start(browser),
      providerPerson({ email, email_verified: true }),
    );
    callback.searchParams.set('state', 'forged-state');
    const res = await browser.get(pathOf(callback));
    expect(res.headers.location).toBe('/auth?provider=oidc&outcome=failed');
    expect(await whoIs(browser)).toBeNull();
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('refuses an ID token whose nonce is not the one this browser asked for', async () => {
    /** A callback with the browser's own signed cookie, re-signed with `change` made to it. */
    async function callbackWith(change: { nonce?: string }) {
      const email = `nonce${++counter}.${Date.now()}@example.com`;
      const browser = createAgent(t.app);
      const callback = await signInAtProvider(
        await start(browser),
        providerPerson({ email, email_verified: true }),
      );
      const pending = pendingIn(browser);
      const value = Buffer.from(JSON.stringify({ ...pending, ...change })).toString('base64url');
      const cookie = `${SIGN_IN_COOKIE}=${encodeURIComponent(signer.sign(value))}`;
      const res = await t.app.inject({ method: 'GET', url: pathOf(callback), headers: { cookie } });
      const created = await t.db.select().from(users).where(eq(users.email, email));
      return { location: res.headers.location, created: created.length };
    }
    // Re-signed unchanged, the cookie works: the nonce alone makes the difference below.
    expect(await callbackWith({})).toEqual({ location: '/', created: 1 });
    expect(await callbackWith({ nonce: 'another-nonce' })).toEqual({
      location: '/auth?provider=oidc&outcome=failed',
      created: 0,
    });
  });

  it('takes a callback address once: a replay with the same cookie signs no one in', async () => {
    const browser = createAgent(t.app);
    const callback = await signInAtProvider(
      await start(browser),
      providerPerson({ email: `once${Date.now()}@example.com`, email_verified: true }),
    );
    const copied = browser.cookie!;
    expect((await browser.get(pathOf(callback))).headers.location).toBe('/');
    const replay = await t.app.inject({
      method: 'GET',
      url: pathOf(callback),
      headers: { cookie: copied },
    });
    expect(replay.headers.location).toBe('/auth?provider=oidc&outcome=failed');
  });
});

describe('the callback under attack', () => {
  it('counts callbacks per address, with the sign-in limit', async () => {
    const strict = await createTestApp({
      rateLimits: { loginPerIp: 2 },
      signInProviders: [
        {
          id: 'oidc',
          name: 'Test ID',
          kind: 'oidc',
          issuer: issuer.issuer,
          clientId: issuer.clientId,
          clientSecret: issuer.clientSecret,
        },
      ],
    });
    try {
      const guesser = createAgent(strict.app);
      const guess = '/api/auth/oauth/oidc/callback?code=guess&state=guess';
      for (let i = 0; i < 2; i++) {
        expect((await guesser.get(guess)).headers.location).toBe(
          '/auth?provider=oidc&outcome=failed',
        );
      }
      const refused = await guesser.get(guess);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeTruthy();
      expect(refused.json<{ message: string }>().message).toMatch(/Too many attempts/);
    } finally {
      await strict.close();
    }
  });
});

describe('linked identities', () => {
  it('unlinks, but never the last way in of an account without a password', async () => {
    const browser = createAgent(t.app);
    await signInWith(
      browser,
      providerPerson({ email: `only${Date.now()}@example.com`, email_verified: true }),
    );
    const [identity] = await browser
      .get('/api/account/identities')
      .then((r) => r.json<{ id: string }[]>());
    const refused = await browser.send('DELETE', `/api/account/identities/${identity!.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: identityMessages.lastWayIn });
    expect(
      await browser.get('/api/account/identities').then((r) => r.json<unknown[]>()),
    ).toHaveLength(1);
  });

  it('answers each caller as it may: visitors, others, tokens, superadmins, cross-site', async () => {
    const email = `linked${Date.now()}@example.com`;
    const owner = await createTestUser(t.db, email);
    const browser = await signIn(t.app, email);
    await signInWith(browser, providerPerson({ email, email_verified: true }));
    const [identity] = await identitiesOf(owner.id);
    const path = `/api/account/identities/${identity!.id}`;

    const visitor = createAgent(t.app);
    expect((await visitor.get('/api/account/identities')).statusCode).toBe(401);
    expect((await visitor.send('DELETE', path)).statusCode).toBe(401);

    const other = await signedInUser(t.app, t.db, 'nosy');
    expect((await other.agent.get('/api/account/identities')).json()).toEqual([]);
    expect((await other.agent.send('DELETE', path)).statusCode).toBe(404);

    const superEmail = `super${Date.now()}@example.com`;
    await createTestUser(t.db, superEmail, { superadmin: true });
    const superadmin = await signIn(t.app, superEmail);
    expect((await superadmin.send('DELETE', path)).statusCode).toBe(404);

    for (const scope of ['read', 'write'] as const) {
      const made = await browser.post('/api/tokens', { name: `t ${scope}`, scope });
      const token = made.json<{ token: string }>().token;
      const script = createAgent(t.app, { authorization: `Bearer ${token}` });
      expect((await script.get('/api/account/identities')).statusCode).toBe(403);
      expect((await script.send('DELETE', path)).statusCode).toBe(403);
    }

    const crossSite = await t.app.inject({
      method: 'DELETE',
      url: path,
      headers: { cookie: browser.cookie!, origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await visitor.send('DELETE', '/api/account/identities/not-an-id')).statusCode).toBe(
      401,
    );
    expect((await browser.send('DELETE', '/api/account/identities/not-an-id')).statusCode).toBe(
      400,
    );

    // The owner has a password, so the identity may go.
    expect((await browser.send('DELETE', path)).statusCode).toBe(200);
    expect(await identitiesOf(owner.id)).toHaveLength(0);
  });
});
