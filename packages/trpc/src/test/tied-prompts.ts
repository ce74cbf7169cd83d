import { snippets, type Database } from '@promptshelf/db';
import { sql } from 'drizzle-orm';
import { createUser } from '../domain/accounts/auth';

/**
 * 4,000 prompts by one author, for browse at the sizes where its paging changes strategy
 * (docs/decisions/051 and 083): 'kraken' is in about 1,700 (above the count cap of 1,000),
 * 10 % are private, a quarter are Gemini. Sixty distinct times and thirteen like counts, so
 * every order has long runs of ties that windows must cut through. Content mentions are
 * missing from the newest hours, so the term is sparser at the top of the date order than the
 * estimate says and a first window comes up short. With `ocean`, 'ocean' is in 3,500 titles
 * too (a term estimated common).
 */
export async function seedTiedPrompts(db: Database, { ocean = false } = {}) {
  const author = await createUser(db, {
    email: 'author@example.com',
    passwordHash: 'not used',
    firstName: 'Author',
    verified: true,
  });
  const oceanTitle = ocean ? sql`|| case when g % 8 <> 0 then ' by the ocean' else '' end` : sql``;
  await db.execute(sql`
    insert into ${snippets} (title, content, ai_tool, purpose, is_public, visibility, author_id,
                             likes_count, favorites_count, created_at, updated_at)
    select 'Prompt ' || g || case when g % 7 = 0 then ' about the kraken' else '' end ${oceanTitle},
           case when g % 3 = 0 and h < 45 then 'Tell the kraken legend.' else 'Plain words.' end,
           case when g % 4 = 1 then 'Gemini' else 'Claude' end,
           case when g % 5 = 0 then 'coding' else 'business' end, g % 10 <> 0,
           case when g % 10 <> 0 then 'public' else 'private' end, ${author!.id}, (g * 7919) % 13, (g * 31) % 3,
           timestamptz '2026-01-01 00:00:00+00' + h * interval '1 hour',
           timestamptz '2026-01-01 00:00:00+00' + h * interval '1 hour'
    from (select g, (g * 104729) % 60 as h from generate_series(1, 4000) g) s
  `);
  await db.execute(sql`analyze ${snippets}`);
}
