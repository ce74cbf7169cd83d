import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './test/app';
import type { Agent } from './test/http';
import { signedInUser } from './test/users';

// A visitor's repeated shared read is answered from memory, ahead of every other hook
// (docs/decisions/081-throughput.md). These tests check that such an answer is the one the app
// would have given, and that it never reaches anyone it was not made for.

let t: Awaited<ReturnType<typeof createTestApp>>;
let author: Agent;
let promptId: number;

type Page = { snippets: { author: { email?: string | null } }[] };

const browse = '/api/snippets?sortBy=recent&limit=20';
const landing = `/trpc/snippets.browse?input=${encodeURIComponent(
  JSON.stringify({ json: { sortBy: 'recent', limit: 9 } }),
)}`;

beforeAll(async () => {
  t = await createTestApp();
  ({ agent: author } = await signedInUser(t.app, t.db, 'author'));
  // Enough prompts for a page above the compression threshold.
  for (const topic of ['a meeting', 'a paper', 'a podcast', 'a contract', 'a thread']) {
    const res = await author.post('/api/snippets', {
      title: `Summarise ${topic}`,
      content: `Summarise [text] of ${topic} in five bullet points, each under twenty words.`,
      aiTool: 'Claude',
      purpose: 'business',
      isPublic: true,
    });
    expect(res.statusCode).toBe(201);
    promptId = (res.json() as { id: number }).id;
  }
});
afterAll(() => t.close());

/** Headers a client sees, less the ones that change with every answer. */
function stableHeaders(res: LightMyRequestResponse) {
  const { date: _date, connection: _connection, ...rest } = res.headers;
  return rest;
}

describe('visitors’ repeated reads', () => {
  it.each([
    ['browse', browse],
    ['a prompt page', () => `/api/snippets/${promptId}`],
    ['the landing (tRPC)', landing],
  ])('answers %s again exactly as the first time', async (_name, url) => {
    const path = typeof url === 'function' ? url() : url;
    const first = await t.app.inject(path);
    const again = await t.app.inject(path);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(stableHeaders(again)).toEqual(stableHeaders(first));
    expect(again.headers['content-security-policy']).toContain("default-src 'self'");
    expect(again.headers['cache-control']).toBe('public, max-age=0, s-maxage=1');
    expect(Number(again.headers['content-length'])).toBe(Buffer.byteLength(again.body));
  });

  it('compresses a repeated answer for clients that accept it', async () => {
    const plain = await t.app.inject(browse);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await t.app.inject({ url: browse, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await t.app.inject({ url: browse, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    // The same again, now from what was compressed the first time.
    const brAgain = await t.app.inject({ url: browse, headers: { 'accept-encoding': 'br' } });
    expect(brAgain.rawPayload.equals(br.rawPayload)).toBe(true);
    const plainAgain = await t.app.inject(browse);
    expect(plainAgain.headers['content-encoding']).toBeUndefined();
    expect(plainAgain.body).toBe(plain.body);
  });

  it('answers a browser’s revalidation of a repeated read with 304', async () => {
    const first = await t.app.inject(browse);
    const again = await t.app.inject({
      url: browse,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await t.app.inject({ url: browse, headers: { 'if-none-match': 'W/"old"' } });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);
  });

  it('gives a visitor with other cookies (the consent choice) the shared answer', async () => {
    const first = await t.app.inject(browse);
    const withConsent = await t.app.inject({
      url: browse,
      headers: { cookie: 'promptshelf_cookie_consent=accepted' },
    });
    expect(withConsent.body).toBe(first.body);
  });

  it('never gives a visitor’s answer to a signed-in person or a token', async () => {
    await t.app.inject(browse);
    await t.app.inject(browse);
    // Only the author sees their own email on their prompts.
    const emails = (res: LightMyRequestResponse) =>
      (res.json() as Page).snippets.map((prompt) => prompt.author.email ?? null);
    expect(emails(await t.app.inject(browse)).every((email) => email === null)).toBe(true);
    const mine = await author.get(browse);
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(emails(mine).every((email) => email?.startsWith('author'))).toBe(true);

    const token = await author.post('/api/tokens', { name: 'reader', scope: 'read' });
    expect(token.statusCode).toBe(201);
    const byToken = await t.app.inject({
      url: browse,
      headers: { authorization: `Bearer ${(token.json() as { token: string }).token}` },
    });
    expect(byToken.headers['cache-control']).toBe('no-store');
    expect(emails(byToken).every((email) => email?.startsWith('author'))).toBe(true);
    const badToken = await t.app.inject({
      url: browse,
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(badToken.statusCode).toBe(401);
  });

  it('shows a write to the next visitor at once', async () => {
    await t.app.inject(browse);
    await t.app.inject(browse);
    const created = await author.post('/api/snippets', {
      title: 'Plan a quiet week',
      content: 'Plan [days] of focused work.',
      aiTool: 'Claude',
      purpose: 'business',
      isPublic: true,
    });
    expect(created.statusCode).toBe(201);
    expect((await t.app.inject(browse)).body).toContain('Plan a quiet week');
    expect((await t.app.inject(landing)).body).toContain('Plan a quiet week');
  });
});
