import { execute, snippets } from '@promptshelf/db';
import { createTestDatabase, type TestDatabase } from '@promptshelf/db/testing';
import { tagMessages, type BrowseInput, type PromptInput } from '@promptshelf/validators';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { errorMessage } from '../../errors';
import { signedInCaller, visitorCaller } from '../../test/callers';

// Tags through the router, against real PostgreSQL: normalisation and limits, the
// AND filter of browse, my prompts and the profile with every sort and paging, autocomplete.

type Person = Awaited<ReturnType<typeof signedInCaller>>;

let database: TestDatabase;
let author: Person;
let other: Person;
let visitor: ReturnType<typeof visitorCaller>;

function create(person: Person, overrides: Partial<PromptInput> = {}) {
  return person.caller.snippets.create({
    title: 'Plain prompt',
    content: 'Some ordinary words about nothing in particular.',
    aiTool: 'Claude',
    purpose: 'business',
    ...overrides,
  });
}

/** The message a person (or a REST client) is shown for a refused call. */
async function refusal(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (error) {
    if (error instanceof TRPCError) return errorMessage(error);
    throw error;
  }
  throw new Error('expected a refusal');
}

const browse = (input: BrowseInput) => visitor.snippets.browse(input);
const SORTS = ['recent', 'popular', 'liked'] as const;

/** Every page of a browse, following nextCursor; the ids in order. */
async function allPages(input: BrowseInput, limit = 7): Promise<number[]> {
  const ids: number[] = [];
  let cursor: string | null = null;
  do {
    const page: Awaited<ReturnType<typeof browse>> = await browse({ ...input, limit, cursor });
    ids.push(...page.snippets.map((s) => s.id));
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
}

/** The expected order, straight from SQL. */
async function expectedIds(where: string, sortBy: (typeof SORTS)[number]): Promise<number[]> {
  const lead = { recent: '', popular: 'popularity desc,', liked: 'likes_count desc,' }[sortBy];
  const rows = await execute(
    database.db,
    sql.raw(
      `select id from snippets where is_public and ${where} order by ${lead} created_at desc, id desc`,
    ),
  );
  return rows.map((row) => Number(row.id));
}

beforeAll(async () => {
  database = await createTestDatabase();
  author = await signedInCaller(database.db, 'author');
  other = await signedInCaller(database.db, 'other');
  visitor = visitorCaller(database.db);
  for (let i = 0; i < 24; i++) {
    await create(i % 2 ? author : other, {
      title: `Tagged prompt ${i}`,
      tags: [
        ...(i % 2 === 0 ? ['Cold Email'] : []),
        ...(i % 3 === 0 ? ['sales'] : []),
        ...(i % 4 === 0 ? ['follow_up'] : []),
      ],
      isPublic: i !== 6,
    });
  }
  await database.db.execute(
    sql`update ${snippets} set likes_count = (id * 7) % 5, favorites_count = (id * 5) % 3`,
  );
});
afterAll(() => database.close());

describe('tags on a prompt', () => {
  it('are normalised, kept once each, and returned by every shape', async () => {
    const made = await create(author, {
      title: 'Outreach opener',
      tags: ['Cold Email', 'cold-email', '  SEO ', 'Follow__Up', ''],
    });
    expect(made.tags).toEqual(['cold-email', 'seo', 'follow-up']);
    expect((await visitor.snippets.byId({ id: made.id })).tags).toEqual(made.tags);
    const mine = await author.caller.snippets.mine({ search: 'outreach' });
    expect(mine.map((s) => s.tags)).toEqual([made.tags]);
    const found = await browse({ search: 'outreach' });
    expect(found.snippets[0]?.tags).toEqual(made.tags);
    await author.caller.snippets.delete({ id: made.id });
  });

  it('refuses more than ten, too long ones and bad characters with a clear message', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `tag${i}`);
    expect(await refusal(create(author, { tags: eleven }))).toBe(tagMessages.tooMany);
    // Ten distinct after normalisation are fine, even if more were typed.
    const ten = [...eleven.slice(0, 10), 'TAG0'];
    expect((await create(author, { tags: ten })).tags).toHaveLength(10);
    const long = 'a'.repeat(31);
    expect(await refusal(create(author, { tags: [long] }))).toBe(tagMessages.tooLong(long));
    expect((await create(author, { tags: ['a'.repeat(30)] })).tags).toEqual(['a'.repeat(30)]);
    expect(await refusal(create(author, { tags: ['c++'] }))).toBe(tagMessages.characters('c++'));
    expect(await refusal(create(author, { tags: ['émoji'] }))).toMatch(/letters a–z, digits/);
  });

  it('change on update without making a version; [] clears them, leaving them out keeps them', async () => {
    const made = await create(author, { title: 'Versioned', tags: ['one'] });
    const updated = await author.caller.snippets.update({ id: made.id, tags: ['Two', 'three'] });
    expect(updated.tags).toEqual(['two', 'three']);
    expect(updated.version).toBe(made.version);
    const kept = await author.caller.snippets.update({ id: made.id, title: 'Versioned again' });
    expect(kept.tags).toEqual(['two', 'three']);
    expect(kept.version).toBe(made.version + 1);
    expect((await author.caller.snippets.update({ id: made.id, tags: [] })).tags).toEqual([]);
    expect(await refusal(author.caller.snippets.update({ id: made.id, tags: ['bad tag!'] }))).toBe(
      tagMessages.characters('bad-tag!'),
    );
  });
});

describe('filtering by tags', () => {
  it('browse keeps prompts with every tag, in each sort, across cursor pages', async () => {
    for (const sortBy of SORTS) {
      const one = await expectedIds(`tags @> '{cold-email}'`, sortBy);
      expect(one.length).toBeGreaterThan(7);
      expect(await allPages({ tag: ['cold-email'], sortBy })).toEqual(one);
      const two = await expectedIds(`tags @> '{cold-email,sales}'`, sortBy);
      expect(two.length).toBeGreaterThan(0);
      // A single value, as a query string gives it, and the tags in any order.
      expect(await allPages({ tag: ['sales', 'Cold Email'], sortBy }, 2)).toEqual(two);
    }
    const page = await browse({ tag: 'cold-email', limit: 5 });
    expect(page.total).toBe((await expectedIds(`tags @> '{cold-email}'`, 'recent')).length);
    expect(page.totalIsLowerBound).toBe(false);
    // Offset paging agrees with the cursor.
    const offsetPage = await browse({ tag: ['cold-email'], limit: 5, offset: 5 });
    const expected = await expectedIds(`tags @> '{cold-email}'`, 'recent');
    expect(offsetPage.snippets.map((s) => s.id)).toEqual(expected.slice(5, 10));
  });

  it('a cursor is bound to its tags', async () => {
    const first = await browse({ tag: ['cold-email'], limit: 2 });
    expect(first.nextCursor).not.toBeNull();
    await expect(browse({ tag: ['sales'], limit: 2, cursor: first.nextCursor })).rejects.toThrow(
      /cursor/,
    );
  });

  it('combines with a search, and a search matches tag words', async () => {
    const both = await browse({ search: 'prompt 12', tag: ['sales'] });
    expect(both.snippets.map((s) => s.title)).toContain('Tagged prompt 12');
    expect(both.snippets.every((s) => s.tags.includes('sales'))).toBe(true);
    const bySearch = await browse({ search: 'follow up', sortBy: 'recent' });
    expect(bySearch.snippets.map((s) => s.id)).toEqual(
      await expectedIds(`tags @> '{follow-up}'`, 'recent'),
    );
    // A tag filter matches tags only, never the same word in a text.
    await create(other, { title: 'About sales', content: 'sales sales', tags: [] });
    const filtered = await browse({ tag: ['sales'], limit: 50 });
    expect(filtered.snippets.map((s) => s.title)).not.toContain('About sales');
    expect(await browse({ tag: ['no-such-tag'] })).toMatchObject({ total: 0, snippets: [] });
  });

  it('filters my prompts and the public profile too', async () => {
    const mine = await author.caller.snippets.mine({ tag: ['sales'] });
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((s) => s.tags.includes('sales'))).toBe(true);
    const rows = await execute(
      database.db,
      sql`select count(*)::int as n from ${snippets} where author_id = ${author.id} and tags @> '{sales}'`,
    );
    expect(mine).toHaveLength(Number(rows[0]!.n));
    const [profile] = await execute(
      database.db,
      sql`select username from user_profiles where user_id = ${other.id}`,
    );
    const username = String(profile!.username);
    const shown = await visitor.profiles.public({ username, tag: ['cold-email', 'sales'] });
    expect(shown.snippets.length).toBeGreaterThan(0);
    expect(
      shown.snippets.every((s) => s.tags.includes('sales') && s.tags.includes('cold-email')),
    ).toBe(true);
  });

  it('refuses a filter of more than ten tags or a bad tag', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `t${i}`);
    expect(await refusal(browse({ tag: eleven }))).toBe(tagMessages.filterTooMany);
    expect(await refusal(browse({ tag: ['no way!'] }))).toMatch(/letters a–z, digits/);
  });
});

describe('a common tag', () => {
  it('pages the windowed search of every sort exactly (more than 1,000 matches)', async () => {
    await database.db.execute(sql`
      insert into ${snippets} (title, content, ai_tool, purpose, author_id, tags, likes_count,
                               favorites_count, created_at)
      select 'Bulk ' || g, 'Bulk content', 'Claude', 'business', ${other.id},
             case when g % 3 = 0 then '{bulk,third}'::text[] else '{bulk}'::text[] end,
             g % 17, g % 5, now() - g * interval '1 minute'
      from generate_series(1, 1200) g`);
    for (const sortBy of SORTS) {
      const first = await browse({ tag: ['bulk'], sortBy, limit: 50 });
      expect(first).toMatchObject({ total: 1000, totalIsLowerBound: true });
      expect(await allPages({ tag: ['bulk'], sortBy }, 50)).toEqual(
        await expectedIds(`tags @> '{bulk}'`, sortBy),
      );
      expect(await allPages({ tag: ['bulk', 'third'], sortBy, search: 'bulk' }, 50)).toEqual(
        await expectedIds(`tags @> '{bulk,third}'`, sortBy),
      );
    }
  });
});

describe('tag suggestions', () => {
  it('count public prompts by tag, most used first, by prefix, and stay exact', async () => {
    const counted = async (name: string) =>
      (await visitor.tags.suggest({ search: name, limit: 50 })).find((t) => t.name === name)
        ?.count ?? 0;
    const publicWith = async (tag: string) =>
      (await expectedIds(`tags @> '{${tag}}'`, 'recent')).length;
    expect(await counted('cold-email')).toBe(await publicWith('cold-email'));
    const all = await visitor.tags.suggest({});
    expect(all.length).toBeLessThanOrEqual(10);
    expect(all.map((t) => t.count)).toEqual([...all.map((t) => t.count)].sort((a, b) => b - a));
    expect((await visitor.tags.suggest({ search: 'Col' })).map((t) => t.name)).toEqual([
      'cold-email',
    ]);
    expect(await visitor.tags.suggest({ search: 'c++' })).toEqual([]);

    // Private prompts do not count; making one public, editing and deleting keep it exact.
    const hidden = await create(author, { tags: ['zeta-hidden'], isPublic: false });
    expect(await counted('zeta-hidden')).toBe(0);
    await author.caller.snippets.update({ id: hidden.id, isPublic: true });
    expect(await counted('zeta-hidden')).toBe(1);
    await author.caller.snippets.update({ id: hidden.id, tags: ['zeta-shown'] });
    expect(await counted('zeta-hidden')).toBe(0);
    expect(await counted('zeta-shown')).toBe(1);
    await author.caller.snippets.delete({ id: hidden.id });
    expect(await visitor.tags.suggest({ search: 'zeta' })).toEqual([]);
    expect(await refusal(visitor.tags.suggest({ limit: 51 }))).toBe(tagMessages.limit);
  });
});
