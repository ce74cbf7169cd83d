// Findings of the security and reliability review, each as a user or an attacker
// would notice it.
import { favorites, snippets, users } from '@promptshelf/db';
import { createTestUser } from '@promptshelf/trpc/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fakeWebRoot, TEST_APP_URL } from './test/app';
import { signedInUser } from './test/users';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ webRoot: fakeWebRoot() });
});
afterAll(() => t.close());

const EVIL = { origin: 'http://evil.test', 'sec-fetch-site': 'cross-site' };

async function newPrompt(cookie: string, isPublic = true) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/snippets',
    headers: { cookie },
    payload: {
      title: 'A prompt',
      content: 'Say hi',
      aiTool: 'Claude',
      purpose: 'coding',
      isPublic,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

describe('the cross-site check (finding 1)', () => {
  it('refuses a foreign write whatever the spelling of the path, REST and tRPC alike', async () => {
    const { agent } = await signedInUser(t.app, t.db, 'csrf');
    const cookie = agent.cookie!;
    const id = await newPrompt(cookie);
    const attempts = [
      { method: 'POST', url: `/%61pi/snippets/${id}/like` },
      { method: 'POST', url: `/%61%70%69/snippets/${id}/favorite` },
      { method: 'POST', url: `/api/snippets/${id}/%63lone` },
      { method: 'PUT', url: '/%61pi/profile', payload: { location: 'Hacked' } },
      { method: 'DELETE', url: `/%61pi/snippets/${id}` },
      { method: 'POST', url: '/%61pi/auth/logout' },
      { method: 'POST', url: '/%74rpc/snippets.toggleLike', payload: { json: { id } } },
      { method: 'POST', url: '/%74%72%70%63/auth.logout' },
    ] as const;
    for (const attempt of attempts) {
      const res = await t.app.inject({
        method: attempt.method,
        url: attempt.url,
        headers: { cookie, ...EVIL },
        ...('payload' in attempt ? { payload: attempt.payload } : {}),
      });
      expect(res.statusCode, `${attempt.method} ${attempt.url}`).toBe(403);
      expect(res.json()).toEqual({ message: 'Cross-site request refused' });
    }
    // Nothing happened: the prompt is there, unliked, unsaved, and the session still works.
    const [row] = await t.db.select().from(snippets).where(eq(snippets.id, id));
    expect(row).toMatchObject({ likesCount: 0, favoritesCount: 0 });
    const me = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().location).toBeNull();
  });

  it('refuses a foreign origin alone, or a cross-site fetch alone', async () => {
    for (const headers of [{ origin: 'http://evil.test' }, { 'sec-fetch-site': 'cross-site' }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/%61pi/auth/login',
        headers,
        payload: { email: 'a@example.com', password: 'whatever' },
      });
      expect(res.statusCode).toBe(403);
    }
  });

  it('still lets our own pages write, and anyone read', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: TEST_APP_URL, 'sec-fetch-site': 'same-origin' },
    });
    expect(res.statusCode).toBe(200);
    const read = await t.app.inject({ method: 'GET', url: '/%61pi/ai-tools', headers: EVIL });
    expect(read.statusCode).toBe(200);
  });
});

describe('NUL bytes and broken text (findings 2 and 3)', () => {
  const nul = 'a\u0000b';
  const lone = 'a\ud800b';

  it('refuses them with a 400 that says why, in every kind of text input', async () => {
    const { agent, id } = await signedInUser(t.app, t.db, 'nul');
    const cookie = agent.cookie!;
    const requests = [
      { method: 'GET', url: `/api/snippets?search=${encodeURIComponent(nul)}` },
      { method: 'GET', url: `/api/snippets?aiTool=${encodeURIComponent(nul)}` },
      { method: 'GET', url: `/api/snippets/my?search=${encodeURIComponent(nul)}` },
      { method: 'GET', url: `/api/snippets/my?purpose=${encodeURIComponent(nul)}` },
      {
        method: 'POST',
        url: '/api/snippets',
        payload: { title: nul, content: 'x', aiTool: 'Claude', purpose: 'coding' },
      },
      {
        method: 'POST',
        url: '/api/snippets',
        payload: { title: 'x', content: lone, aiTool: 'Claude', purpose: 'coding' },
      },
      { method: 'PUT', url: '/api/profile', payload: { bio: nul } },
      { method: 'PUT', url: '/api/profile', payload: { location: lone } },
      { method: 'GET', url: `/api/public-profile/${encodeURIComponent(nul)}` },
      {
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: 'new.nul@example.com', password: 'secret password', lastName: nul },
      },
      {
        method: 'POST',
        url: '/trpc/snippets.create',
        payload: { json: { title: 'x', content: nul, aiTool: 'Claude', purpose: 'coding' } },
      },
    ] as const;
    for (const request of requests) {
      const res = await t.app.inject({
        method: request.method,
        url: request.url,
        headers: { cookie },
        ...('payload' in request ? { payload: request.payload } : {}),
      });
      expect(res.statusCode, `${request.method} ${request.url}`).toBe(400);
      const message = request.url.startsWith('/trpc')
        ? res.json().error.json.message
        : res.json().message;
      expect(message).toBe('Text must not contain NUL characters or invalid Unicode');
    }
    expect(await t.db.$count(snippets, eq(snippets.authorId, id))).toBe(0);
  });

  it('answers a registration alike for a known and an unknown email', async () => {
    const known = 'known.nul@example.com';
    await createTestUser(t.db, known);
    const register = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email, password: 'secret password', firstName: '\u0000' },
      });
    const [forKnown, forUnknown] = [
      await register(known),
      await register('unknown.nul@example.com'),
    ];
    expect(forKnown.statusCode).toBe(forUnknown.statusCode);
    expect(forKnown.json()).toEqual(forUnknown.json());
    expect(await t.db.$count(users, eq(users.email, 'unknown.nul@example.com'))).toBe(0);
  });
});

describe('sitemaps (finding 4)', () => {
  it('answers a sitemap page far past the end with a 404', async () => {
    for (const file of ['prompts-42949.xml', 'prompts-999999.xml', 'profiles-999999.xml']) {
      const res = await t.app.inject({ method: 'GET', url: `/sitemaps/${file}` });
      expect([200, 404], file).toContain(res.statusCode);
      if (file.startsWith('prompts')) expect(res.statusCode, file).toBe(404);
    }
  });
});

describe('favourites (finding 8)', () => {
  it('counts only the saved prompts the favourites list shows', async () => {
    const author = await signedInUser(t.app, t.db, 'fav-author');
    const reader = await signedInUser(t.app, t.db, 'fav-reader');
    const kept = await newPrompt(author.agent.cookie!);
    const hidden = await newPrompt(author.agent.cookie!);
    for (const id of [kept, hidden]) {
      expect((await reader.agent.post(`/api/snippets/${id}/favorite`)).statusCode).toBe(200);
    }
    const patch = await author.agent.send('PATCH', `/api/snippets/${hidden}`, { isPublic: false });
    expect(patch.statusCode).toBe(200);
    const list = (await reader.agent.get('/api/snippets/favorites')).json() as unknown[];
    const stats = (await reader.agent.get('/api/users/stats')).json();
    expect(list).toHaveLength(1);
    expect(stats.favoriteCount).toBe(list.length);
    expect(await t.db.$count(favorites, eq(favorites.userId, reader.id))).toBe(2);
  });
});

describe('tRPC batches (finding 9)', () => {
  it('refuses a batch of more calls than a page ever makes', async () => {
    const calls = 150;
    const paths = Array.from({ length: calls }, () => 'snippets.browse').join(',');
    const input = Object.fromEntries(
      Array.from({ length: calls }, (_, i) => [i, { json: { search: `typo${i}` } }]),
    );
    const res = await t.app.inject({
      method: 'GET',
      url: `/trpc/${paths}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`,
    });
    expect(res.statusCode).toBe(400);
    const small = Array.from({ length: 3 }, () => 'options.aiTools').join(',');
    const ok = await t.app.inject({ method: 'GET', url: `/trpc/${small}?batch=1&input={}` });
    expect(ok.statusCode).toBe(200);
  });
});

describe('personal responses (finding 10)', () => {
  it('are never stored by a browser or a cache', async () => {
    const { agent } = await signedInUser(t.app, t.db, 'cache');
    for (const url of [
      '/api/auth/user',
      '/api/profile',
      '/api/snippets/my',
      '/api/snippets',
      '/trpc/auth.me',
    ]) {
      const res = await agent.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(anonymous.headers['cache-control']).toBe('no-store');
  });
});

describe('pages for clients that do not ask for HTML (finding 11)', () => {
  it('serves the app shell with the page tags to Accept: */* and to no Accept at all', async () => {
    for (const accept of ['*/*', undefined]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/',
        headers: accept ? { accept } : {},
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<meta property="og:title" content="Promptshelf" />');
    }
    for (const url of ['/browse', '/u/a%00b']) {
      const page = await t.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect(page.statusCode, url).toBe(200);
    }
  });

  it('still answers a missing asset or API path with a 404', async () => {
    for (const url of ['/assets/gone-123.js', '/favicon.ico', '/api/nothing', '/trpc/nothing']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe('sign-in lockout (finding 12)', () => {
  const login = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      payload: { email, password },
    });

  it('keeps a stranger guessing slowly without locking the owner out', async () => {
    // The owner has signed in from their usual address (127.0.0.1) before.
    const owner = await signedInUser(t.app, t.db, 'owner');
    const stranger = '203.0.113.7';
    for (let i = 0; i < 10; i++) {
      expect((await login(owner.email, `guess ${i}`, stranger)).statusCode).toBe(401);
    }
    expect((await login(owner.email, 'guess 10', stranger)).statusCode).toBe(429);
    // Even the right password does not help the stranger now...
    expect((await login(owner.email, 'test password', stranger)).statusCode).toBe(429);
    // ...nor a second address of theirs, but the owner still gets in from home.
    expect((await login(owner.email, 'guess 11', '203.0.113.8')).statusCode).toBe(429);
    expect((await login(owner.email, 'test password', '127.0.0.1')).statusCode).toBe(200);
  });
});
