import { likes, snippets } from '@promptshelf/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import { createAgent, type Agent, type Method } from '../test/http';
import { signedInUser } from '../test/users';
import { createPrompt, promptFields } from '../test/prompts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let author: Awaited<ReturnType<typeof signedInUser>>;
let other: Awaited<ReturnType<typeof signedInUser>>;
let visitor: Agent;

// The REST contract: status codes, the client shape and refused input. The library's rules
// (who sees what, counts, filters) are tested through the router beside the domain, in
// packages/trpc/src/domain/library/prompts.test.ts.

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { loginPerIp: 10_000 } });
  author = await signedInUser(t.app, t.db, 'author');
  other = await signedInUser(t.app, t.db, 'other');
  visitor = createAgent(t.app);
});
afterAll(() => t.close());

describe('creating and reading', () => {
  it('creates a prompt in the client shape, public by default', async () => {
    const res = await author.agent.post('/api/snippets', promptFields());
    expect(res.statusCode).toBe(201);
    const prompt = res.json();
    expect(prompt).toMatchObject({
      title: 'Summarise a meeting',
      aiTool: 'Claude',
      customAiTool: null,
      purpose: 'business',
      isPublic: true,
      likesCount: 0,
      isLiked: false,
      isFavorited: false,
      clonedFrom: null,
      author: { email: author.email, firstName: 'author' },
    });
    expect(prompt.author.username).toMatch(/^author/);
    expect(new Date(prompt.createdAt).getTime()).toBeGreaterThan(0);
  });

  it('validates with the spec messages and writes nothing on bad input', async () => {
    const before = await t.db.$count(snippets);
    const missing = await author.agent.post('/api/snippets', promptFields({ title: '  ' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: 'Please fill in all required fields' });
    const other = await author.agent.post('/api/snippets', promptFields({ aiTool: 'Other' }));
    expect(other.json()).toEqual({ message: 'Please enter a name for your custom AI tool' });
    const unknownTool = await author.agent.post(
      '/api/snippets',
      promptFields({ aiTool: 'Skynet' }),
    );
    expect(unknownTool.statusCode).toBe(400);
    const unknownPurpose = await author.agent.post(
      '/api/snippets',
      promptFields({ purpose: 'evil' }),
    );
    expect(unknownPurpose.statusCode).toBe(400);
    const long = await author.agent.post('/api/snippets', promptFields({ title: 'x'.repeat(256) }));
    expect(long.json()).toEqual({ message: 'Title must be at most 255 characters' });
    expect(await t.db.$count(snippets)).toBe(before);
  });

  it('answers ids that are not ids with a 400, never a 500', async () => {
    for (const id of ['abc', '-1', '1.5', '99999999999999']) {
      const res = await visitor.get(`/api/snippets/${id}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Invalid prompt id' });
    }
    expect((await visitor.get('/api/snippets/2147483647')).statusCode).toBe(404);
  });
});

describe('permissions', () => {
  it('enforces who may read, change, like, favourite and clone, for every call', async () => {
    const open = await createPrompt(author.agent, { isPublic: true });
    const closed = await createPrompt(author.agent, { isPublic: false });
    type Who = 'visitor' | 'other' | 'author';
    const agents: Record<Who, Agent> = { visitor, other: other.agent, author: author.agent };
    const expectations: [
      string,
      Method,
      (id: number) => string,
      object | undefined,
      Record<Who, [number, number]>,
    ][] = [
      // [name, method, url, body, { who: [status on public, status on private] }]
      [
        'read',
        'GET',
        (id) => `/api/snippets/${id}`,
        undefined,
        { visitor: [200, 404], other: [200, 404], author: [200, 200] },
      ],
      [
        'like',
        'POST',
        (id) => `/api/snippets/${id}/like`,
        undefined,
        { visitor: [401, 401], other: [200, 404], author: [200, 200] },
      ],
      [
        'favourite',
        'POST',
        (id) => `/api/snippets/${id}/favorite`,
        undefined,
        { visitor: [401, 401], other: [200, 404], author: [200, 200] },
      ],
      [
        'clone',
        'POST',
        (id) => `/api/snippets/${id}/clone`,
        undefined,
        { visitor: [401, 401], other: [201, 404], author: [201, 201] },
      ],
      [
        'update',
        'PATCH',
        (id) => `/api/snippets/${id}`,
        { title: 'Changed' },
        { visitor: [401, 401], other: [403, 404], author: [200, 200] },
      ],
    ];
    for (const [name, method, url, payload, expected] of expectations) {
      for (const who of ['visitor', 'other', 'author'] as Who[]) {
        const onPublic = await agents[who].send(method, url(open.id), payload);
        const onPrivate = await agents[who].send(method, url(closed.id), payload);
        expect([name, who, onPublic.statusCode, onPrivate.statusCode]).toEqual([
          name,
          who,
          ...expected[who],
        ]);
      }
    }
    for (const who of ['visitor', 'other'] as Who[]) {
      const expectedStatus = who === 'visitor' ? [401, 401] : [403, 404];
      const results = [
        (await agents[who].send('DELETE', `/api/snippets/${open.id}`)).statusCode,
        (await agents[who].send('DELETE', `/api/snippets/${closed.id}`)).statusCode,
      ];
      expect([who, ...results]).toEqual([who, ...expectedStatus]);
    }
    expect((await author.agent.send('DELETE', `/api/snippets/${closed.id}`)).statusCode).toBe(200);
    expect((await author.agent.get(`/api/snippets/${closed.id}`)).statusCode).toBe(404);
  });
});

describe('likes and favourites', () => {
  it('survives a double click on a prompt not yet liked (no 500, count exact)', async () => {
    const { id } = await createPrompt(author.agent);
    const clicker = await signedInUser(t.app, t.db, 'clicker');
    const results = await Promise.all([
      clicker.agent.post(`/api/snippets/${id}/like`),
      clicker.agent.post(`/api/snippets/${id}/like`),
      clicker.agent.post(`/api/snippets/${id}/favorite`),
      clicker.agent.post(`/api/snippets/${id}/favorite`),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const [row] = await t.db.select().from(snippets).where(eq(snippets.id, id));
    expect(row?.likesCount).toBe(await t.db.$count(likes, eq(likes.snippetId, id)));
    expect(row?.likesCount).toBe(0);
    expect(row?.favoritesCount).toBe(0);
  });
});

describe('clone', () => {
  it('copies a visible prompt privately into my library and links the original', async () => {
    const original = await createPrompt(author.agent, { title: 'Original idea' });
    const res = await other.agent.post(`/api/snippets/${original.id}/clone`);
    // 201 and the copy in the client shape; what a clone copies is tested beside the domain.
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      isPublic: false,
      author: { email: other.email },
      clonedFrom: { id: original.id, title: 'Original idea' },
    });
  });
});

describe('my prompts, favourites and stats', () => {
  it('counts my prompts, the likes they received and what I saved', async () => {
    const me = await signedInUser(t.app, t.db, 'stats');
    expect((await me.agent.get('/api/users/stats')).json()).toEqual({
      snippetCount: 0,
      totalLikes: 0,
      favoriteCount: 0,
    });
    const mine = await createPrompt(me.agent);
    await createPrompt(me.agent, { isPublic: false });
    await other.agent.post(`/api/snippets/${mine.id}/like`);
    await me.agent.post(`/api/snippets/${mine.id}/like`);
    const theirs = await createPrompt(other.agent);
    await me.agent.post(`/api/snippets/${theirs.id}/favorite`);
    expect((await me.agent.get('/api/users/stats')).json()).toEqual({
      snippetCount: 2,
      totalLikes: 2,
      favoriteCount: 1,
    });
    expect((await visitor.get('/api/users/stats')).statusCode).toBe(401);
  });
});
