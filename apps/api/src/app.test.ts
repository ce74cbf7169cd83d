import { sessions } from '@promptshelf/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fakeWebRoot, TEST_APP_URL } from './test/app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ webRoot: fakeWebRoot() });
});
afterAll(() => t.close());

describe('REST adapter', () => {
  it('lists the AI tools and purposes through the router', async () => {
    const tools = await t.app.inject({ method: 'GET', url: '/api/ai-tools' });
    expect(tools.statusCode).toBe(200);
    expect(tools.json().map((tool: { name: string }) => tool.name)).toEqual([
      'ChatGPT/GPT4',
      'Claude',
      'Gemini',
      'Other',
    ]);
    const purposes = await t.app.inject({ method: 'GET', url: '/api/purposes' });
    expect(purposes.json()).toHaveLength(7);
    expect(purposes.json()[0]).toEqual({ id: expect.any(Number), name: 'marketing' });
  });

  it('redirects /api/login to the sign-in screen', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/login' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth');
  });

  it('carries the page to come back to through /api/login, never another site', async () => {
    const back = async (redirect: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/login?redirect=${encodeURIComponent(redirect)}`,
        })
      ).headers.location;
    expect(await back('/snippets/7/cold-email?x=1')).toBe(
      '/auth?redirect=%2Fsnippets%2F7%2Fcold-email%3Fx%3D1',
    );
    expect(await back('//evil.example/')).toBe('/auth');
    expect(await back('/\\evil.example/')).toBe('/auth');
    expect(await back('https://evil.example/')).toBe('/auth');
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/does-not-exist',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
  });

  it('answers malformed JSON with a JSON 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ai-tools',
      headers: { 'content-type': 'application/json' },
      payload: '{"title": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/JSON/);
  });
});

describe('tRPC endpoint', () => {
  it('serves the same data to the typed client', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/trpc/options.aiTools' });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data.json).toHaveLength(4);
  });

  it('tells a visitor that nobody is signed in, without writing a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/trpc/auth.me' });
    expect(res.json().result.data.json).toBeNull();
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await t.db.$count(sessions)).toBe(0);
  });
});

describe('security', () => {
  it('sends a strict content security policy and the usual hardening headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a state-changing request from another site', async () => {
    for (const url of ['/api/ai-tools', '/trpc/auth.me']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Cross-site request refused' });
    }
    const fetchMetadata = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.me',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(fetchMetadata.statusCode).toBe(403);
  });

  it('refuses a form post to tRPC even from a browser that sends no origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.me',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(res.statusCode).toBe(415);
  });

  it('accepts a same-origin request', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ai-tools',
      headers: { origin: TEST_APP_URL, 'sec-fetch-site': 'same-origin' },
    });
    // Passes the CSRF check; the path only answers GET.
    expect(res.statusCode).toBe(404);
  });
});

describe('health and the web app', () => {
  it('reports liveness and readiness', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({
      status: 'ok',
    });
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({
      status: 'ready',
    });
  });

  it('serves index.html for client routes and caches hashed assets for good', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/snippets/1/some-title',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Promptshelf</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });
});
