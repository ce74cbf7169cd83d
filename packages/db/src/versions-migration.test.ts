import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase, createPglite, type DatabaseConnection } from './client';
import { migrationsFolder } from './migrate';
import { rowsOf } from './raw-sql';
import { createFreshDatabase, testDatabaseUrl } from './testing';

type Journal = { entries: { tag: string }[] };

/** A copy of the migrations that stops just before the one whose name ends with `suffix`. */
function migrationsBefore(suffix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'promptshelf-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as Journal;
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith(suffix));
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

async function migrateWith(connection: DatabaseConnection, folder: string) {
  const config = { migrationsFolder: folder, migrationsSchema: 'drizzle' };
  if (connection.kind === 'pglite') {
    await migratePglite(connection.db as unknown as PgliteDatabase, config);
  } else {
    await migratePostgres(connection.db as unknown as PostgresJsDatabase, config);
  }
}

async function emptyDatabase(): Promise<DatabaseConnection> {
  const baseUrl = testDatabaseUrl();
  if (!baseUrl) return createDatabase({ pglite: createPglite() });
  const name = `promptshelf_m_${randomBytes(6).toString('hex')}`;
  const url = await createFreshDatabase(baseUrl, name);
  const connection = createDatabase({ databaseUrl: url, maxConnections: 1 });
  return {
    ...connection,
    close: async () => {
      await connection.close();
      const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
      await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup) await step();
  cleanup = [];
});

/**
 * A fresh database migrated up to just before the migration named by `tag`, with one user:
 * a fresh initdb and the migrations, over a minute on a busy machine.
 */
async function migratedUpTo(tag: string) {
  const before = migrationsBefore(tag);
  cleanup.push(async () => rmSync(before, { recursive: true, force: true }));
  const connection = await emptyDatabase();
  cleanup.push(() => connection.close());
  await migrateWith(connection, before);
  await connection.db.execute(sql`
    insert into users (id, email, password) values
      ('00000000-0000-4000-8000-000000000001', 'a@example.com', 'x')`);
  return connection;
}
describe('the snippet_versions migration', () => {
  it('gives every existing prompt its version 1, and every existing clone its source version', async () => {
    const connection = await migratedUpTo('_snippet_versions');
    const { db } = connection;
    await db.execute(sql`
      insert into snippets (title, content, ai_tool, custom_ai_tool, purpose, is_public, author_id, updated_at)
      values ('First', 'One', 'Other', 'Mistral', 'coding', true,
              '00000000-0000-4000-8000-000000000001', '2026-01-02T03:04:05Z'),
             ('Second', 'Two', 'Claude', null, 'writing', false,
              '00000000-0000-4000-8000-000000000001', '2026-02-03T04:05:06Z')`);
    await db.execute(sql`
      insert into snippets (title, content, ai_tool, purpose, author_id, cloned_from_id)
      select 'Copy', 'One', 'Claude', 'coding', author_id, id from snippets where title = 'First'`);

    await migrateWith(connection, migrationsFolder);

    const versions = rowsOf(
      await db.execute(sql`
        select s.title as prompt, v.version, v.title, v.content, v.ai_tool, v.custom_ai_tool,
               v.purpose, v.note, v.author_id, v.created_at = s.updated_at as dated_by_last_edit
        from snippet_versions v join snippets s on s.id = v.snippet_id order by s.id`),
    );
    expect(versions).toEqual([
      expect.objectContaining({
        prompt: 'First',
        version: 1,
        title: 'First',
        content: 'One',
        ai_tool: 'Other',
        custom_ai_tool: 'Mistral',
        purpose: 'coding',
        note: null,
        author_id: '00000000-0000-4000-8000-000000000001',
        dated_by_last_edit: true,
      }),
      expect.objectContaining({ prompt: 'Second', version: 1, content: 'Two' }),
      expect.objectContaining({ prompt: 'Copy', version: 1 }),
    ]);
    const prompts = rowsOf(
      await db.execute(sql`select title, version, cloned_from_version from snippets order by id`),
    );
    expect(prompts).toEqual([
      { title: 'First', version: 1, cloned_from_version: null },
      { title: 'Second', version: 1, cloned_from_version: null },
      { title: 'Copy', version: 1, cloned_from_version: 1 },
    ]);
  });
});

describe('the published_history migration', () => {
  it("publishes only the version a public prompt shows now; a private prompt's stay private", async () => {
    const connection = await migratedUpTo('_published_history');
    const { db } = connection;
    await db.execute(sql`
      insert into snippets (title, content, ai_tool, purpose, is_public, author_id, version)
      values ('Shared', 'Three', 'Claude', 'coding', true, '00000000-0000-4000-8000-000000000001', 3),
             ('Kept', 'Two', 'Claude', 'coding', false, '00000000-0000-4000-8000-000000000001', 2)`);
    await db.execute(sql`
      insert into snippet_versions (snippet_id, version, title, content, ai_tool, purpose)
      select s.id, v, s.title, 'v' || v, 'Claude', 'coding'
      from snippets s, generate_series(1, s.version) v`);

    await migrateWith(connection, migrationsFolder);

    const versions = rowsOf(
      await db.execute(sql`
        select s.title, v.version, v.is_public from snippet_versions v
        join snippets s on s.id = v.snippet_id order by s.id, v.version`),
    );
    expect(versions).toEqual([
      { title: 'Shared', version: 1, is_public: false },
      { title: 'Shared', version: 2, is_public: false },
      { title: 'Shared', version: 3, is_public: true },
      { title: 'Kept', version: 1, is_public: false },
      { title: 'Kept', version: 2, is_public: false },
    ]);
  });
});
