// Tags over REST: query strings with one or many `tag`, the client shape, refused
// tags as a 400 with a message, GET /api/tags. The rules themselves are tested through the
// router in packages/trpc/src/domain/tags/tags.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import { createAgent, type Agent } from '../test/http';
import { signedInUser } from '../test/users';

let t: Awaited<ReturnType<typeof createTestApp>>;
let author: Awaited<ReturnType<typeof signedInUser>>;
let visitor: Agent;

const prompt = (title: string, tags: unknown, isPublic = true) => ({
  title,
  content: 'Write it for [audience].',
  aiTool: 'Claude',
  purpose: 'business',
  isPublic,
  tags,
});

type Listed = { snippets: { title: string; tags: string[] }[] };

beforeAll(async () => {
  t = await createTestApp();
  author = await signedInUser(t.app, t.db, 'tagger');
  visitor = createAgent(t.app);
  for (const [title, tags, isPublic] of [
    ['Cold opener', ['Cold Email', 'sales'], true],
    ['Warm follow up', ['cold-email'], true],
    ['Sales deck', ['sales'], true],
    ['Private cold', ['cold-email', 'sales'], false],
  ] as const) {
    const res = await author.agent.post('/api/snippets', prompt(title, tags, isPublic));
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(() => t.close());

const titles = (body: Listed) => body.snippets.map((s) => s.title).sort();

describe('tags over REST', () => {
  it('creates with normalised tags and filters browse by one tag or every one of several', async () => {
    const one = await visitor.get('/api/snippets?tag=cold-email');
    expect(one.statusCode).toBe(200);
    expect(titles(one.json())).toEqual(['Cold opener', 'Warm follow up']);
    const both = await visitor.get('/api/snippets?tag=sales&tag=Cold%20Email&sortBy=liked');
    expect(both.json()).toMatchObject({
      snippets: [{ title: 'Cold opener', tags: ['cold-email', 'sales'] }],
      total: 1,
    });
  });

  it('filters my prompts and a public profile', async () => {
    const mine = await author.agent.get('/api/snippets/my?tag=cold-email&tag=sales');
    expect(mine.statusCode).toBe(200);
    expect((mine.json() as Listed['snippets']).map((s) => s.title).sort()).toEqual([
      'Cold opener',
      'Private cold',
    ]);
    const me = (await author.agent.get('/api/profile')).json() as { username: string };
    const profile = await visitor.get(`/api/public-profile/${me.username}?tag=sales`);
    expect(profile.statusCode).toBe(200);
    expect(titles(profile.json())).toEqual(['Cold opener', 'Sales deck']);
  });

  it('answers bad tags with a 400 and a message, never a 500', async () => {
    const cases: [string, string][] = [
      ['/api/snippets?tag=c%2B%2B', 'Tag "c++" may only contain letters a–z, digits and hyphens'],
      [
        `/api/snippets?tag=${'a'.repeat(31)}`,
        `Tag "${'a'.repeat(31)}" is longer than 30 characters`,
      ],
      [
        `/api/snippets?${Array.from({ length: 11 }, (_, i) => `tag=t${i}`).join('&')}`,
        'Filter by at most 10 tags',
      ],
      ['/api/tags?limit=0', 'limit must be a whole number from 1 to 50'],
    ];
    for (const [url, message] of cases) {
      const res = await visitor.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    const tooMany = await author.agent.post(
      '/api/snippets',
      prompt(
        'Many',
        Array.from({ length: 11 }, (_, i) => `t${i}`),
      ),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ message: 'A prompt can have at most 10 tags' });
    const notAList = await author.agent.post('/api/snippets', prompt('Odd', 'sales'));
    expect(notAList.statusCode).toBe(400);
    expect(notAList.json()).toEqual({ message: 'Tags must be a list of words' });
  });

  it('GET /api/tags suggests public tags by use, by prefix', async () => {
    const all = await visitor.get('/api/tags');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual([
      { name: 'cold-email', count: 2 },
      { name: 'sales', count: 2 },
    ]);
    expect((await visitor.get('/api/tags?search=Sa&limit=5')).json()).toEqual([
      { name: 'sales', count: 2 },
    ]);
    expect((await visitor.get('/api/tags?search=zz')).json()).toEqual([]);
  });
});
