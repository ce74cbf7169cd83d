// Browse with a search term too common to count: the "1,000+" branch, end to end over REST.
import { execute, snippets } from '@promptshelf/db';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import { createAgent, type Agent } from '../test/http';
import { signedInUser } from '../test/users';

let t: Awaited<ReturnType<typeof createTestApp>>;
let visitor: Agent;

type Browse = {
  snippets: { id: number; title: string; isPublic: boolean }[];
  total: number;
  totalIsLowerBound: boolean;
  nextCursor: string | null;
};

async function browse(query: string): Promise<Browse> {
  const res = await visitor.get(`/api/snippets?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Browse;
}

/** Every page of a query, by cursor, as Load More would fetch them. */
async function allPages(query: string) {
  const ids: number[] = [];
  let cursor: string | null = null;
  do {
    const page: Browse = await browse(
      `${query}&limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(page.total).toBe(1000);
    expect(page.totalIsLowerBound).toBe(true);
    ids.push(...page.snippets.map((s) => s.id));
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
}

async function ids(query: SQL) {
  return (await execute(t.db, query)).map((row) => Number(row.id));
}

const kraken = sql`search_vector @@ to_tsquery('english', 'kraken')`;

beforeAll(async () => {
  t = await createTestApp();
  visitor = createAgent(t.app);
  const author = await signedInUser(t.app, t.db, 'author');
  // 3,000 prompts, 1,300 or so public ones about the kraken (a third with it in the title),
  // private ones among them, and sixty distinct times, so orders have long runs of ties.
  await t.db.execute(sql`
    insert into ${snippets} (title, content, ai_tool, purpose, is_public, visibility, author_id,
                             likes_count, favorites_count, created_at, updated_at)
    select case when g % 6 = 0 then 'The kraken rises ' || g else 'Prompt ' || g end,
           case when g % 2 = 0 then 'Tell the kraken legend.' else 'Plain words.' end,
           case when g % 4 = 1 then 'Gemini' else 'Claude' end, 'business', g % 10 <> 0,
           case when g % 10 <> 0 then 'public' else 'private' end, ${author.id}, (g * 7919) % 13, (g / 7) % 3,
           timestamptz '2026-01-01 00:00:00+00' + ((g * 104729) % 60) * interval '1 hour',
           timestamptz '2026-01-01 00:00:00+00'
    from generate_series(1, 3000) g
  `);
  await t.db.execute(sql`analyze ${snippets}`);
});
afterAll(() => t.close());

describe('a search term with more than 1,000 matches', () => {
  it.each([
    ['recent', 'created_at desc, id desc'],
    ['liked', 'likes_count desc, created_at desc, id desc'],
    ['popular', 'popularity desc, created_at desc, id desc'],
  ])('reads "1,000+" and pages through every public match in %s order', async (sort, order) => {
    const expected = await ids(
      sql`select id from ${snippets} where is_public and ${kraken} order by ${sql.raw(order)}`,
    );
    expect(expected.length).toBeGreaterThan(1000);
    expect(await allPages(`search=kraken&sortBy=${sort}`)).toEqual(expected);
  });

  it('pages within one AI tool', async () => {
    const expected = await ids(
      sql`select id from ${snippets} where is_public and ai_tool = 'Gemini' and ${kraken}
          order by created_at desc, id desc`,
    );
    const page = await browse('search=kraken&aiTool=Gemini&sortBy=recent&limit=50');
    // Fewer than 1,000 in this tool: counted exactly.
    expect(page.total).toBe(expected.length);
    expect(page.totalIsLowerBound).toBe(false);
    expect(page.snippets.map((s) => s.id)).toEqual(expected.slice(0, 50));
  });

  it('offers Best Match: title hits first, then every other match once', async () => {
    const expected = await ids(sql`select id from ${snippets} where is_public and ${kraken}`);
    const bestMatch = await allPages('search=kraken');
    expect(new Set(bestMatch).size).toBe(bestMatch.length);
    expect([...bestMatch].sort((a, b) => a - b)).toEqual([...expected].sort((a, b) => a - b));
    const first = await browse('search=kraken&limit=20');
    expect(first.snippets.every((s) => s.title.startsWith('The kraken rises'))).toBe(true);
  });

  it('answers offsets up to 200 like the cursor, and deeper ones with a 400 naming the cursor', async () => {
    const byCursor = await allPages('search=kraken&sortBy=liked');
    const page = await browse('search=kraken&sortBy=liked&limit=20&offset=200');
    expect(page.snippets.map((s) => s.id)).toEqual(byCursor.slice(200, 220));
    const deep = await visitor.get('/api/snippets?search=kraken&sortBy=liked&offset=201');
    expect(deep.statusCode).toBe(400);
    expect(deep.json().message).toMatch(/use the cursor/);
  });

  it('never shows a private prompt', async () => {
    for (const sort of ['recent', 'liked', 'popular', 'relevance']) {
      const page = await browse(`search=kraken&sortBy=${sort}&limit=50`);
      expect(page.snippets.every((s) => s.isPublic)).toBe(true);
    }
  });
});
