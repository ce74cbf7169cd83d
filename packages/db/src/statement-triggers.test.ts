import { sql, type SQL } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listenForChanges, type Change } from './notify';
import { execute } from './raw-sql';
import { snippets, users } from './schema';
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from './testing';

// The statement-level triggers on prompts (search words, tag counts, shared-read notices) keep
// their query plans for the connection's life. Migration 0018 made them linear in the rows of
// a statement whatever plan was kept: before it, a bulk update after a one-row update (a like)
// ran as nested loops, 29 s for 4,000 rows on PGlite (docs/decisions/084).

const PROMPTS = 3_000;

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.close();
});

async function rows<T>(query: SQL): Promise<T[]> {
  return (await execute(database.db, query)) as T[];
}

/** Tag counts as kept by the trigger, and as counted from the prompts themselves. */
async function tagCounts() {
  const kept = await rows<{ name: string; n: number }>(
    sql`select name, public_count as n from tag_counts order by name`,
  );
  const counted = await rows<{ name: string; n: number }>(sql`
    select t as name, count(*)::int as n from ${snippets}, unnest(tags) as t
    where is_public group by t order by t collate "C"`);
  return { kept, counted };
}

async function wordCount(word: string): Promise<number> {
  const [row] = await rows<{ ndoc: number }>(
    sql`select ndoc from search_words where word = ${word}`,
  );
  return Number(row?.ndoc ?? 0);
}

describe(`statement triggers on ${testDatabaseUrl() ? 'PostgreSQL server' : 'PGlite'}`, () => {
  it('keep tag counts, search words and notices right for a bulk update after a like', async () => {
    const { db } = database;
    const [author] = await db
      .insert(users)
      .values({ email: 'author@example.com', password: 'hash' })
      .returning();
    await db.execute(sql`
      insert into ${snippets} (title, content, ai_tool, purpose, author_id, is_public, visibility, tags)
      select 'Prompt ' || g, 'Plain words.', 'Claude', 'coding', ${author!.id}, g % 10 <> 0,
             case when g % 10 <> 0 then 'public' else 'private' end,
             array['common', 'tag' || (g % 7)]
      from generate_series(1, ${PROMPTS}) g`);
    const changes: Change[] = [];
    const stop = await listenForChanges(db, (change) => changes.push(change));
    try {
      // A like's one-row update runs every trigger first, so their plans are made for one row.
      await db.execute(sql`update ${snippets} set likes_count = likes_count + 1
        where id = (select min(id) from ${snippets})`);

      // Counters of every prompt: no notice. A marker update after it: one notice. Notices
      // arrive in commit order, so a notice of the counters would arrive first.
      await db.execute(sql`update ${snippets} set likes_count = likes_count + 1,
        favorites_count = favorites_count + 2`);
      await db.execute(sql`update ${snippets} set title = title || '!'
        where id = (select min(id) from ${snippets})`);
      await expect.poll(() => changes.filter((c) => c === 'prompts').length).toBe(1);

      // Tags of every other prompt, the visibility of every fifth, the text of every third.
      await db.execute(sql`
        update ${snippets} set
          tags = case when id % 2 = 0 then array['common', 'even'] else tags end,
          is_public = case when id % 5 = 0 then not is_public else is_public end,
          visibility = case when (id % 5 = 0) = is_public then 'private' else 'public' end,
          content = case when id % 3 = 0 then 'Zebrafinch words.' else content end`);
      await expect.poll(() => changes.filter((c) => c === 'prompts').length).toBe(2);
    } finally {
      await stop();
    }

    const { kept, counted } = await tagCounts();
    expect(kept).toEqual(counted);
    expect(kept.find((t) => t.name === 'even')?.n).toBeGreaterThan(0);
    const [{ n: publicZebras } = { n: 0 }] = await rows<{ n: number }>(sql`
      select count(*)::int as n from ${snippets} where is_public and content like 'Zebrafinch%'`);
    expect(publicZebras).toBeGreaterThan(0);
    expect(await wordCount('zebrafinch')).toBe(publicZebras);
  });
});
