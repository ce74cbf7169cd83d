import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import { createAgent, type Agent } from '../test/http';
import { signedInUser } from '../test/users';

let t: Awaited<ReturnType<typeof createTestApp>>;
let author: Agent;

beforeAll(async () => {
  t = await createTestApp();
  ({ agent: author } = await signedInUser(t.app, t.db, 'author'));
  const res = await author.post('/api/snippets', {
    title: 'Summarise a meeting',
    content: 'Summarise the notes from [meeting].',
    aiTool: 'Claude',
    purpose: 'business',
    isPublic: true,
  });
  expect(res.statusCode).toBe(201);
});
afterAll(() => t.close());

const trpc = (path: string, input: object) =>
  `/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;

describe('HTTP caching of shared reads', () => {
  it('never lets a cache keep an unlisted prompt, over REST or tRPC', async () => {
    const made = await author.post('/api/snippets', {
      title: 'Open by link',
      content: 'Only for [whoever] has the link.',
      aiTool: 'Claude',
      purpose: 'business',
      visibility: 'unlisted',
    });
    expect(made.statusCode).toBe(201);
    const { id } = made.json<{ id: number }>();
    for (let i = 0; i < 2; i++) {
      const rest = await t.app.inject(`/api/snippets/${id}`);
      expect(rest.statusCode).toBe(200);
      expect(rest.json()).toMatchObject({ visibility: 'unlisted', isPublic: false });
      expect(rest.headers['cache-control']).toBe('no-store');
      expect(rest.headers.etag).toBeUndefined();
      const rpc = await t.app.inject(trpc('snippets.byId', { id }));
      expect(rpc.statusCode).toBe(200);
      expect(rpc.headers['cache-control']).toBe('no-store');
    }
    const listed = await t.app.inject(trpc('snippets.byId', { id: 1 }));
    expect(listed.headers['cache-control']).toBe('public, max-age=0, s-maxage=1');
  });

  it('lets a CDN keep a visitor’s browse page for a second and a browser revalidate it', async () => {
    const first = await t.app.inject('/api/snippets?sortBy=recent');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=1');
    expect(first.headers.vary).toMatch(/cookie/i);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await t.app.inject({
      url: '/api/snippets?sortBy=recent',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers a changed page in full, not 304, after a write', async () => {
    const before = await t.app.inject('/api/snippets?sortBy=recent');
    const created = await author.post('/api/snippets', {
      title: 'Draft a release note',
      content: 'Summarise [changes].',
      aiTool: 'Claude',
      purpose: 'business',
      isPublic: true,
    });
    expect(created.statusCode).toBe(201);
    const after = await t.app.inject({
      url: '/api/snippets?sortBy=recent',
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Draft a release note');
  });

  it('marks a visitor’s prompt page and the tRPC reads shareable too', async () => {
    const { snippets: prompts } = (await t.app.inject('/api/snippets')).json() as {
      snippets: { id: number }[];
    };
    const page = await t.app.inject(`/api/snippets/${prompts[0]!.id}`);
    expect(page.headers['cache-control']).toBe('public, max-age=0, s-maxage=1');
    const landing = await t.app.inject(trpc('snippets.browse', { sortBy: 'recent', limit: 9 }));
    expect(landing.statusCode).toBe(200);
    expect(landing.headers['cache-control']).toBe('public, max-age=0, s-maxage=1');
    // The body arrives whole (tRPC streams it; headers come from its responseMeta).
    expect(landing.json()).toMatchObject({ result: { data: { json: { total: 2 } } } });
  });

  it('never lets anything store a signed-in person’s answer', async () => {
    const mine = await author.get('/api/snippets?sortBy=recent');
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.headers.etag).toBeUndefined();
    const mineByTrpc = await author.get(trpc('snippets.browse', { sortBy: 'recent' }));
    expect(mineByTrpc.headers['cache-control']).toBe('no-store');
    expect(mineByTrpc.json()).toMatchObject({ result: { data: { json: { total: 2 } } } });
    const batch = await t.app.inject({
      url: `/trpc/snippets.browse,auth.user?batch=1&input=${encodeURIComponent(
        JSON.stringify({ 0: { json: { sortBy: 'recent' } }, 1: { json: null } }),
      )}`,
    });
    // A batch with a personal procedure is not a shared read.
    expect(batch.headers['cache-control'] ?? '').not.toMatch(/public/);
  });

  it('shows the writer their own change at once on the same instance', async () => {
    await t.app.inject('/api/snippets?sortBy=recent');
    const created = await author.post('/api/snippets', {
      title: 'Outline a talk',
      content: 'Outline a talk on [topic].',
      aiTool: 'Gemini',
      purpose: 'education',
      isPublic: true,
    });
    expect(created.statusCode).toBe(201);
    const visitor = createAgent(t.app);
    expect((await visitor.get('/api/snippets?sortBy=recent')).body).toContain('Outline a talk');
    expect((await author.get('/api/snippets?sortBy=recent')).body).toContain('Outline a talk');
  });
});
