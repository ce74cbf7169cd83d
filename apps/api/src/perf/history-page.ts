// A long history read by its owner and by others (docs/decisions/101-published-history.md):
// one prompt with 1,000 versions, every other one public, beside 300 prompts of 30 versions.
// Times versions.list (newest page and a deep page) and versions.byNumber, median of 30 runs:
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
//     pnpm --filter @promptshelf/api exec tsx src/perf/history-page.ts
// (without TEST_DATABASE_URL it runs on an in-memory PGlite).
import { performance } from 'node:perf_hooks';
import { snippets, snippetVersions } from '@promptshelf/db';
import { createTestDatabase } from '@promptshelf/db/testing';
import { createCaller, createContextInner, createUser, loadViewer } from '@promptshelf/trpc';
import { eq, sql } from 'drizzle-orm';

const print = (text: string) => process.stdout.write(`${text}\n`);
const HISTORY = 1000;
const RUNS = 30;

const database = await createTestDatabase();
const { db } = database;
async function member(email: string) {
  const user = await createUser(db, { email, passwordHash: 'x', firstName: 'P', verified: true });
  return (await loadViewer(db, user!.id))!;
}
const owner = await member('owner@example.com');
const other = await member('other@example.com');
const ownerCaller = createCaller(createContextInner({ db, viewer: owner }));
const otherCaller = createCaller(createContextInner({ db, viewer: other }));
const visitorCaller = createCaller(createContextInner({ db, viewer: null }));

const { id } = await ownerCaller.snippets.create({
  title: 'Long story',
  content: 'Version 1',
  aiTool: 'Claude',
  purpose: 'writing',
});
await db.execute(sql`
  insert into ${snippetVersions} (snippet_id, version, title, content, ai_tool, purpose, author_id, is_public)
  select ${id}, g, 'Long story', 'Version ' || g, 'Claude', 'writing', ${owner.id}::uuid, g % 2 = 0
  from generate_series(2, ${HISTORY}) g`);
await db
  .update(snippets)
  .set({ version: HISTORY, content: `Version ${HISTORY}` })
  .where(eq(snippets.id, id));
await db.execute(sql`
  with others as (
    insert into ${snippets} (title, content, ai_tool, purpose, author_id, version)
    select 'Other ' || g, 'Text', 'Claude', 'writing', ${owner.id}::uuid, 30
    from generate_series(1, 300) g returning id
  )
  insert into ${snippetVersions} (snippet_id, version, title, content, ai_tool, purpose, author_id, is_public)
  select id, v, 'Other', 'Text', 'Claude', 'writing', ${owner.id}::uuid, true
  from others, generate_series(1, 30) v`);
await db.execute(sql`analyze ${snippets}`);
await db.execute(sql`analyze ${snippetVersions}`);

async function time(label: string, run: () => Promise<unknown>) {
  await run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  print(
    `${label.padEnd(40)} median ${samples[RUNS >> 1]!.toFixed(2)} ms, max ${samples.at(-1)!.toFixed(2)} ms`,
  );
}

for (const [who, caller] of [
  ['owner', ownerCaller],
  ['member', otherCaller],
  ['visitor', visitorCaller],
] as const) {
  await time(`${who}: newest page (20)`, () => caller.versions.list({ id, limit: 20, offset: 0 }));
  await time(`${who}: deep page (offset 480)`, () =>
    caller.versions.list({ id, limit: 20, offset: 480 }),
  );
  await time(`${who}: one version`, () => caller.versions.byNumber({ id, version: 500 }));
}
await database.close();
