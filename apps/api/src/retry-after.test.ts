import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from './test/app';
import { MCP_ACCEPT } from './test/mcp';
import { signedInUser } from './test/users';

// Every 429 says when to come back (`Retry-After`, whole seconds), whichever limit made it and
// whichever door it came through: REST, tRPC or MCP.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({
    rateLimits: {
      loginPerIp: 3,
      loginPerEmail: 2,
      registerPerIp: 1,
      mailPerEmail: 1,
      tokenPerMinute: 2,
    },
  });
});
afterAll(() => t.close());

const MINUTE = 60;

/** A 429 whose Retry-After is the rest of a window that has just begun. */
function expectRetryAfter(res: LightMyRequestResponse, windowSeconds: number) {
  expect(res.statusCode, res.body).toBe(429);
  const value = res.headers['retry-after'];
  expect(value).toMatch(/^\d+$/);
  expect(Number(value)).toBeGreaterThan(windowSeconds / 2);
  expect(Number(value)).toBeLessThanOrEqual(windowSeconds);
}

it('sign-in, per address over REST and per account over tRPC', async () => {
  const login = (email: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      payload: { email, password: 'wrong password' },
    });
  for (let i = 0; i < 3; i++)
    expect((await login(`n${i}@example.com`, '10.9.0.1')).statusCode).toBe(401);
  expectRetryAfter(await login('n3@example.com', '10.9.0.1'), 15 * MINUTE);

  for (let i = 0; i < 2; i++)
    expect((await login('owner@example.com', '10.9.0.2')).statusCode).toBe(401);
  const trpc = await t.app.inject({
    method: 'POST',
    url: '/trpc/auth.login',
    remoteAddress: '10.9.0.2',
    payload: { json: { email: 'owner@example.com', password: 'wrong password' } },
  });
  expectRetryAfter(trpc, 15 * MINUTE);
  expect(trpc.json().error.json.message).toBe(
    'Too many attempts. Please wait a few minutes and try again.',
  );
});

it('registration and mail', async () => {
  const register = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: '10.9.0.3',
      payload: { firstName: 'Reg', lastName: 'Ister', email, password: 'secret password' },
    });
  expect((await register('first@example.com')).statusCode).toBe(201);
  expectRetryAfter(await register('second@example.com'), 60 * MINUTE);

  const forgot = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      remoteAddress: '10.9.0.4',
      payload: { email: 'inbox@example.com' },
    });
  expect((await forgot()).statusCode).toBe(200);
  expectRetryAfter(await forgot(), 60 * MINUTE);
});

it("an API token's rate, over REST, tRPC and MCP", async () => {
  const { agent } = await signedInUser(t.app, t.db, 'token-owner');
  const { token } = (await agent.post('/api/tokens', { name: 'script', scope: 'read' })).json<{
    token: string;
  }>();
  const authorization = `Bearer ${token}`;
  const rest = () =>
    t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization } });
  for (let i = 0; i < 2; i++) expect((await rest()).statusCode).toBe(200);
  expectRetryAfter(await rest(), MINUTE);
  expectRetryAfter(
    await t.app.inject({ method: 'GET', url: '/trpc/auth.me', headers: { authorization } }),
    MINUTE,
  );
  expectRetryAfter(
    await t.app.inject({
      method: 'POST',
      url: '/mcp',
      headers: { authorization, accept: MCP_ACCEPT },
      payload: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
    }),
    MINUTE,
  );
});
