import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../test/app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { loginPerEmail: 5, loginPerIp: 12, mailPerEmail: 2 } });
});
afterAll(() => t.close());

const login = (email: string, remoteAddress = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    payload: { email, password: 'wrong password' },
  });

it('lets a person mistype a few times, then slows a brute force on one account', async () => {
  for (let i = 0; i < 5; i++) expect((await login('victim@example.com')).statusCode).toBe(401);
  const blocked = await login('victim@example.com');
  expect(blocked.statusCode).toBe(429);
  expect(blocked.json()).toEqual({
    message: 'Too many attempts. Please wait a few minutes and try again.',
  });
  // Another account from the same address is unaffected.
  expect((await login('someone.else@example.com')).statusCode).toBe(401);
});

it('limits one address across many accounts, but not its neighbours', async () => {
  const address = '10.0.0.2';
  for (let i = 0; i < 12; i++) {
    expect((await login(`colleague${i}@example.com`, address)).statusCode).toBe(401);
  }
  expect((await login('one-more@example.com', address)).statusCode).toBe(429);
  expect((await login('one-more@example.com', '10.0.0.3')).statusCode).toBe(401);
});

it('stops mail flooding of one inbox without saying whether it has an account', async () => {
  const forgot = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'inbox@example.com' },
    });
  expect((await forgot()).statusCode).toBe(200);
  expect((await forgot()).statusCode).toBe(200);
  expect((await forgot()).statusCode).toBe(429);
});
