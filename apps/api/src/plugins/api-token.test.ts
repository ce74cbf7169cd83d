import { apiTokens, users } from '@promptshelf/db';
import { createPromptshelfClient } from '@promptshelf/trpc/client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import { signedInUser } from '../test/users';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { tokenPerMinute: 20 } });
});
afterAll(() => t.close());

const prompt = {
  title: 'Release notes',
  content: 'Write notes for [version]',
  aiTool: 'Claude',
  purpose: 'writing',
};
const EVIL = { origin: 'http://evil.test', 'sec-fetch-site': 'cross-site' };

type Created = { id: string; token: string; name: string; scope: string };

async function ownerWithToken(scope: 'read' | 'write', expiresInDays?: number) {
  const owner = await signedInUser(t.app, t.db, `owner-${scope}`);
  const res = await owner.agent.post('/api/tokens', {
    name: `${scope} token`,
    scope,
    expiresInDays,
  });
  expect(res.statusCode).toBe(201);
  return { ...owner, created: res.json<Created>() };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('/api/tokens', () => {
  it('creates, lists and revokes tokens with a session; the token is in the create answer only', async () => {
    const { agent, created, id } = await ownerWithToken('read', 90);
    expect(Object.keys(created).sort()).toEqual(
      ['createdAt', 'expiresAt', 'id', 'lastUsedAt', 'name', 'scope', 'token'].sort(),
    );
    expect(created.token).toMatch(/^psk_[A-Za-z0-9_-]{43}$/);

    const list = await agent.get('/api/tokens');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      {
        id: created.id,
        name: 'read token',
        scope: 'read',
        createdAt: expect.any(String),
        lastUsedAt: null,
        expiresAt: expect.any(String),
      },
    ]);
    expect(list.body).not.toContain(created.token);
    // At rest: the hash only.
    const rows = await t.db.select().from(apiTokens).where(eq(apiTokens.userId, id));
    expect(JSON.stringify(rows)).not.toContain(created.token);

    const gone = await agent.send('DELETE', `/api/tokens/${created.id}`);
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ message: 'Token revoked' });
    expect((await agent.get('/api/tokens')).json()).toEqual([]);

    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/snippets/my',
      headers: bearer(created.token),
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['www-authenticate']).toBe('Bearer');
    expect(refused.json()).toEqual({ message: 'Invalid API token' });
  });

  it('answers 401 to a visitor and 400 with the message to bad input', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/tokens' })).statusCode).toBe(401);
    const { agent } = await signedInUser(t.app, t.db, 'bad-input');
    const res = await agent.post('/api/tokens', { name: '', scope: 'read' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Please enter a name for the token' });
    const forever = await agent.post('/api/tokens', {
      name: 'n',
      scope: 'write',
      expiresInDays: null,
    });
    expect(forever.statusCode).toBe(201);
    expect(forever.json().expiresAt).toBeNull();
    const bad = await agent.send('DELETE', '/api/tokens/not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Invalid token id' });
  });

  it('refuses every token, even a superadmin’s write token, on the session-only paths', async () => {
    const { created, id } = await ownerWithToken('write');
    await t.db.update(users).set({ superadmin: true }).where(eq(users.id, id));
    const headers = bearer(created.token);
    const sessionOnly = { message: 'API tokens cannot do this; sign in on the website instead' };
    const attempts = [
      { method: 'GET' as const, url: '/api/tokens' },
      { method: 'POST' as const, url: '/api/tokens', payload: { name: 'x', scope: 'write' } },
      { method: 'DELETE' as const, url: `/api/tokens/${created.id}` },
      {
        method: 'POST' as const,
        url: '/api/account/change-password',
        payload: {
          currentPassword: 'test password',
          newPassword: 'hijacked!',
          confirmPassword: 'hijacked!',
        },
      },
      { method: 'GET' as const, url: '/api/superadmin/metrics' },
    ];
    for (const attempt of attempts) {
      const res = await t.app.inject({ ...attempt, headers });
      expect(res.statusCode, attempt.url).toBe(403);
      expect(res.json(), attempt.url).toEqual(sessionOnly);
    }
  });
});

describe('Authorization: Bearer', () => {
  it('acts as the owner on /api and /trpc without a cookie, and sets no cookie', async () => {
    const { created, email } = await ownerWithToken('write');
    const headers = bearer(created.token);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(email);
    expect(me.headers['set-cookie']).toBeUndefined();
    expect(me.headers['cache-control']).toBe('no-store');

    // A write from anywhere: the token is not ambient, so the cross-site check does not apply.
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/snippets',
      headers: { ...headers, ...EVIL },
      payload: prompt,
    });
    expect(made.statusCode).toBe(201);
    expect(made.headers['set-cookie']).toBeUndefined();

    const trpc = await t.app.inject({ method: 'GET', url: '/trpc/snippets.mine', headers });
    expect(trpc.statusCode).toBe(200);
    expect(trpc.json().result.data.json.map((s: { title: string }) => s.title)).toEqual([
      'Release notes',
    ]);
    // The same write without the token is still refused cross-site.
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/api/snippets',
      headers: EVIL,
      payload: prompt,
    });
    expect(noToken.statusCode).toBe(403);
  });

  it('gives a read token 403 on every write', async () => {
    const { created } = await ownerWithToken('read');
    const headers = bearer(created.token);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/snippets/my', headers })).statusCode,
    ).toBe(200);
    const readOnly = {
      message: 'This API token can only read; create a token with write scope to make changes',
    };
    for (const write of [
      { method: 'POST' as const, url: '/api/snippets', payload: prompt },
      { method: 'POST' as const, url: '/api/auth/logout' },
      { method: 'DELETE' as const, url: '/api/snippets/1' },
    ]) {
      const res = await t.app.inject({ ...write, headers });
      expect(res.statusCode, write.url).toBe(403);
      expect(res.json(), write.url).toEqual(readOnly);
    }
    const trpc = await t.app.inject({
      method: 'POST',
      url: '/trpc/snippets.create',
      headers,
      payload: { json: prompt },
    });
    expect(trpc.statusCode).toBe(403);
  });

  it('is refused when unknown or expired', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/trpc/auth.me',
      headers: bearer('psk_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'),
    });
    expect(unknown.statusCode).toBe(401);
    // tRPC's own error shape, so its clients read the message.
    expect(unknown.json().error.json.message).toBe('Invalid API token');

    const { created } = await ownerWithToken('read', 30);
    await t.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, created.id));
    const expired = await t.app.inject({
      method: 'GET',
      url: '/api/snippets/my',
      headers: bearer(created.token),
    });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: 'This API token has expired' });
  });

  it('limits each token to its rate per minute', async () => {
    const { created, agent } = await ownerWithToken('read');
    const second = (
      await agent.post('/api/tokens', { name: 'other', scope: 'read' })
    ).json<Created>();
    const call = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
    for (let i = 0; i < 20; i++) expect((await call(created.token)).statusCode).toBe(200);
    const limited = await call(created.token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: 'Too many requests with this API token. Please slow down and try again.',
    });
    expect((await call(second.token)).statusCode).toBe(200);
    // The owner's session is not limited by the token's rate.
    expect((await agent.get('/api/auth/user')).statusCode).toBe(200);
  });
});

describe('the typed client with a token', () => {
  it('lists and creates prompts from a Node script', async () => {
    const url = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/trpc`;
    const { created } = await ownerWithToken('write');
    const client = createPromptshelfClient({ url, token: created.token });
    const saved = await client.snippets.create.mutate({ ...prompt, title: 'From the client' });
    const mine = await client.snippets.mine.query({});
    expect(mine.map((s) => s.id)).toEqual([saved.id]);
    await expect(client.tokens.list.query()).rejects.toThrow(
      'API tokens cannot do this; sign in on the website instead',
    );
    const stranger = createPromptshelfClient({ url, token: 'psk_wrong' });
    await expect(stranger.snippets.mine.query({})).rejects.toMatchObject({
      message: 'Invalid API token',
      data: { httpStatus: 401 },
    });
  });
});
