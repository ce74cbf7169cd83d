import { snippets } from '@promptshelf/db';
import { createTestDatabase, type TestDatabase } from '@promptshelf/db/testing';
import type { BrowseInput, PromptInput } from '@promptshelf/validators';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouterOutputs } from '../../root';
import { signedInCaller, visitorCaller } from '../../test/callers';

// Browse as every visitor sees it, through the router; the HTTP contract (status codes,
// messages of refused queries) stays in apps/api/src/rest/discovery.test.ts.

type Browse = RouterOutputs['snippets']['browse'];
type Person = Awaited<ReturnType<typeof signedInCaller>>;

let database: TestDatabase;
let author: Person;
let other: Person;
let visitor: ReturnType<typeof visitorCaller>;
let privateId: number;

function create(person: Person, overrides: Partial<PromptInput> = {}) {
  return person.caller.snippets.create({
    title: 'Plain prompt',
    content: 'Some ordinary words about nothing in particular.',
    aiTool: 'Claude',
    purpose: 'business',
    ...overrides,
  });
}

const browse = (input: BrowseInput) => visitor.snippets.browse(input);
const titles = (result: Browse) => result.snippets.map((s) => s.title);

beforeAll(async () => {
  database = await createTestDatabase();
  author = await signedInCaller(database.db, 'author');
  other = await signedInCaller(database.db, 'other');
  visitor = visitorCaller(database.db);
  await create(author, {
    title: 'Quarterly budget review',
    content: 'Go through the spreadsheet line by line.',
    aiTool: 'ChatGPT/GPT4',
  });
  await create(other, {
    title: 'Team offsite agenda',
    content: 'Plan a budget friendly offsite for twelve people.',
  });
  await create(author, {
    title: 'Summarize a meeting transcript',
    content: 'Write the decisions and owners.',
    aiTool: 'Gemini',
    purpose: 'coding',
  });
  privateId = (
    await create(author, {
      title: 'Secret budget plan',
      content: 'Private budget notes.',
      isPublic: false,
    })
  ).id;
  await create(other, {
    title: 'Midjourney poster brief',
    aiTool: 'Other',
    customAiTool: 'midjourney',
    purpose: 'coding',
  });
  await create(author, {
    title: 'Midjourney product shot',
    aiTool: 'Other',
    customAiTool: 'Midjourney',
    purpose: 'creative',
  });
  await create(author, { title: 'Llama helper', aiTool: 'Other', customAiTool: 'Llama' });
  await create(author, {
    title: 'Private tool notes',
    aiTool: 'Other',
    customAiTool: 'Secretool',
    purpose: 'education',
    isPublic: false,
  });
  // Thirty more, so paging has something to page through.
  for (let i = 0; i < 30; i++) {
    await create(i % 2 ? author : other, {
      title: `Filler prompt number ${i}`,
      aiTool: i % 3 === 0 ? 'Gemini' : 'Claude',
    });
  }
  // Distinct likes and saves without going through 30 accounts: set the counters directly.
  await database.db.execute(
    sql`update ${snippets} set likes_count = (id * 7) % 11, favorites_count = (id * 5) % 3`,
  );
});
afterAll(() => database.close());

describe('browse', () => {
  it('lists public prompts newest first with an exact total, never private ones', async () => {
    const result = await browse({ sortBy: 'recent', limit: 9 });
    expect(result.snippets).toHaveLength(9);
    expect(result.total).toBe(36);
    expect(result.totalIsLowerBound).toBe(false);
    expect(result.snippets.every((s) => s.isPublic)).toBe(true);
    expect(titles(result)[0]).toBe('Filler prompt number 29');
    const asAuthor = await author.caller.snippets.browse({ search: 'secret' });
    expect(asAuthor.snippets.map((s) => s.id)).not.toContain(privateId);
    expect(asAuthor.total).toBe(0);
  });

  it('ranks a title hit above a content hit', async () => {
    const result = await browse({ search: 'budget' });
    expect(titles(result)).toEqual(['Quarterly budget review', 'Team offsite agenda']);
    expect(result.total).toBe(2);
  });

  it('finds partial words and one-letter typos', async () => {
    expect(titles(await browse({ search: 'summ' }))).toEqual(['Summarize a meeting transcript']);
    expect(titles(await browse({ search: 'meeting transcr' }))).toEqual([
      'Summarize a meeting transcript',
    ]);
    expect(titles(await browse({ search: 'sumarize' }))).toEqual([
      'Summarize a meeting transcript',
    ]);
    expect(titles(await browse({ search: 'quarterlly' }))).toEqual(['Quarterly budget review']);
    expect((await browse({ search: 'zzqqxx' })).total).toBe(0);
  });

  it('understands web search syntax', async () => {
    expect(titles(await browse({ search: 'budget -spreadsheet' }))).toEqual([
      'Team offsite agenda',
    ]);
    expect(titles(await browse({ search: '"budget review"' }))).toEqual([
      'Quarterly budget review',
    ]);
  });

  it('filters by AI tool', async () => {
    const gemini = await browse({ aiTool: 'Gemini', limit: 50 });
    expect(gemini.total).toBe(11);
    expect(gemini.snippets.every((s) => s.aiTool === 'Gemini')).toBe(true);
    expect((await browse({ aiTool: 'all' })).total).toBe(36);
    expect((await browse({ aiTool: 'Gemini', search: 'summarize' })).total).toBe(1);
    expect((await browse({ aiTool: 'Claude', search: 'summarize' })).total).toBe(0);
  });

  it('filters by purpose, alone and with a tool or a search', async () => {
    const coding = await browse({ purpose: 'coding', limit: 50 });
    expect(titles(coding).sort()).toEqual([
      'Midjourney poster brief',
      'Summarize a meeting transcript',
    ]);
    expect(coding.total).toBe(2);
    expect((await browse({ purpose: 'coding', aiTool: 'Gemini' })).total).toBe(1);
    expect(titles(await browse({ purpose: 'coding', search: 'summarize' }))).toEqual([
      'Summarize a meeting transcript',
    ]);
    expect((await browse({ purpose: 'coding', search: 'budget' })).total).toBe(0);
    expect((await browse({ purpose: 'all' })).total).toBe(36);
    // A purpose only a private prompt has lists nothing.
    expect((await browse({ purpose: 'education' })).total).toBe(0);
  });

  it("narrows 'Other' to a named tool, whatever its case, and lists the named tools", async () => {
    const other = await browse({ aiTool: 'Other', limit: 50 });
    expect(other.total).toBe(3);
    const midjourney = await browse({ customAiTool: 'MidJourney' });
    expect(titles(midjourney).sort()).toEqual([
      'Midjourney poster brief',
      'Midjourney product shot',
    ]);
    expect(midjourney.snippets.every((s) => s.aiTool === 'Other')).toBe(true);
    expect((await browse({ aiTool: 'Other', customAiTool: 'Llama' })).total).toBe(1);
    // Only private prompts name it: not listed, and not offered.
    expect((await browse({ customAiTool: 'Secretool' })).total).toBe(0);
    // Each name once, spelled as its newest prompt spells it.
    expect(await visitor.options.otherAiTools()).toEqual(['Llama', 'Midjourney']);
  });

  it('pages a filter by cursor, and refuses the cursor of another filter', async () => {
    const first = await browse({ customAiTool: 'Midjourney', limit: 1 });
    expect(first.nextCursor).not.toBeNull();
    const second = await browse({ customAiTool: 'MIDJOURNEY', limit: 1, cursor: first.nextCursor });
    expect(titles(second)).toHaveLength(1);
    expect(titles(second)).not.toEqual(titles(first));
    await expect(
      browse({ customAiTool: 'Llama', limit: 1, cursor: first.nextCursor }),
    ).rejects.toThrow(/cursor/);
  });

  it('sorts by likes and by popularity (likes + 2 × saves)', async () => {
    const all = (await browse({ sortBy: 'recent', limit: 50 })).snippets;
    const rows = await database.db
      .select({ id: snippets.id, likes: snippets.likesCount, popularity: snippets.popularity })
      .from(snippets);
    const stats = new Map(rows.map((r) => [r.id, r]));
    const liked = (await browse({ sortBy: 'liked', limit: 50 })).snippets.map((s) => s.id);
    const popular = (await browse({ sortBy: 'popular', limit: 50 })).snippets.map((s) => s.id);
    const order = (key: 'likes' | 'popularity') =>
      [...all]
        .sort((a, b) => Number(stats.get(b.id)![key]) - Number(stats.get(a.id)![key]))
        .map((s) => s.id);
    // Ties keep the newest-first order (stable sort of a newest-first list).
    expect(liked).toEqual(order('likes'));
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
  ] as const)(
    'pages by cursor and by offset without duplicates or gaps (%s, "%s")',
    async (sortBy, search) => {
      const base = { sortBy, search };
      const everything = (await browse({ ...base, limit: 50 })).snippets.map((s) => s.id);
      expect(everything.length).toBeGreaterThan(7);
      const byCursor: number[] = [];
      let cursor: string | null = null;
      do {
        const page: Browse = await browse({ ...base, limit: 7, cursor });
        byCursor.push(...page.snippets.map((s) => s.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(byCursor).toEqual(everything);
      const byOffset: number[] = [];
      for (let offset = 0; offset < everything.length; offset += 7) {
        byOffset.push(...(await browse({ ...base, limit: 7, offset })).snippets.map((s) => s.id));
      }
      expect(byOffset).toEqual(everything);
    },
  );
});
