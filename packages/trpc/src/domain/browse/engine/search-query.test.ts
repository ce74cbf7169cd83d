import { execute, snippets } from '@promptshelf/db';
import { createTestDatabase, type TestDatabase } from '@promptshelf/db/testing';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../accounts/auth';
import { indexedSearchQuery, searchQuery } from './search-query';
import { visibilityColumns } from '../../library/visibility';

// indexedSearchQuery names the lexemes a last-word prefix stands for (search_lexemes,
// migration 0020); it must match exactly what the prefix matches (docs/decisions/085).

const TEXTS = [
  'Summary of the weekly newsletter',
  'Summaries for busy readers',
  'Summarise a long thread',
  'Summarised notes, then a summer plan',
  'A newsletter-style digest at news.example.com',
  'Write a résumé',
  'Plain words only',
  // More lexemes under one prefix than are named: 'kw1' stays a prefix.
  ...Array.from({ length: 70 }, (_, i) => `Code kw${1000 + i}`),
];

let database: TestDatabase;
let authorId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  const author = await createUser(database.db, {
    email: 'author@example.com',
    passwordHash: 'not used',
    firstName: 'Author',
    verified: true,
  });
  authorId = author!.id;
  for (const [i, text] of TEXTS.entries()) {
    await database.db.insert(snippets).values({
      title: text,
      content: i % 2 ? 'Body text.' : text,
      aiTool: 'Claude',
      purpose: 'writing',
      // Private prompts are searched by their owner: their lexemes count too.
      ...visibilityColumns(i % 3 !== 0 ? 'public' : 'private'),
      authorId,
    });
  }
});
afterAll(() => database.close());

async function matches(query: SQL): Promise<number[]> {
  const rows = await execute(
    database.db,
    sql`select id from ${snippets} where search_vector @@ ${query} order by id`,
  );
  return rows.map((row) => Number(row.id));
}

async function queryText(query: SQL): Promise<string> {
  const [row] = await execute(database.db, sql`select (${query})::text as text`);
  return String(row?.text);
}

const TERMS = [
  'summ',
  'summar',
  'summari',
  'summary',
  'newsletter summ',
  'weekly newsletter',
  'newsletter',
  'news',
  'résu',
  'kw1',
  'kw1069',
  'plain wor',
  'the',
  'zzzq',
  'a summer',
  '"weekly newsletter"',
  'summary -thread',
];

describe('indexedSearchQuery', () => {
  it.each(TERMS)('matches exactly what searchQuery matches: %s', async (term) => {
    const expected = await matches(searchQuery(term));
    expect(await matches(await indexedSearchQuery(database.db, term))).toEqual(expected);
  });

  it('names the lexemes of a prefix, and keeps a prefix that starts too many', async () => {
    expect(await queryText(await indexedSearchQuery(database.db, 'newsletter summ'))).toBe(
      "'newslett' & ( 'summari' | 'summaris' | 'summer' )",
    );
    expect(await queryText(await indexedSearchQuery(database.db, 'kw1'))).toBe("'kw1':*");
    // A stem nothing starts with stays a prefix: it finds nothing either way.
    expect(await queryText(await indexedSearchQuery(database.db, 'zzzq'))).toBe("'zzzq':*");
  });

  it('knows the lexemes of prompts written later, and of text changed by an update', async () => {
    const [created] = await database.db
      .insert(snippets)
      .values({
        title: 'Quokka facts',
        content: 'Body.',
        aiTool: 'Claude',
        purpose: 'writing',
        ...visibilityColumns('public'),
        authorId,
      })
      .returning({ id: snippets.id });
    expect(await matches(await indexedSearchQuery(database.db, 'quok'))).toEqual([created!.id]);
    // A reaction first (its update skips the triggers), then an edit of the text.
    await database.db.execute(
      sql`select * from toggle_reaction('like', ${authorId}::uuid, ${created!.id})`,
    );
    await database.db.execute(
      sql`update ${snippets} set content = 'Wombats too.' where id = ${created!.id}`,
    );
    expect(await matches(await indexedSearchQuery(database.db, 'womb'))).toEqual([created!.id]);
    expect(await queryText(await indexedSearchQuery(database.db, 'womb'))).toBe("'wombat'");
  });
});
