import { count, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from './raw-sql';
import { aiTools, users } from './schema';
import { createTestDatabase, testDatabaseUrl } from './testing';

// On PGlite a closed test database's instance serves the next test (decision 069).
describe.skipIf(Boolean(testDatabaseUrl()))('PGlite test databases', () => {
  it('hand the next test the same instance, holding only what the template holds', async () => {
    const first = await createTestDatabase();
    const [template] = await first.db.select({ n: count() }).from(aiTools);
    await first.db.insert(users).values({ email: 'left@example.com', password: 'hash' });
    await first.db.insert(aiTools).values({ name: 'Left behind' });
    await first.db.execute(sql`analyze users`);
    await first.db.execute(sql`set enable_seqscan = off`);
    await first.db.execute(sql`create temporary table scratch (n int)`);
    await first.close();

    const second = await createTestDatabase();
    try {
      expect(second.pglite).toBe(first.pglite);
      expect(await second.db.select({ n: count() }).from(users)).toEqual([{ n: 0 }]);
      expect(await second.db.select({ n: count() }).from(aiTools)).toEqual([template]);
      const stats = rowsOf(
        await second.db.execute(sql`select 1 from pg_stats where tablename = 'users'`),
      );
      expect(stats).toEqual([]);
      const [setting] = rowsOf(await second.db.execute(sql`show enable_seqscan`));
      expect(setting).toEqual({ enable_seqscan: 'on' });
      await expect(second.db.execute(sql`select * from scratch`)).rejects.toThrow();
    } finally {
      await second.close();
    }
  });

  it('close an instance whose schema a test changed, instead of handing it on', async () => {
    const first = await createTestDatabase();
    await first.db.execute(
      sql`alter table users add constraint no_example check (email not like '%@example.com')`,
    );
    await first.close();
    expect(first.pglite?.closed).toBe(true);

    const second = await createTestDatabase();
    try {
      expect(second.pglite).not.toBe(first.pglite);
      await second.db.insert(users).values({ email: 'fine@example.com', password: 'hash' });
    } finally {
      await second.close();
    }
  });
});
