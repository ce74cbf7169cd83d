import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { execute } from './raw-sql';
import { promptComments, snippets, users } from './schema';
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from './testing';

// snippets.comments_count counts the comments a visitor sees, kept by the row trigger of
// migration 0032 through every path that changes them (decision 230).

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.close();
});

describe(`comment counts on ${testDatabaseUrl() ? 'PostgreSQL server' : 'PGlite'}`, () => {
  it('follow inserts, hides, soft and hard deletes and the cascades', async () => {
    const { db } = database;
    const [author, commenter] = await db
      .insert(users)
      .values([
        { email: 'author@example.com', password: 'hash' },
        { email: 'commenter@example.com', password: 'hash' },
      ])
      .returning();
    const [prompt] = await db
      .insert(snippets)
      .values({
        title: 'P',
        content: 'C',
        aiTool: 'Claude',
        purpose: 'coding',
        authorId: author!.id,
      })
      .returning();
    const count = async () =>
      (
        await db
          .select({ n: snippets.commentsCount })
          .from(snippets)
          .where(eq(snippets.id, prompt!.id))
      )[0]!.n;
    const comment = (authorId: string, parentId?: number) =>
      db
        .insert(promptComments)
        .values({ snippetId: prompt!.id, authorId, body: 'Hello', parentId })
        .returning()
        .then((rows) => rows[0]!);

    const first = await comment(commenter!.id);
    const reply = await comment(author!.id, first.id);
    const second = await comment(commenter!.id);
    await comment(author!.id);
    expect(await count()).toBe(4);

    await db
      .update(promptComments)
      .set({ hiddenAt: new Date() })
      .where(eq(promptComments.id, second.id));
    expect(await count()).toBe(3);
    // Editing a hidden comment's body changes nothing a visitor sees.
    await db.update(promptComments).set({ body: 'Again' }).where(eq(promptComments.id, second.id));
    expect(await count()).toBe(3);

    await db
      .update(promptComments)
      .set({ deletedAt: new Date(), body: '' })
      .where(eq(promptComments.id, first.id));
    expect(await count()).toBe(2);
    await db.delete(promptComments).where(eq(promptComments.id, reply.id));
    expect(await count()).toBe(1);

    // The commenter's account goes, with their (hidden) comment: the author's one stays.
    await db.delete(users).where(eq(users.id, commenter!.id));
    expect(await count()).toBe(1);
    const [kept] = await execute(db, sql`select count(*)::int as n from prompt_comments`);
    expect(kept).toEqual({ n: 1 });
  });
});
