import { snippets } from '@promptshelf/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './test/app';
import { createAgent, type Agent } from './test/http';
import { signedInUser } from './test/users';

let t: Awaited<ReturnType<typeof createTestApp>>;
let author: Awaited<ReturnType<typeof signedInUser>>;
let other: Awaited<ReturnType<typeof signedInUser>>;
let visitor: Agent;

type Browse = {
  snippets: { id: number; title: string; aiTool: string; likesCount: number; isPublic: boolean }[];
  total: number;
  totalIsLowerBound: boolean;
  nextCursor: string | null;
};

async function create(agent: Agent, overrides: object = {}) {
  const res = await agent.post('/api/snippets', {
    title: 'Plain prompt',
    content: 'Some ordinary words about nothing in particular.',
    aiTool: 'Claude',
    purpose: 'business',
    ...overrides,
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; title: string };
}

async function browse(query: string): Promise<Browse> {
  const res = await visitor.get(`/api/snippets?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Browse;
}

const titles = (result: Browse) => result.snippets.map((s) => s.title);

async function put(agent: Agent, payload: object) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/profile',
    headers: agent.cookie ? { cookie: agent.cookie } : {},
    payload,
  });
}

let privateId: number;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { loginPerIp: 10_000 } });
  author = await signedInUser(t.app, t.db, 'author');
  other = await signedInUser(t.app, t.db, 'other');
  visitor = createAgent(t.app);
  await create(author.agent, {
    title: 'Quarterly budget review',
    content: 'Go through the spreadsheet line by line.',
    aiTool: 'ChatGPT/GPT4',
  });
  await create(other.agent, {
    title: 'Team offsite agenda',
    content: 'Plan a budget friendly offsite for twelve people.',
  });
  await create(author.agent, {
    title: 'Summarize a meeting transcript',
    content: 'Write the decisions and owners.',
    aiTool: 'Gemini',
  });
  privateId = (
    await create(author.agent, {
      title: 'Secret budget plan',
      content: 'Private budget notes.',
      isPublic: false,
    })
  ).id;
  // Thirty more, so paging has something to page through.
  for (let i = 0; i < 30; i++) {
    await create(i % 2 ? author.agent : other.agent, {
      title: `Filler prompt number ${i}`,
      aiTool: i % 3 === 0 ? 'Gemini' : 'Claude',
    });
  }
  // Distinct likes and saves without going through 30 accounts: set the counters directly.
  await t.db.execute(
    sql`update ${snippets} set likes_count = (id * 7) % 11, favorites_count = (id * 5) % 3`,
  );
});
afterAll(() => t.close());

describe('browse', () => {
  it('lists public prompts newest first with an exact total, never private ones', async () => {
    const result = await browse('sortBy=recent&limit=9');
    expect(result.snippets).toHaveLength(9);
    expect(result.total).toBe(33);
    expect(result.totalIsLowerBound).toBe(false);
    expect(result.snippets.every((s) => s.isPublic)).toBe(true);
    expect(titles(result)[0]).toBe('Filler prompt number 29');
    const asAuthor = (await author.agent.get('/api/snippets?search=secret')).json() as Browse;
    expect(asAuthor.snippets.map((s) => s.id)).not.toContain(privateId);
    expect(asAuthor.total).toBe(0);
  });

  it('ranks a title hit above a content hit', async () => {
    const result = await browse('search=budget');
    expect(titles(result)).toEqual(['Quarterly budget review', 'Team offsite agenda']);
    expect(result.total).toBe(2);
  });

  it('finds partial words and one-letter typos', async () => {
    expect(titles(await browse('search=summ'))).toEqual(['Summarize a meeting transcript']);
    expect(titles(await browse('search=meeting%20transcr'))).toEqual([
      'Summarize a meeting transcript',
    ]);
    expect(titles(await browse('search=sumarize'))).toEqual(['Summarize a meeting transcript']);
    expect(titles(await browse('search=quarterlly'))).toEqual(['Quarterly budget review']);
    expect((await browse('search=zzqqxx')).total).toBe(0);
  });

  it('understands web search syntax', async () => {
    expect(titles(await browse('search=budget%20-spreadsheet'))).toEqual(['Team offsite agenda']);
    expect(titles(await browse(`search=${encodeURIComponent('"budget review"')}`))).toEqual([
      'Quarterly budget review',
    ]);
  });

  it('filters by AI tool', async () => {
    const gemini = await browse('aiTool=Gemini&limit=50');
    expect(gemini.total).toBe(11);
    expect(gemini.snippets.every((s) => s.aiTool === 'Gemini')).toBe(true);
    expect((await browse('aiTool=all')).total).toBe(33);
    expect((await browse('aiTool=Gemini&search=summarize')).total).toBe(1);
    expect((await browse('aiTool=Claude&search=summarize')).total).toBe(0);
  });

  it('sorts by likes and by popularity (likes + 2 × saves)', async () => {
    const all = (await browse('sortBy=recent&limit=50')).snippets;
    const rows = await t.db.execute(sql`select id, likes_count, popularity from ${snippets}`);
    const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as {
      id: number;
      likes_count: number;
      popularity: number;
    }[];
    const stats = new Map(list.map((r) => [r.id, r]));
    const liked = (await browse('sortBy=liked&limit=50')).snippets.map((s) => s.id);
    const popular = (await browse('sortBy=popular&limit=50')).snippets.map((s) => s.id);
    const order = (key: 'likes_count' | 'popularity') =>
      [...all].sort((a, b) => stats.get(b.id)![key] - stats.get(a.id)![key]).map((s) => s.id);
    // Ties keep the newest-first order (stable sort of a newest-first list).
    expect(liked).toEqual(order('likes_count'));
    expect(popular).toEqual(order('popularity'));
    expect(liked).not.toEqual(popular);
  });

  it.each([
    ['recent', ''],
    ['liked', ''],
    ['popular', ''],
    ['recent', 'prompt'],
    ['relevance', 'filler number'],
    ['liked', 'prompt'],
  ])('pages by cursor and by offset without duplicates or gaps (%s, "%s")', async (sort, q) => {
    const base = `sortBy=${sort}${q ? `&search=${encodeURIComponent(q)}` : ''}`;
    const everything = (await browse(`${base}&limit=50`)).snippets.map((s) => s.id);
    expect(everything.length).toBeGreaterThan(7);
    const byCursor: number[] = [];
    let cursor: string | null = null;
    do {
      const page: Browse = await browse(
        `${base}&limit=7${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      byCursor.push(...page.snippets.map((s) => s.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(byCursor).toEqual(everything);
    const byOffset: number[] = [];
    for (let offset = 0; offset < everything.length; offset += 7) {
      byOffset.push(
        ...(await browse(`${base}&limit=7&offset=${offset}`)).snippets.map((s) => s.id),
      );
    }
    expect(byOffset).toEqual(everything);
  });

  it('answers bad input with a 400 and a message, never a 500', async () => {
    for (const query of [
      'limit=0',
      'limit=51',
      'limit=abc',
      'offset=-1',
      'offset=10001',
      'sortBy=oldest',
      `search=${'a'.repeat(201)}`,
      'cursor=not-a-cursor',
      `cursor=${Buffer.from('{"f":"x","k":[1]}').toString('base64url')}`,
    ]) {
      const res = await visitor.get(`/api/snippets?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(typeof res.json().message, query).toBe('string');
    }
    // A cursor of one sort is refused by another.
    const { nextCursor } = await browse('sortBy=recent&limit=2');
    const res = await visitor.get(`/api/snippets?sortBy=liked&cursor=${nextCursor}`);
    expect(res.statusCode).toBe(400);
    // A cursor of this query whose date cannot exist is refused too, not passed to the database.
    const own = JSON.parse(Buffer.from(nextCursor!, 'base64url').toString()) as { k: unknown[] };
    for (const date of [
      '2026-02-30 10:00:00+00',
      '2026-13-01 10:00:00+00',
      '2026-01-01 25:00:00+00',
    ]) {
      const forged = Buffer.from(JSON.stringify({ ...own, k: [date, own.k[1]] })).toString(
        'base64url',
      );
      const r = await visitor.get(`/api/snippets?sortBy=recent&limit=2&cursor=${forged}`);
      expect(r.statusCode, date).toBe(400);
      expect(r.json().message, date).toBe(
        'The cursor is invalid or expired; start again from the first page',
      );
    }
    // Hostile search text is just text.
    for (const q of ["'", '\\', '!!!', '&|:*()', '"', '-', 'or or', '%_']) {
      const r = await visitor.get(`/api/snippets?search=${encodeURIComponent(q)}`);
      expect(r.statusCode, q).toBe(200);
    }
  });
});

describe('profiles', () => {
  it('shows and updates my profile, checking usernames case-insensitively', async () => {
    const mine = await author.agent.get('/api/profile');
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ firstName: 'author', bio: null });
    const otherName = (await other.agent.get('/api/profile')).json().username as string;

    const check = (name: string) =>
      author.agent.get(`/api/profile/check-username?username=${encodeURIComponent(name)}`);
    expect((await check(otherName.toUpperCase())).json()).toEqual({ isTaken: true });
    expect((await check('Fresh_Name-1')).json()).toEqual({ isTaken: false });
    expect((await check(mine.json().username.toUpperCase())).json()).toEqual({ isTaken: false });
    const bad = await check('no spaces');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(
      'Username can only contain letters, numbers, underscores, and hyphens.',
    );

    const taken = await put(author.agent, { username: otherName.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: 'This username is already taken.' });

    const updated = await put(author.agent, {
      username: 'Ada_Lovelace',
      lastName: 'Lovelace',
      location: 'London',
      bio: 'Poetical science.',
      githubUrl: 'https://github.com/ada',
      xUrl: '',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      username: 'Ada_Lovelace',
      firstName: 'author',
      lastName: 'Lovelace',
      location: 'London',
      githubUrl: 'https://github.com/ada',
      xUrl: null,
    });
    expect(
      (await other.agent.get('/api/profile/check-username?username=ada_lovelace')).json(),
    ).toEqual({ isTaken: true });
  });

  it('refuses bad profile input with the rule, and writes nothing', async () => {
    const before = (await author.agent.get('/api/profile')).json();
    for (const [payload, message] of [
      [
        { username: 'bad name!' },
        'Username can only contain letters, numbers, underscores, and hyphens.',
      ],
      [{ username: 'x'.repeat(51) }, 'Username must be at most 50 characters.'],
      [{ location: 'x'.repeat(101) }, 'Location must be at most 100 characters.'],
      [
        { githubUrl: 'javascript:alert(1)' },
        'Please enter a full link starting with http:// or https://',
      ],
      [
        { linkedinUrl: `https://x.com/${'a'.repeat(250)}` },
        'Links must be at most 255 characters.',
      ],
      [{ bio: 'x'.repeat(1001) }, 'Bio must be at most 1,000 characters.'],
      [{ bio: 'fine', username: 42 }, 'Username is required.'],
    ] as const) {
      const res = await put(author.agent, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    expect((await author.agent.get('/api/profile')).json()).toEqual(before);
    expect((await visitor.get('/api/profile')).statusCode).toBe(401);
  });

  it('shows a public profile with public prompts only, found in any case', async () => {
    const res = await visitor.get('/api/public-profile/ADA_LOVELACE');
    expect(res.statusCode).toBe(200);
    const { profile, snippets: list } = res.json();
    expect(profile.username).toBe('Ada_Lovelace');
    expect(profile).not.toHaveProperty('email');
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((s: { isPublic: boolean }) => s.isPublic)).toBe(true);
    expect(list.map((s: { id: number }) => s.id)).not.toContain(privateId);
    expect(JSON.stringify(list)).not.toContain(author.email);

    const missing = await visitor.get('/api/public-profile/nobody-here');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'User "nobody-here" not found.' });
  });
});
