// The fuzz suite trusts these checks to fail when the database is wrong: each one is shown
// catching the breakage it is there for.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from './app';
import { brokenInvariants, NONE_BROKEN, writtenRowCounts } from './invariants';
import { signedInUser } from './users';

let t: Awaited<ReturnType<typeof createTestApp>>;
let user: Awaited<ReturnType<typeof signedInUser>>;
let promptId: number;

beforeAll(async () => {
  t = await createTestApp();
  user = await signedInUser(t.app, t.db, 'invariants');
  const prompt = { title: 'T', content: 'C', aiTool: 'Claude', purpose: 'coding', tags: ['x'] };
  promptId = (await user.agent.post('/api/snippets', prompt)).json<{ id: number }>().id;
  const collection = (await user.agent.post('/api/collections', { name: 'C' })).json<{
    id: number;
  }>();
  await user.agent.send('PUT', `/api/collections/${collection.id}/snippets/${promptId}`);
});
afterAll(() => t.close());

/** Writes behind the app's back, foreign keys off, as a bug or a bad migration could. */
async function corrupt(statement: string) {
  await t.db.transaction(async (tx) => {
    await tx.execute(sql.raw('set local session_replication_role = replica'));
    await tx.execute(sql.raw(statement));
  });
}

it('finds each kind of broken row, and counts the rows a request writes', async () => {
  expect(await brokenInvariants(t.db)).toEqual(NONE_BROKEN);
  const before = await writtenRowCounts(t.db);
  expect(before).toMatchObject({ snippets: 1, snippet_versions: 1, collection_snippets: 1 });
  expect(before).not.toHaveProperty('sessions');
  expect(before).not.toHaveProperty('rate_limits');

  // In order: each breakage stays, and the next one is of another kind.
  const cases = [
    ['update snippets set likes_count = 5', 'wrong_reaction_counts'],
    ["insert into tag_counts values ('ghost', 1)", 'wrong_tag_counts'],
    ["update snippets set content = 'changed behind its history'", 'current_not_newest_version'],
    ['update snippets set version = 2', 'wrong_version_counts'],
    [
      "insert into snippet_versions (snippet_id, version, title, content, ai_tool, purpose) values (999999, 1, 'a', 'b', 'Claude', 'coding')",
      'orphan_versions',
    ],
    [
      `insert into collection_snippets (collection_id, snippet_id) values (999999, ${promptId})`,
      'orphan_collection_rows',
    ],
    [`insert into likes (user_id, snippet_id) values ('${user.id}', 999999)`, 'orphan_reactions'],
    ["insert into workspaces (slug, name) values ('nobody-owns', 'N')", 'ownerless_workspaces'],
    [
      `with made as (insert into workspaces (slug, name)
         select 'over-' || n, 'Over' from generate_series(1, 51) as n returning id)
       insert into workspace_members (workspace_id, user_id, role)
       select id, '${user.id}', 'owner' from made`,
      'over_workspace_limits',
    ],
    [
      `insert into prompt_labels (snippet_id, label, version) values (${promptId}, 'production', 1)`,
      'labels_not_where_moved',
    ],
    ['delete from user_profiles', 'no_profile'],
  ] as const;
  for (const [statement, invariant] of cases) {
    await corrupt(statement);
    expect((await brokenInvariants(t.db))[invariant], invariant).toBeGreaterThan(0);
  }
  expect(await writtenRowCounts(t.db)).toMatchObject({
    snippet_versions: 2,
    collection_snippets: 2,
    likes: 1,
    tag_counts: 2,
    user_profiles: before.user_profiles! - 1,
  });
});
