import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import { createAgent, type Agent } from '../test/http';
import { signIn, signedInUser } from '../test/users';
import { createTestUser } from '@promptshelf/trpc/testing';
import { createPrompt } from '../test/prompts';

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

/** A prompt whose words match none of the searches below, unless `fields` say otherwise. */
const create = (agent: Agent, fields: object = {}) =>
  createPrompt(agent, {
    title: 'Plain prompt',
    content: 'Some ordinary words about nothing in particular.',
    ...fields,
  });

async function browse(query: string): Promise<Browse> {
  const res = await visitor.get(`/api/snippets?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Browse;
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
});
afterAll(() => t.close());

// What browse finds and in which order is tested through the router, beside the domain
// (packages/trpc/src/domain/browse/browse.test.ts); here, its HTTP contract.
describe('browse', () => {
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

  it("filters by purpose and by a named 'Other' tool from the query string", async () => {
    await create(other.agent, {
      title: 'Image prompt',
      purpose: 'creative',
      aiTool: 'Other',
      customAiTool: 'Midjourney',
    });
    await create(other.agent, { title: 'Poem prompt', purpose: 'creative' });
    const creative = await browse('purpose=creative');
    expect(creative.snippets.map((s) => s.title).sort()).toEqual(['Image prompt', 'Poem prompt']);
    expect((await browse('purpose=all')).total).toBe(35);
    const named = await browse('customAiTool=midjourney&purpose=creative');
    expect(named.snippets.map((s) => s.title)).toEqual(['Image prompt']);
    expect((await browse('aiTool=Claude&customAiTool=Midjourney')).total).toBe(1);
    expect((await browse('customAiTool=Llama')).total).toBe(0);
    for (const query of [`purpose=${'p'.repeat(51)}`, `customAiTool=${'t'.repeat(51)}`]) {
      const res = await visitor.get(`/api/snippets?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(typeof res.json().message, query).toBe('string');
    }
  });
});

describe('profiles', () => {
  it('never offers or accepts a reserved username, in any case', async () => {
    // An address whose name is reserved gets a username beside it, never the name itself.
    await createTestUser(t.db, 'support@example.com');
    const support = await signIn(t.app, 'support@example.com');
    expect((await support.get('/api/profile')).json().username).toMatch(/^support-\d{4}$/);
    for (const name of ['admin', 'Settings', 'SUPERADMIN', 'api', 'support', 'browse']) {
      const check = await other.agent.get(`/api/profile/check-username?username=${name}`);
      expect(check.json(), name).toEqual({ isTaken: true });
      const res = await other.agent.send('PUT', '/api/profile', { username: name });
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toEqual({ message: 'This username is reserved.' });
    }
    expect((await other.agent.get('/api/profile')).json().username).not.toMatch(/^admin$/i);
  });

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

    const taken = await author.agent.send('PUT', '/api/profile', {
      username: otherName.toUpperCase(),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: 'This username is already taken.' });

    const updated = await author.agent.send('PUT', '/api/profile', {
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
      const res = await author.agent.send('PUT', '/api/profile', payload);
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
    // The author's public prompts: two named ones and fifteen fillers.
    expect(list).toHaveLength(17);
    expect(list.every((s: { isPublic: boolean }) => s.isPublic)).toBe(true);
    expect(list.map((s: { id: number }) => s.id)).not.toContain(privateId);
    expect(JSON.stringify(list)).not.toContain(author.email);

    const missing = await visitor.get('/api/public-profile/nobody-here');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'User "nobody-here" not found.' });
  });
});
