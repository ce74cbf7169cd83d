import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aiTools, favorites, likes, purposes, snippets, userProfiles, users } from './schema';
import { seedOptions } from './seed';
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from './testing';

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.close();
});

async function insertUser(email: string) {
  const [user] = await database.db.insert(users).values({ email, password: 'hash' }).returning();
  if (!user) throw new Error('no user');
  return user;
}

async function insertSnippet(authorId: string) {
  const [snippet] = await database.db
    .insert(snippets)
    .values({ title: 'T', content: 'C', aiTool: 'Claude', purpose: 'coding', authorId })
    .returning();
  if (!snippet) throw new Error('no snippet');
  return snippet;
}

describe(`database on ${testDatabaseUrl() ? 'PostgreSQL server' : 'PGlite'}`, () => {
  it('runs the migrations and seeds the option lists idempotently', async () => {
    await seedOptions(database.db);
    const tools = await database.db
      .select({ name: aiTools.name })
      .from(aiTools)
      .orderBy(aiTools.id);
    const purposeRows = await database.db.select({ name: purposes.name }).from(purposes);
    expect(tools.map((t) => t.name)).toEqual(['ChatGPT/GPT4', 'Claude', 'Gemini', 'Other']);
    expect(purposeRows).toHaveLength(7);
  });

  it('applies the defaults: unverified, not superadmin, public, no likes', async () => {
    const user = await insertUser('ada@example.com');
    expect(user.emailVerified).toBe(false);
    expect(user.superadmin).toBe(false);
    expect(user.id).toMatch(/^[0-9a-f-]{36}$/);
    const snippet = await insertSnippet(user.id);
    expect(snippet.isPublic).toBe(true);
    expect(snippet.likesCount).toBe(0);
  });

  it('refuses a second account with the same email in another case', async () => {
    await insertUser('ada@example.com');
    await expect(insertUser('ADA@Example.com')).rejects.toThrow();
  });

  it('refuses a username taken in another case', async () => {
    const a = await insertUser('a@example.com');
    const b = await insertUser('b@example.com');
    await database.db.insert(userProfiles).values({ userId: a.id, username: 'Ada' });
    await expect(
      database.db.insert(userProfiles).values({ userId: b.id, username: 'ada' }),
    ).rejects.toThrow();
  });

  it('allows one like and one favourite per user and prompt', async () => {
    const user = await insertUser('a@example.com');
    const snippet = await insertSnippet(user.id);
    await database.db.insert(likes).values({ userId: user.id, snippetId: snippet.id });
    await expect(
      database.db.insert(likes).values({ userId: user.id, snippetId: snippet.id }),
    ).rejects.toThrow();
    await database.db.insert(favorites).values({ userId: user.id, snippetId: snippet.id });
    await expect(
      database.db.insert(favorites).values({ userId: user.id, snippetId: snippet.id }),
    ).rejects.toThrow();
  });

  it('deletes a user with their profile, prompts, likes and favourites', async () => {
    const author = await insertUser('a@example.com');
    const fan = await insertUser('b@example.com');
    await database.db.insert(userProfiles).values({ userId: author.id, username: 'author' });
    const snippet = await insertSnippet(author.id);
    await database.db.insert(likes).values({ userId: fan.id, snippetId: snippet.id });
    await database.db.insert(favorites).values({ userId: fan.id, snippetId: snippet.id });
    await database.db.delete(users).where(eq(users.id, author.id));
    const db = database.db;
    const remaining = await Promise.all([
      db.$count(snippets),
      db.$count(likes),
      db.$count(favorites),
      db.$count(userProfiles),
      db.$count(users),
    ]);
    expect(remaining).toEqual([0, 0, 0, 0, 1]);
  });

  it('keeps each test in a database of its own', async () => {
    const rows = await database.db.select().from(users);
    expect(rows).toHaveLength(0);
  });
});
