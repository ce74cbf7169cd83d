import { execute, snippets, snippetVersions } from '@promptshelf/db';
import { createTestDatabase, type TestDatabase } from '@promptshelf/db/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContextInner } from '../../context';
import { createCaller } from '../../root';
import { createUser } from '../accounts/auth';
import { loadViewer } from '../accounts/viewer';
import { selectHistoryPage } from './versions';

let database: TestDatabase;
let caller: ReturnType<typeof createCaller>;
let viewer: NonNullable<Awaited<ReturnType<typeof loadViewer>>>;
let longId: number;
let shortId: number;

const HISTORY = 1000;

beforeAll(async () => {
  database = await createTestDatabase();
  const user = await createUser(database.db, {
    email: 'author@example.com',
    passwordHash: 'not used',
    firstName: 'Author',
    verified: true,
  });
  viewer = (await loadViewer(database.db, user!.id))!;
  caller = createCaller(createContextInner({ db: database.db, viewer }));
  const input = { title: 'Long story', content: 'Version 1', aiTool: 'Claude', purpose: 'writing' };
  longId = (await caller.snippets.create(input)).id;
  shortId = (await caller.snippets.create(input)).id;
  // A prompt with 1,000 versions, beside 300 others with 30 versions each.
  await database.db.execute(sql`
    insert into ${snippetVersions} (snippet_id, version, title, content, ai_tool, purpose, author_id)
    select ${longId}, g, 'Long story', 'Version ' || g, 'Claude', 'writing', ${viewer.id}::uuid
    from generate_series(2, ${HISTORY}) g
  `);
  await database.db
    .update(snippets)
    .set({ version: HISTORY, content: `Version ${HISTORY}` })
    .where(eq(snippets.id, longId));
  await database.db.execute(sql`
    with others as (
      insert into ${snippets} (title, content, ai_tool, purpose, author_id, version)
      select 'Other ' || g, 'Text', 'Claude', 'writing', ${viewer.id}::uuid, 30
      from generate_series(1, 300) g
      returning id
    )
    insert into ${snippetVersions} (snippet_id, version, title, content, ai_tool, purpose, author_id)
    select id, v, 'Other', 'Text', 'Claude', 'writing', ${viewer.id}::uuid
    from others, generate_series(1, 30) v
  `);
  await database.db.execute(sql`analyze ${snippets}`);
  await database.db.execute(sql`analyze ${snippetVersions}`);
});
afterAll(() => database.close());

describe('a history of 1,000 versions', () => {
  it('pages from the newest, deep pages included', async () => {
    const first = await caller.versions.list({ id: longId });
    expect(first.total).toBe(HISTORY);
    expect(first.versions.map((v) => v.version)).toEqual(
      Array.from({ length: 20 }, (_, i) => HISTORY - i),
    );
    expect(first.versions[0]).toMatchObject({ content: `Version ${HISTORY}` });
    const last = await caller.versions.list({ id: longId, limit: 100, offset: 990 });
    expect(last.versions.map((v) => v.version)).toEqual(
      Array.from({ length: 10 }, (_, i) => 10 - i),
    );
    expect((await caller.versions.byNumber({ id: longId, version: 500 })).content).toBe(
      'Version 500',
    );
  });

  it('opens in one query that reads the prompt and its versions by their keys', async () => {
    for (const offset of [0, 980]) {
      const query = selectHistoryPage(database.db, viewer, { id: longId, limit: 20, offset });
      const plan = (await execute(database.db, sql`explain ${query.getSQL()}`))
        .map((row) => String(Object.values(row)[0]))
        .join('\n');
      expect(plan).toMatch(/Index Scan.* using snippets_pkey on snippets/);
      // A key range of the page only, whether walked or gathered as a bitmap.
      expect(plan).toMatch(/(Index Scan.* using|Bitmap Index Scan on) snippet_versions_pkey/);
      expect(plan).not.toMatch(/Seq Scan/);
    }
  });

  it('leaves the prompt row as large as one without history', async () => {
    const [row] = await execute(
      database.db,
      sql`select
            (select pg_column_size(s.*) from ${snippets} s where id = ${longId}) as long,
            (select pg_column_size(s.*) from ${snippets} s where id = ${shortId}) as short`,
    );
    // Same fields but for the content's digits ('Version 1000' against 'Version 1').
    expect(Number(row!.long) - Number(row!.short)).toBeLessThanOrEqual(3);
  });
});
