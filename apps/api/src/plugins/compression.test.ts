import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fakeWebRoot } from '../test/app';
import { signedInUser } from '../test/users';

let t: Awaited<ReturnType<typeof createTestApp>>;
let promptId: number;

const script = `export const words = ${JSON.stringify('a reusable prompt '.repeat(400))};\n`;
const style = '.card{display:grid}\n';
// A build leaves the original and its brotli and gzip forms side by side (vite.config.ts).
const builtFiles = { 'assets/app-1a2b3c.js': script, 'assets/app-1a2b3c.css': style };
// The app shell the pages are sent in, as large as a real one.
const shell = `<!doctype html><title>Promptshelf</title><div id="root"></div>${'<!-- shell -->'.repeat(200)}`;
const longContent = 'Summarise the [document] for a busy [audience], plainly. '.repeat(60);

function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  return res.body;
}

beforeAll(async () => {
  const webRoot = fakeWebRoot();
  for (const [file, text] of Object.entries(builtFiles)) {
    const filePath = path.join(webRoot, file);
    writeFileSync(filePath, text);
    writeFileSync(`${filePath}.br`, brotliCompressSync(text));
    writeFileSync(`${filePath}.gz`, gzipSync(text));
  }
  writeFileSync(path.join(webRoot, 'index.html'), shell);
  t = await createTestApp({ webRoot });
  const author = await signedInUser(t.app, t.db, 'author');
  const created = await author.agent.post('/api/snippets', {
    title: 'Long summary prompt',
    content: longContent,
    aiTool: 'Claude',
    purpose: 'business',
    isPublic: true,
  });
  expect(created.statusCode).toBe(201);
  promptId = (created.json() as { id: number }).id;
});
afterAll(() => t.close());

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('built assets', () => {
  it('are sent as their precompressed brotli file, cached for a year', async () => {
    const res = await get('/assets/app-1a2b3c.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(script.length / 10);
    expect(decoded(res)).toBe(script);
  });

  it('fall back to gzip, and to the plain file for a client that accepts neither', async () => {
    const gzip = await get('/assets/app-1a2b3c.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(script);

    const plain = await get('/assets/app-1a2b3c.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('are never compressed a second time, however small', async () => {
    const res = await get('/assets/app-1a2b3c.css', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(decoded(res)).toBe(style);
  });
});

describe('pages', () => {
  it('send their HTML compressed, and plain to a client that accepts no compression', async () => {
    const page = (acceptEncoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/browse',
        headers: {
          accept: 'text/html',
          ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
        },
      });
    const compressed = await page('gzip, br');
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toMatch(/^text\/html/);
    expect(compressed.rawPayload.length).toBeLessThan(shell.length / 4);
    expect(decoded(compressed)).toContain('<!-- shell -->');

    const gzip = await page('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(decoded(compressed));

    const plain = await page();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(decoded(compressed));
  });
});

describe('API responses', () => {
  it('compress JSON above the threshold, over REST and tRPC', async () => {
    const rest = await get(`/api/snippets/${promptId}`, 'br, gzip');
    expect(rest.statusCode).toBe(200);
    expect(rest.headers['content-encoding']).toBe('br');
    expect(rest.headers['content-type']).toMatch(/^application\/json/);
    expect(rest.rawPayload.length).toBeLessThan(longContent.length / 4);
    expect(JSON.parse(decoded(rest)).content).toBe(longContent);

    const input = encodeURIComponent(JSON.stringify({ json: { id: promptId } }));
    const trpc = await get(`/trpc/snippets.byId?input=${input}`, 'gzip');
    expect(trpc.statusCode).toBe(200);
    expect(trpc.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(trpc)).result.data.json.content).toBe(longContent);
  });

  it('leave small JSON as it is', async () => {
    const res = await get('/api/ai-tools', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toHaveLength(4);

    const trpc = await get('/trpc/auth.me', 'br, gzip');
    expect(trpc.statusCode).toBe(200);
    expect(trpc.headers['content-encoding']).toBeUndefined();
    expect(trpc.json()).toEqual({ result: { data: { json: null } } });
  });

  it('stay plain for a client that accepts no compression', async () => {
    const res = await get(`/api/snippets/${promptId}`);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().content).toBe(longContent);
  });
});
